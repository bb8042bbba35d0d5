import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import type { CampaignLayout, ProductFlags } from '@portal/domain/campaigns';
import { products } from '@portal/domain/products';
import { sharedMessages } from '../../shared/messages';
import { homeCopy } from './messages';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Icon } from '../../shared/ui/Icon';

export type SearchPanels = Record<keyof ProductFlags, ComponentType>;

/** The tabs a campaign layout enables, in the home order. */
export function enabledTabs(layout: Pick<CampaignLayout, keyof ProductFlags>) {
  return products.filter((tab) => layout[tab.layoutFlag]);
}

/**
 * How far the tab row can still scroll either way; both false while every tab fits. Measured
 * when the row is laid out (a ResizeObserver reports after the browser's own layout) and when it
 * scrolls, never right after a render: reading its sizes then would make the browser lay out the
 * whole page at once, in the same task as the render.
 */
function useScrollEnds() {
  const [ends, setEnds] = useState({ back: false, forward: false });
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const measure = useCallback(() => {
    if (!row) return;
    const back = row.scrollLeft > 1;
    const forward = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEnds((current) =>
      current.back === back && current.forward === forward ? current : { back, forward },
    );
  }, [row]);
  useEffect(() => {
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [row, measure]);
  return { ends, setRow, measure };
}

/**
 * Tabbed search box: one tab per enabled product, the first selected, in the search colour.
 * A small WAI-ARIA tablist (arrow keys, Home, End; roving tab stop) instead of MUI Tabs keeps
 * the home route within its first-load budget. Where the tabs do not fit (a phone), the row
 * scrolls and arrows at its ends show that more tabs follow, as MUI's scrollable Tabs do.
 */
export function SearchTabs({ layout, panels }: { layout: CampaignLayout; panels: SearchPanels }) {
  const tabs = enabledTabs(layout);
  const [selected, setSelected] = useState<keyof ProductFlags | null>(null);
  const first = tabs[0];
  if (!first) return null;
  const current = tabs.find((tab) => tab.layoutFlag === selected) ?? first;
  const Panel = panels[current.layoutFlag];

  return (
    <Paper elevation={4} sx={{ overflow: 'hidden' }}>
      <TabRow tabs={tabs} current={current.layoutFlag} onSelect={setSelected} />
      <Box
        role="tabpanel"
        id={`search-panel-${current.layoutFlag}`}
        aria-labelledby={`search-tab-${current.layoutFlag}`}
        tabIndex={0}
        sx={{ px: { xs: 2, md: 3 }, py: 1 }}
      >
        {/* a tab's form is fetched on first show; about a form's height is held meanwhile so the
            sections below do not jump when it arrives */}
        <Suspense
          fallback={
            <Box
              sx={{
                minHeight: { xs: 550, md: 250 },
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <CircularProgress aria-label={sharedMessages.loading} />
            </Box>
          }
        >
          <Panel />
        </Suspense>
      </Box>
    </Paper>
  );
}

/**
 * The row of tabs with its scroll arrows. Its scroll state is its own, so the arrows that appear
 * once the row is measured re-render the row only, not the search form below it.
 */
function TabRow({
  tabs,
  current,
  onSelect,
}: {
  tabs: ReturnType<typeof enabledTabs>;
  current: keyof ProductFlags;
  onSelect: (tab: keyof ProductFlags) => void;
}) {
  const theme = useTheme();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const row = useRef<HTMLDivElement | null>(null);
  const { ends, setRow, measure } = useScrollEnds();
  const scrollable = ends.back || ends.forward;

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.layoutFlag);
    buttons.current.get(tab.layoutFlag)?.focus();
  };

  /** a tap on an arrow moves the row by its width, as MUI's scroll buttons do */
  const scrollRow = (direction: 1 | -1) => {
    const node = row.current;
    if (node) node.scrollBy({ left: direction * node.clientWidth, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.layoutFlag === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <Box
      sx={{ display: 'flex', bgcolor: theme.portal.searchColor, color: theme.portal.searchText }}
    >
      {scrollable ? (
        <ScrollArrow direction="back" disabled={!ends.back} onClick={() => scrollRow(-1)} />
      ) : null}
      <Box
        ref={(node: HTMLDivElement | null) => {
          row.current = node;
          setRow(node);
        }}
        role="tablist"
        aria-label={homeCopy.searchTabs}
        onKeyDown={onKeyDown}
        onScroll={measure}
        sx={{
          flex: 1,
          display: 'flex',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tabs.map((tab) => {
          const isSelected = tab.layoutFlag === current;
          return (
            <ButtonBase
              key={tab.layoutFlag}
              ref={(node: HTMLButtonElement | null) => {
                if (node) buttons.current.set(tab.layoutFlag, node);
                else buttons.current.delete(tab.layoutFlag);
              }}
              role="tab"
              id={`search-tab-${tab.layoutFlag}`}
              aria-selected={isSelected}
              aria-controls={`search-panel-${tab.layoutFlag}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.layoutFlag)}
              sx={{
                flexShrink: 0,
                minHeight: 52,
                px: { xs: 2, md: 3 },
                fontSize: '0.95rem',
                fontWeight: isSelected ? 800 : 500,
                color: 'inherit',
                borderBottom: '4px solid',
                borderColor: isSelected ? theme.portal.searchText : 'transparent',
                '&.Mui-focusVisible': {
                  outline: `2px solid ${theme.portal.searchText}`,
                  outlineOffset: -4,
                },
              }}
            >
              {tab.tabLabel}
            </ButtonBase>
          );
        })}
      </Box>
      {scrollable ? (
        <ScrollArrow direction="forward" disabled={!ends.forward} onClick={() => scrollRow(1)} />
      ) : null}
    </Box>
  );
}

/**
 * An end of a tab row that scrolls: a hint for the pointer, left out of the tab order and of
 * the accessibility tree, since the arrow keys already move between the tabs.
 */
function ScrollArrow({
  direction,
  disabled,
  onClick,
}: {
  direction: 'back' | 'forward';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ButtonBase
      aria-hidden
      tabIndex={-1}
      data-testid={`search-tabs-${direction}`}
      disabled={disabled}
      onClick={onClick}
      sx={{ flexShrink: 0, width: 36, color: 'inherit', '&.Mui-disabled': { opacity: 0.3 } }}
    >
      <Icon path={direction === 'back' ? mdiChevronLeft : mdiChevronRight} />
    </ButtonBase>
  );
}

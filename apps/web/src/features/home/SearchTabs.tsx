import { Suspense, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { productTabs, type CampaignLayout, type ProductFlags } from '@portal/domain';
import { sharedMessages } from '../../shared/messages';
import { homeCopy } from './messages';

export type SearchPanels = Record<keyof ProductFlags, ComponentType>;

/** The tabs a campaign layout enables, in the home order. */
export function enabledTabs(layout: Pick<CampaignLayout, keyof ProductFlags>) {
  return productTabs.filter((tab) => layout[tab.flag]);
}

/**
 * Tabbed search box: one tab per enabled product, the first selected, in the search colour.
 * A small WAI-ARIA tablist (arrow keys, Home, End; roving tab stop) instead of MUI Tabs keeps
 * the home route within its first-load budget.
 */
export function SearchTabs({ layout, panels }: { layout: CampaignLayout; panels: SearchPanels }) {
  const theme = useTheme();
  const tabs = enabledTabs(layout);
  const [selected, setSelected] = useState<keyof ProductFlags | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const first = tabs[0];
  if (!first) return null;
  const current = tabs.find((tab) => tab.flag === selected) ?? first;
  const Panel = panels[current.flag];

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.flag);
    buttons.current.get(tab.flag)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.flag === current.flag);
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
    <Paper elevation={4} sx={{ overflow: 'hidden' }}>
      <Box
        role="tablist"
        aria-label={homeCopy.searchTabs}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          bgcolor: theme.portal.searchColor,
          color: theme.portal.searchText,
        }}
      >
        {tabs.map((tab) => {
          const isSelected = tab.flag === current.flag;
          return (
            <ButtonBase
              key={tab.flag}
              ref={(node: HTMLButtonElement | null) => {
                if (node) buttons.current.set(tab.flag, node);
                else buttons.current.delete(tab.flag);
              }}
              role="tab"
              id={`search-tab-${tab.flag}`}
              aria-selected={isSelected}
              aria-controls={`search-panel-${tab.flag}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.flag)}
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
              {tab.label}
            </ButtonBase>
          );
        })}
      </Box>
      <Box
        role="tabpanel"
        id={`search-panel-${current.flag}`}
        aria-labelledby={`search-tab-${current.flag}`}
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

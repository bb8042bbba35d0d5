import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Height guessed for a row before it is measured. */
  estimateSize: number;
  itemKey: (item: T, index: number) => Key;
  renderItem: (item: T) => ReactNode;
  /** Space below each row, in px (rows are absolutely positioned, so margins do not collapse). */
  gap?: number;
  /** 'radiogroup' for rows that are radio choices: the rows are then plain wrappers of the radios. */
  role?: 'list' | 'radiogroup';
  /** id of the element naming the list */
  labelledBy?: string;
}

/** A result list virtualised against the window scroll: only the rows near the viewport render. */
export function VirtualList<T>({
  items,
  estimateSize,
  itemKey,
  renderItem,
  gap = 0,
  role = 'list',
  labelledBy,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  // null until measured: the rows render once the list's place on the page is known
  const [measuredMargin, setScrollMargin] = useState<number | null>(null);
  const scrollMargin = measuredMargin ?? 0;
  // The list's distance from the page top moves when content above it changes height (another
  // list on the same page being filtered): measure again whenever the page resizes.
  // Read in the observer's callback, after the browser's own layout (its first call comes before
  // the first paint): reading it during the render's commit would force an extra layout, and the
  // rows, rendered from there, are work of their own instead of more of the page's render.
  useLayoutEffect(() => {
    const node = listRef.current;
    if (!node) return;
    const measure = () => setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The first rows are the ones on screen; the row ahead of them follows after that paint.
  const [ahead, setAhead] = useState(false);
  useEffect(() => {
    if (measuredMargin !== null) setAhead(true);
  }, [measuredMargin]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize + gap,
    // one row each side of the viewport: result rows are tall, and every row rendered ahead is
    // work on a phone's first results render
    overscan: ahead ? 1 : 0,
    // rows are measured by the resize observer's report, after the browser's layout; the default
    // reads each row's height as it mounts, a forced layout per render of the list
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0];
      if (box) return Math.round(box.blockSize);
      return (
        instance.measurementsCache[instance.indexFromElement(element)]?.size ?? estimateSize + gap
      );
    },
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item, index);
    },
  });

  return (
    <Box
      ref={listRef}
      role={role}
      aria-labelledby={labelledBy}
      sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {(measuredMargin === null ? [] : virtualizer.getVirtualItems()).map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <Box
            key={row.key}
            role={role === 'list' ? 'listitem' : undefined}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: gap,
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            {renderItem(item)}
          </Box>
        );
      })}
    </Box>
  );
}

import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
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
}

/** A result list virtualised against the window scroll: only the rows near the viewport render. */
export function VirtualList<T>({
  items,
  estimateSize,
  itemKey,
  renderItem,
  gap = 0,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const node = listRef.current;
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize + gap,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item, index);
    },
  });

  return (
    <Box
      ref={listRef}
      role="list"
      sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <Box
            key={row.key}
            role="listitem"
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

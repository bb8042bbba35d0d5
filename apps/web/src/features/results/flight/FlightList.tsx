import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { FilteredRecommendation, FlightSelection } from '@portal/domain';
import type { PriceDisplay } from '../price';
import { FlightCard, type CardDiscount, type Leg } from './FlightCard';

/** Estimated card height before measuring (one outbound and three return options). */
const ESTIMATED_CARD_PX = 420;

export interface FlightListProps {
  items: FilteredRecommendation[];
  selection: FlightSelection;
  price: PriceDisplay;
  discount: CardDiscount | null;
  onChoose: (recommendationId: string, leg: Leg, segmentId: string) => void;
  onSelect: (item: FilteredRecommendation) => void;
  onFareDetails: (item: FilteredRecommendation) => void;
}

/** Recommendation cards, virtualised against the window scroll (busy routes return ~350). */
export function FlightList({ items, selection, price, discount, onChoose, onSelect, onFareDetails }: FlightListProps) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const node = listRef.current;
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => items[index]?.recommendation.recommendationid ?? index,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <Box ref={listRef} role="list" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        const id = item.recommendation.recommendationid;
        return (
          <Box
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <FlightCard
              item={item}
              chosenIda={selection.ida?.recommendationId === id ? selection.ida.segmentId : null}
              chosenVolta={selection.volta?.recommendationId === id ? selection.volta.segmentId : null}
              price={price}
              discount={discount}
              onChoose={onChoose}
              onSelect={onSelect}
              onFareDetails={onFareDetails}
            />
          </Box>
        );
      })}
    </Box>
  );
}

import type { FilteredRecommendation, FlightSelection } from '@portal/domain/flights';
import type { PriceDisplay } from '../../../shared/pricing/priceDisplay';
import Box from '@mui/material/Box';
import { VirtualList } from '../VirtualList';
import { FlightCard, flightCardStyles, type CardDiscount, type Leg } from './FlightCard';

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

/**
 * Recommendation cards, virtualised against the window scroll (busy routes return ~350), styled
 * once here for all of them.
 */
export function FlightList({
  items,
  selection,
  price,
  discount,
  onChoose,
  onSelect,
  onFareDetails,
}: FlightListProps) {
  return (
    <Box sx={flightCardStyles}>
      <VirtualList
        items={items}
        estimateSize={ESTIMATED_CARD_PX}
        itemKey={(item) => item.recommendation.recommendationid}
        renderItem={(item) => {
          const id = item.recommendation.recommendationid;
          return (
            <FlightCard
              item={item}
              chosenIda={selection.ida?.recommendationId === id ? selection.ida.segmentId : null}
              chosenVolta={
                selection.volta?.recommendationId === id ? selection.volta.segmentId : null
              }
              price={price}
              discount={discount}
              onChoose={onChoose}
              onSelect={onSelect}
              onFareDetails={onFareDetails}
            />
          );
        }}
      />
    </Box>
  );
}

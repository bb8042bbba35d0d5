import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../shared/format';
import { ImageWithFallback } from '../../../shared/ui/ImageWithFallback';
import type { Product } from '@portal/domain/products';
import { Line } from './Line';
import { activitySummaryCopy as copy } from './activityMessages';
import { SummaryTotal, type SummaryDiscount } from './SummaryTotal';

export interface ActivitySummaryProps {
  product: Product & ('experience' | 'entertainment');
  name: string;
  place: string;
  image: string | null;
  /** yyyy-MM-dd */
  date: string;
  time: string | null;
  returnDate: string | null;
  people: number;
  totalCents: number;
}

/** Experience and entertainment side summary: the activity, Entrada, HORÁRIO, RETORNO, the people, the coupon discount and the total. */
export function ActivitySummary({
  product,
  name,
  place,
  image,
  date,
  time,
  returnDate,
  people,
  totalCents,
  discount,
}: ActivitySummaryProps & { discount: SummaryDiscount | null }) {
  return (
    <Box>
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="summary-activity-name"
        sx={{ overflow: 'hidden', mb: 1 }}
      >
        <ImageWithFallback
          src={image ?? ''}
          alt={copy.image(name)}
          style={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
        />
        <Box sx={{ p: 1.5 }}>
          <Typography id="summary-activity-name" component="h3" fontWeight={700}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        </Box>
      </Paper>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <Line label={copy.entry} value={formatDate(date)} />
        {time ? <Line label={copy.time} value={time} /> : null}
        {returnDate ? <Line label={copy.return} value={formatDate(returnDate)} /> : null}
        <Line label={copy.people} value={String(people)} />
        <SummaryTotal totalCents={totalCents} product={product} discount={discount} />
      </Box>
    </Box>
  );
}

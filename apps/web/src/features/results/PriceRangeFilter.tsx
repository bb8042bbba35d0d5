import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Range = readonly [number, number];

/**
 * A results sidebar's price filter: its title, a two-thumb slider between the list's cheapest and
 * dearest prices, and the chosen ends written out under it.
 */
export function PriceRangeFilter({
  id,
  title,
  minLabel,
  maxLabel,
  range,
  bounds,
  format,
  onChange,
}: {
  /** The title's id, which names the group. */
  id: string;
  title: string;
  minLabel: string;
  maxLabel: string;
  range: Range;
  bounds: Range;
  format: (value: number) => string;
  onChange: (range: [number, number]) => void;
}) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Slider
        value={[range[0], range[1]]}
        min={bounds[0]}
        max={bounds[1]}
        getAriaLabel={(index) => (index === 0 ? minLabel : maxLabel)}
        getAriaValueText={format}
        onChange={(_event, value) => {
          if (Array.isArray(value) && value.length === 2)
            onChange([value[0] ?? bounds[0], value[1] ?? bounds[1]]);
        }}
      />
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="caption">{format(range[0])}</Typography>
        <Typography variant="caption">{format(range[1])}</Typography>
      </Stack>
    </Box>
  );
}

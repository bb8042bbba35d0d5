import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { ImageWithFallback } from './ImageWithFallback';
import { carouselCopy as copy } from './messages';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Icon } from './Icon';

/** Autoplay interval of the hotel carousel. */
export const CAROUSEL_INTERVAL_MS = 3000;

/** Image carousel: autoplay only with more than one image, every 3 s, paused on hover or focus, infinite loop. */
export function Carousel({
  images,
  name,
  label = copy.gallery,
  height = { xs: 220, md: 380 },
  aspectRatio,
}: {
  images: string[];
  name: string;
  label?: string;
  height?: { xs: number; md: number };
  /** the photos' shape, instead of a height: a narrow column then shows them whole */
  aspectRatio?: string;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const total = images.length;
  const autoplay = total > 1 && !paused;

  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % total), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autoplay, total]);

  if (total === 0)
    return <ImageWithFallback src="" alt={name} style={{ width: '100%', height: 320 }} />;
  const current = images[index % total] ?? images[0] ?? '';
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  return (
    <Box
      component="section"
      aria-roledescription="carrossel"
      aria-label={label}
      data-testid="hotel-carousel"
      data-autoplay={autoplay ? 'on' : 'off'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      <Box aria-live={autoplay ? 'off' : 'polite'} sx={aspectRatio ? { aspectRatio } : { height }}>
        <ImageWithFallback
          key={current}
          src={current}
          alt={`${name} - ${copy.photo((index % total) + 1, total)}`}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      {total > 1 ? (
        <>
          <IconButton
            aria-label={copy.previous}
            onClick={() => go(-1)}
            sx={{ position: 'absolute', left: 8, top: '50%', bgcolor: 'rgba(255,255,255,.8)' }}
          >
            <Icon path={mdiChevronLeft} />
          </IconButton>
          <IconButton
            aria-label={copy.next}
            onClick={() => go(1)}
            sx={{ position: 'absolute', right: 8, top: '50%', bgcolor: 'rgba(255,255,255,.8)' }}
          >
            <Icon path={mdiChevronRight} />
          </IconButton>
          <Stack
            direction="row"
            spacing={0.5}
            justifyContent="center"
            sx={{ position: 'absolute', bottom: 8, width: '100%' }}
          >
            {images.map((image, i) => (
              <Box
                key={`${image}-${i}`}
                component="button"
                type="button"
                aria-label={copy.goTo(i + 1)}
                aria-current={i === index % total ? 'true' : undefined}
                onClick={() => setIndex(i)}
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: '1px solid #fff',
                  p: 0,
                  cursor: 'pointer',
                  bgcolor: i === index % total ? '#fff' : 'rgba(0,0,0,.4)',
                }}
              />
            ))}
          </Stack>
        </>
      ) : null}
    </Box>
  );
}

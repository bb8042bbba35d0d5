import { useState, type ImgHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import { sharedMessages } from '../messages';
import { mdiImageOffOutline } from '@mdi/js';
import { Icon } from './Icon';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & {
  alt: string;
  fallbackLabel?: string;
};

/**
 * The proportions of the portal's photos (the sandbox draws them 800 × 520, a caption along the
 * bottom-left): a box of this shape shows a photo whole, where a fixed height crops its edges.
 */
export const PHOTO_ASPECT_RATIO = '20 / 13';

/** An image that turns into a neutral placeholder when it fails to load. */
export function ImageWithFallback({ src, alt, fallbackLabel, style, className, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt || fallbackLabel || sharedMessages.imagePlaceholder}
        className={className}
        style={style}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          overflow: 'hidden',
          // The caller sizes the box; the text shows only where it fits beside the icon.
          containerType: 'size',
          background: 'linear-gradient(135deg, #eceff1 0%, #cfd8dc 100%)',
          color: 'grey.800',
          minHeight: 48,
          minWidth: 48,
        }}
      >
        <Icon path={mdiImageOffOutline} aria-hidden />
        <Box
          component="span"
          aria-hidden
          sx={{
            fontSize: 12,
            fontWeight: 600,
            textAlign: 'center',
            px: 1,
            whiteSpace: 'nowrap',
            '@container (max-width: 139px) or (max-height: 71px)': { display: 'none' },
          }}
        >
          {sharedMessages.imagePlaceholder}
        </Box>
      </Box>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      style={style}
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}

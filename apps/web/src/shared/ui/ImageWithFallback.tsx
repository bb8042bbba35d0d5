import { useState, type ImgHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { sharedMessages } from '../messages';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { alt: string; fallbackLabel?: string };

/** An image that turns into a neutral placeholder when it fails to load (spec 1 §8). */
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
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.200',
          color: 'grey.600',
          minHeight: 48,
          minWidth: 48,
        }}
      >
        <ImageNotSupportedOutlined aria-hidden />
      </Box>
    );
  }
  return <img src={src} alt={alt} className={className} style={style} onError={() => setFailedSrc(src)} {...rest} />;
}

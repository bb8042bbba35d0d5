import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ImageUpload } from './api/imageUpload';
import { ImageUploadButton } from './ImageUploadButton';
import { adminMessages } from './messages';

const m = adminMessages.imageList;

/** One image of the list: a stable key and the address its thumbnail loads from. */
export interface ListedImage {
  key: string;
  src: string;
}

/**
 * The images of an experience or a showcase: each with its thumbnail, its own fields (a
 * showcase's title and link) and a remove button, then the upload of another one. Uploading
 * needs the record's identifier, as the image is stored under it.
 */
export function ImageListEditor({
  images,
  fields,
  onRemove,
  canUpload,
  onUpload,
}: {
  images: readonly ListedImage[];
  fields?: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  canUpload: boolean;
  onUpload: (image: ImageUpload) => Promise<unknown>;
}) {
  return (
    <>
      <Typography component="h4" variant="subtitle1">
        {m.heading}
      </Typography>
      {images.map((image, index) => (
        <Stack key={image.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={image.src}
            alt=""
            sx={{ width: 96, height: 64, objectFit: 'cover' }}
          />
          {fields?.(index)}
          <Button onClick={() => onRemove(index)}>{m.remove(index + 1)}</Button>
        </Stack>
      ))}
      <ImageUploadButton inputLabel={m.upload} disabled={!canUpload} onUpload={onUpload}>
        {m.upload}
      </ImageUploadButton>
    </>
  );
}

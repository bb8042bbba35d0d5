import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '@mui/material';
import { type ImageUpload } from './api/imageUpload';
import { readBase64 } from './files';

/**
 * A button that picks a PNG, JPEG or WebP file and hands it over as the console uploads it; the
 * caller's mutation shows any error.
 */
export function ImageUploadButton({
  children,
  inputLabel,
  disabled,
  onUpload,
}: {
  children: ReactNode;
  /** The file input's accessible name. */
  inputLabel: string;
  disabled: boolean;
  onUpload: (image: ImageUpload) => Promise<unknown>;
}) {
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    await onUpload({
      contentType: file.type as ImageUpload['contentType'],
      dataBase64: await readBase64(file),
    });
  };
  return (
    <Button variant="outlined" component="label" disabled={disabled} sx={{ justifySelf: 'start' }}>
      {children}
      <input
        hidden
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label={inputLabel}
        onChange={(event) => void onChange(event)}
      />
    </Button>
  );
}

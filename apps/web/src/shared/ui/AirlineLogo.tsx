import { useState } from 'react';
import Box from '@mui/material/Box';

/**
 * Airline logo: the flight supplier's own (`src`) when it gives one, else file storage
 * (`/files/airlines/{code}`); the carrier code as text when it fails.
 */
export function AirlineLogo({ code, name, src }: { code: string; name: string; src?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: 1,
          bgcolor: 'grey.200',
          color: 'grey.900',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 800,
          fontSize: 14,
          flexShrink: 0,
        }}
      >
        {code}
      </Box>
    );
  }
  return (
    <img
      src={src ?? `/files/airlines/${encodeURIComponent(code)}`}
      alt={`Logo ${name}`}
      width={44}
      height={44}
      style={{ objectFit: 'contain', flexShrink: 0 }}
      onError={() => setFailed(true)}
    />
  );
}

import { useEffect, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { toString as qrSvg } from 'qrcode';
import type { CreatedOperator } from '@portal/domain/operators';
import { adminMessages } from './messages';

const m = adminMessages.operators;

/**
 * An operator's authenticator secret, shown once: the QR code of its otpauth URI for the app to
 * scan, and the secret itself for typing in by hand.
 */
export function AuthenticatorSecret({
  enrolled,
  heading,
}: {
  enrolled: CreatedOperator;
  heading: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(enrolled.otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (markup) => {
        if (current) setSvg(markup);
      },
    );
    return () => {
      current = false;
    };
  }, [enrolled.otpauthUri]);
  return (
    <Alert severity="warning" data-testid="operator-secret">
      <Typography sx={{ fontWeight: 700 }}>{heading}</Typography>
      <Typography>{m.secretOnce}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        {svg && (
          <Box
            component="img"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt={m.qrAlt(enrolled.operator.email)}
            sx={{ width: 180, height: 180, bgcolor: '#fff' }}
          />
        )}
        <code>{enrolled.totpSecret}</code>
      </Box>
    </Alert>
  );
}

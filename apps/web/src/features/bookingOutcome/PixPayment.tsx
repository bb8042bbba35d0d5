import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toString as qrSvg } from 'qrcode';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@portal/domain/money';
import { type PixChargeView } from '@portal/domain/bookings';
import { paymentSettingsQuery, useSimulatePixPayment } from '../../shared/payment/api';
import { paymentCopy } from '../../shared/payment/messages';

/** mm:ss left until `expiresAt`, ticking every second; null once past. */
function useCountdown(expiresAt: string): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  if (left === 0) return null;
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** The QR code of the Pix: the gateway's image when it serves one, else drawn from the code. */
function usePixImage(pix: PixChargeView): string | null {
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (pix.imageUrl) return;
    let current = true;
    void qrSvg(pix.code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => {
      if (current) setDrawn(`data:image/svg+xml;utf8,${encodeURIComponent(markup)}`);
    });
    return () => {
      current = false;
    };
  }, [pix.code, pix.imageUrl]);
  return pix.imageUrl ?? drawn;
}

/**
 * A booking awaiting its Pix: the QR code, the 'Pix copia e cola' code with its copy button and
 * the time left. The page around it polls the booking and moves on once it is paid. In the
 * sandbox, 'Simular pagamento' pays it as a bank app would.
 */
export function PixPayment({
  locator,
  amountCents,
  pix,
}: {
  locator: string;
  amountCents: number;
  pix: PixChargeView;
}) {
  const image = usePixImage(pix);
  const left = useCountdown(pix.expiresAt);
  const [copied, setCopied] = useState(false);
  const settings = useQuery(paymentSettingsQuery());
  const simulate = useSimulatePixPayment();
  const copy = () =>
    void navigator.clipboard.writeText(pix.code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={paymentCopy.pixTitle}
      sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      <Typography variant="h4" component="h1">
        {paymentCopy.pixTitle}
      </Typography>
      <Typography variant="h5" component="p">
        {formatBRL(amountCents)}
      </Typography>
      <Typography>{paymentCopy.pixInstructions}</Typography>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={paymentCopy.pixQrAlt}
          sx={{ width: 220, height: 220, bgcolor: '#fff' }}
        />
      ) : null}
      <TextField
        label={paymentCopy.pixCopyPaste}
        value={pix.code}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pix-code' } }}
      />
      <Button variant="contained" onClick={copy}>
        {copied ? paymentCopy.pixCopied : paymentCopy.pixCopy}
      </Button>
      <Typography role="timer" aria-live="off">
        {left ? paymentCopy.pixExpiresIn(left) : paymentCopy.pixExpired}
      </Typography>
      <Alert severity="info" role="status">
        {paymentCopy.pixWaiting}
      </Alert>
      {settings.data?.mode === 'sandbox' ? (
        <Button
          variant="outlined"
          disabled={simulate.isPending || simulate.isSuccess}
          onClick={() => simulate.mutate(locator)}
        >
          {paymentCopy.pixSimulate}
        </Button>
      ) : null}
    </Paper>
  );
}

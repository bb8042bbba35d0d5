import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { PURCHASE_TERM_CODE } from '../../shared/terms/api';
import { checkoutCopy } from './messages';

const TermsDialog = lazy(() => import('../../shared/terms/TermsDialog'));

/** The terms checkbox: it ticks only once the terms were read to the end in their dialog. */
export function TermsAgreement({
  accepted,
  onAccepted,
}: {
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
}) {
  const [read, setRead] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => {
              if (!event.target.checked) onAccepted(false);
              else if (read) onAccepted(true);
              else setOpen(true);
            }}
          />
        }
        label={checkoutCopy.terms}
      />
      <Link
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        sx={{ display: 'block', ml: 4 }}
      >
        {checkoutCopy.readTerms}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <TermsDialog
            code={PURCHASE_TERM_CODE}
            open
            onAccept={() => {
              setRead(true);
              onAccepted(true);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

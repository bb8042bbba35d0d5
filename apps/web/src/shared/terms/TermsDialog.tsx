import { useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PRIVACY_TERM_CODE, termQuery } from './api';
import { termsCopy } from './messages';

/** Tolerance in px for "scrolled to the end" (sub-pixel scroll positions). */
const END_TOLERANCE = 4;

export function reachedEnd(
  element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - END_TOLERANCE;
}

interface TermsDialogProps {
  /** The term shown; the privacy policy unless told. */
  code?: string;
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * A term (the privacy policy unless told): 'Declaro ter lido os termos' enables only once the text was scrolled
 * to its end; a click outside does not close it.
 */
export default function TermsDialog({
  code = PRIVACY_TERM_CODE,
  open,
  onAccept,
  onCancel,
}: TermsDialogProps) {
  const term = useQuery({ ...termQuery(code), enabled: open });
  const [readToEnd, setReadToEnd] = useState(false);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const html = useMemo(() => (term.data ? DOMPurify.sanitize(term.data.content) : ''), [term.data]);

  // Short texts that do not scroll at all count as read once laid out.
  useLayoutEffect(() => {
    const node = contentRef.current;
    if (html && node && node.scrollHeight > 0 && node.scrollHeight <= node.clientHeight)
      setReadToEnd(true);
  }, [html]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (reachedEnd(event.currentTarget)) setReadToEnd(true);
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick') return;
        onCancel();
      }}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="terms-title"
      aria-describedby="terms-hint"
      slotProps={{ transition: { onExited: () => setReadToEnd(false) } }}
    >
      <DialogTitle id="terms-title">{term.data?.name || termsCopy.title}</DialogTitle>
      <DialogContent
        dividers
        ref={contentRef}
        onScroll={onScroll}
        data-testid="terms-content"
        tabIndex={0}
        aria-label={term.data?.name || termsCopy.title}
      >
        {term.isPending ? (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{termsCopy.loading}</Typography>
          </Box>
        ) : term.isError ? (
          <Alert severity="error">{termsCopy.loadFailed}</Alert>
        ) : (
          <>
            {term.data.description ? (
              <Typography sx={{ fontWeight: 600, mb: 2 }}>{term.data.description}</Typography>
            ) : null}
            <Box sx={{ '& p': { mb: 1.5 } }} dangerouslySetInnerHTML={{ __html: html }} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Typography id="terms-hint" variant="body2" sx={{ flex: 1, minWidth: 200 }}>
          {readToEnd ? '' : termsCopy.scrollHint}
        </Typography>
        <Button onClick={onCancel}>{termsCopy.cancel}</Button>
        <Button variant="contained" onClick={onAccept} disabled={!readToEnd || !term.data}>
          {termsCopy.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

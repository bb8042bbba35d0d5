import { useEffect, useMemo } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/routes';
import { CheckoutDraftContext, draftStore, selectionId } from './draft/checkoutDraft';
import { CheckoutForm } from './CheckoutForm';
import { checkoutCopy } from './messages';
import { useCheckoutSelection } from './selection';
import { usePurchasedEntry } from './usePurchasedEntry';

/** /busca/resumo 'Detalhes da Viagem'. */
export default function CheckoutPage() {
  const selection = useCheckoutSelection();
  const { purchased } = usePurchasedEntry();
  const id = selection ? selectionId(selection) : null;
  // One store per selection: a refreshed user (a new balance) keeps the same draft.
  const draft = useMemo(() => (id ? draftStore(id) : null), [id]);
  // The page opens at its top, wherever the previous page was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (purchased) return <Navigate to={paths.finished} replace />;
  if (!selection || !draft) {
    return (
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {checkoutCopy.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{checkoutCopy.noSelection}</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {checkoutCopy.newSearch}
        </Button>
      </Container>
    );
  }
  return (
    <CheckoutDraftContext.Provider value={draft}>
      {/* another trip starts a new form */}
      <CheckoutForm key={id} selection={selection} />
    </CheckoutDraftContext.Provider>
  );
}

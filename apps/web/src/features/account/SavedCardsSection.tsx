import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountMessages } from '@portal/domain/users';
import { type SavedCard } from '@portal/domain/payments';
import { useAlert } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { sharedMessages } from '../../shared/messages';
import { savedCardsQuery } from '../../shared/payment/api';
import { useDeleteSavedCard } from './api';
import { accountCopy } from './messages';

const cardName = (card: SavedCard) =>
  accountCopy.cardLabel(card.brand.toUpperCase(), card.last4Digits);

/** 'Cartões salvos': brand, last digits, holder and expiry; a card is removed after a confirmation. */
export function SavedCardsSection() {
  const showAlert = useAlert();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  // After a removal the card's button is gone: the section heading takes the focus instead.
  const [removed, setRemoved] = useState(false);
  // The page shows the list as it is now, not the checkout's minute-old copy.
  const cards = useQuery({ ...savedCardsQuery(), staleTime: 0 });
  const remove = useDeleteSavedCard();
  const removeCard = (card: SavedCard) =>
    remove.mutate(card.id, {
      onSuccess: () => {
        setRemoved(true);
        showAlert({ kind: 'success', message: accountMessages.cardRemoved });
      },
      onError: (failure) =>
        showAlert({
          kind: 'error',
          message: isApiError(failure) ? failure.message : sharedMessages.unexpected,
        }),
      onSettled: () => setRemoving(null),
    });

  return (
    <Paper
      component="section"
      aria-labelledby="account-cards-title"
      variant="outlined"
      sx={{ p: 3 }}
    >
      <Typography
        id="account-cards-title"
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        gutterBottom
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {accountCopy.cardsTitle}
      </Typography>
      {cards.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{accountCopy.cardsLoading}</Typography>
        </Box>
      ) : cards.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void cards.refetch()}>
              {accountCopy.retry}
            </Button>
          }
        >
          {accountCopy.cardsLoadFailed}
        </Alert>
      ) : cards.data.length === 0 ? (
        <Typography color="text.secondary">{accountCopy.cardsEmpty}</Typography>
      ) : (
        <List disablePadding>
          {cards.data.map((card) => (
            <ListItem
              key={card.id}
              divider
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => setRemoving(card)}
                  aria-label={accountCopy.removeCardLabel(cardName(card))}
                >
                  {accountCopy.removeCard}
                </Button>
              }
            >
              <ListItemText
                primary={cardName(card)}
                secondary={`${accountCopy.cardHolder}: ${card.holder ?? accountCopy.unknown} · ${accountCopy.cardExpiry}: ${card.expiry ?? accountCopy.unknown}`}
              />
            </ListItem>
          ))}
        </List>
      )}

      <Dialog
        open={removing !== null}
        onClose={() => (remove.isPending ? undefined : setRemoving(null))}
        aria-labelledby="remove-card-title"
        aria-describedby="remove-card-question"
        maxWidth="xs"
        fullWidth
        disableRestoreFocus={removed}
        slotProps={{
          transition: {
            onExited: () => {
              if (!removed) return;
              setRemoved(false);
              headingRef.current?.focus();
            },
          },
        }}
      >
        <DialogTitle id="remove-card-title">{accountCopy.removeCardTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-card-question">
            {removing ? accountCopy.removeCardQuestion(cardName(removing)) : null}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setRemoving(null)} disabled={remove.isPending} autoFocus>
            {accountCopy.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => (removing ? removeCard(removing) : undefined)}
          >
            {accountCopy.removeCardConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cardBrandOf,
  cardReadyForCheck,
  installmentOptions,
  type CardChoiceForm,
} from '@portal/domain/checkout';
import { cardMessages, displayedCardBrands, type PayerKind } from '@portal/domain/payments';
import { formatBRL } from '@portal/domain/money';
import { masks } from '@portal/domain/lib';
import { isApiError } from '../api/client';
import { maskedInputComponent } from '../ui/MaskedInput';
import { TextInput } from '../ui/TextInput';
import { savedCardsQuery, useValidateCard, type CardService } from './api';
import { CardBrandIcon } from './CardBrandIcon';
import { paymentCopy } from './messages';

interface CardSectionProps {
  service: CardService;
  payer: PayerKind;
  campaignMaxInstallments: number;
  cashCents: number;
  /** The brand or server check error; 'Comprar' stays disabled while it shows. */
  cardError: string | null;
  onCardError: (message: string | null) => void;
  /**
   * The gateway's own card fields (Stripe's Payment Element) in place of number, expiry and
   * code: the card then never passes through this form.
   */
  gatewayFields?: ReactNode;
}

/**
 * Card payment inside a form holding a card choice: new card or
 * saved card, server check on blur, instalments.
 */
export function CardSection({
  service,
  payer,
  campaignMaxInstallments,
  cashCents,
  cardError,
  onCardError,
  gatewayFields,
}: CardSectionProps) {
  const { control, getValues, setValue } = useFormContext<CardChoiceForm>();
  const [useSaved, vaultId, cardNumber] = useWatch({
    control,
    name: ['useSaved', 'vaultId', 'card.cardNumber'],
  });
  const validation = useValidateCard();
  const saved = useQuery(savedCardsQuery(payer === 'member'));
  const savedCards = saved.data ?? [];
  const brand = cardBrandOf({ cardNumber });
  const options = installmentOptions(payer, campaignMaxInstallments);

  const check = () => {
    // The gateway's own fields check the card they hold.
    if (gatewayFields) return;
    const form = getValues('card');
    if (!cardReadyForCheck(form)) return;
    const cardBrand = cardBrandOf(form);
    if (!cardBrand) {
      onCardError(cardMessages.invalid);
      return;
    }
    validation.mutate(
      {
        service,
        card: {
          cardNumber: form.cardNumber.replace(/\D/g, ''),
          holder: form.holder.trim(),
          cardExpirationDate: form.cardExpirationDate,
          cardSecurityCode: form.cardSecurityCode,
          cardBrand,
          cardType: 'Creditcard',
        },
      },
      {
        onSuccess: (valid) => onCardError(valid ? null : cardMessages.invalid),
        onError: (error) =>
          onCardError(
            isApiError(error) && error.status !== 0 && error.status < 500
              ? error.message
              : cardMessages.validationFailed,
          ),
      },
    );
  };

  const cardField = (
    field: 'cardNumber' | 'holder' | 'cardExpirationDate' | 'cardSecurityCode',
    label: string,
    mask: string | null,
    autoComplete: string,
  ) => (
    <Controller
      control={control}
      name={`card.${field}`}
      render={({ field: input, fieldState }) => (
        <TextInput
          label={label}
          name={field}
          value={input.value}
          onChange={(event) => {
            input.onChange(
              field === 'holder' ? event.target.value.slice(0, 300) : event.target.value,
            );
            if (cardError) onCardError(null);
          }}
          onBlur={() => {
            input.onBlur();
            check();
          }}
          required
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          inputRef={input.ref}
          inputComponent={mask ? maskedInputComponent : undefined}
          inputProps={mask ? { mask, inputMode: 'numeric' } : { maxLength: 300 }}
        />
      )}
    />
  );

  return (
    <Paper
      component="section"
      aria-labelledby="card-title"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="card-title" variant="h6" component="h2">
        {paymentCopy.cardTitle}
      </Typography>
      <Box
        component="ul"
        aria-label={paymentCopy.acceptedBrands}
        sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {displayedCardBrands.map((b) => (
          <li key={b}>
            <CardBrandIcon brand={b} active={brand === b} />
          </li>
        ))}
      </Box>
      {savedCards.length > 0 && !gatewayFields ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              setValue('useSaved', !useSaved);
              if (!vaultId) setValue('vaultId', savedCards[0]?.vaultId ?? '');
            }}
          >
            {useSaved ? paymentCopy.dontUseSaved : paymentCopy.useSaved}
          </Button>
        </Box>
      ) : null}
      {gatewayFields ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {cardField('holder', paymentCopy.holder, null, 'cc-name')}
          {gatewayFields}
        </Box>
      ) : useSaved && savedCards.length > 0 ? (
        <FormControl fullWidth>
          <InputLabel variant="outlined" htmlFor="saved-card" shrink>
            {paymentCopy.savedCard}
          </InputLabel>
          <Controller
            control={control}
            name="vaultId"
            render={({ field }) => (
              <NativeSelect
                value={field.value}
                onChange={field.onChange}
                input={
                  <OutlinedInput
                    label={paymentCopy.savedCard}
                    notched
                    id="saved-card"
                    inputRef={field.ref}
                  />
                }
              >
                {savedCards.map((card) => (
                  <option key={card.vaultId} value={card.vaultId}>
                    {`${card.brand.toUpperCase()} •••• ${card.last4Digits}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </FormControl>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {cardField('cardNumber', paymentCopy.cardNumber, masks.cardNumber, 'cc-number')}
          {cardField('holder', paymentCopy.holder, null, 'cc-name')}
          {cardField('cardExpirationDate', paymentCopy.expiry, masks.cardExpiry, 'cc-exp')}
          {cardField('cardSecurityCode', paymentCopy.cvv, masks.cardSecurityCode, 'cc-csc')}
        </Box>
      )}
      <Controller
        control={control}
        name="card.installments"
        render={({ field, fieldState }) => (
          <FormControl fullWidth error={Boolean(fieldState.error)} required>
            <InputLabel variant="outlined" htmlFor="installments" shrink>
              {paymentCopy.installments}
            </InputLabel>
            <NativeSelect
              value={field.value}
              onChange={field.onChange}
              input={
                <OutlinedInput
                  label={paymentCopy.installments}
                  notched
                  id="installments"
                  inputRef={field.ref}
                />
              }
            >
              {options.map((n) => (
                <option key={n} value={String(n)}>
                  {paymentCopy.installment(n, formatBRL(Math.ceil(cashCents / n)))}
                </option>
              ))}
            </NativeSelect>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      {validation.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{paymentCopy.validatingCard}</Typography>
        </Box>
      ) : null}
      {cardError && !useSaved ? (
        <Alert severity="error" role="alert" data-testid="card-error">
          {cardError}
        </Alert>
      ) : null}
    </Paper>
  );
}

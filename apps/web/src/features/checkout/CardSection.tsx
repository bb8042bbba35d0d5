import { useState, type RefObject } from 'react';
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
  cardMessages,
  cardReadyForCheck,
  displayedCardBrands,
  formatBRL,
  installmentOptions,
  masks,
  type CardErrors,
  type CardField,
  type CardForm,
  type PayerKind,
} from '@portal/domain';
import { isApiError } from '../../shared/api/client';
import { maskedInputComponent } from '../../shared/ui/MaskedInput';
import { TextInput } from '../../shared/ui/TextInput';
import { savedCardsQuery, validateCard, type CheckoutService } from './api';
import { CardBrandIcon } from './CardBrandIcon';
import { checkoutCopy } from './messages';

export interface CardState {
  useSaved: boolean;
  vaultId: string;
  form: CardForm;
}

export type CardFieldRefs = RefObject<
  Partial<Record<CardField | 'vaultId', HTMLInputElement | HTMLSelectElement | null>>
>;

interface CardSectionProps {
  service: CheckoutService;
  payer: PayerKind;
  campaignMaxInstallments: number;
  cashCents: number;
  value: CardState;
  onChange: (next: CardState) => void;
  /** Required-field errors, shown after a submit attempt. */
  errors: CardErrors;
  /** The brand or server check error; 'Comprar' stays disabled while it shows. */
  cardError: string | null;
  onCardError: (message: string | null) => void;
  fieldRefs: CardFieldRefs;
}

const cardNumberMask = '0000 0000 0000 0000 000';

/** Card payment (spec 2 §4 Payment, §5 Card): new card or saved card, server check on blur, instalments. */
export function CardSection({
  service,
  payer,
  campaignMaxInstallments,
  cashCents,
  value,
  onChange,
  errors,
  cardError,
  onCardError,
  fieldRefs,
}: CardSectionProps) {
  const [checking, setChecking] = useState(false);
  const saved = useQuery(savedCardsQuery(payer === 'member'));
  const savedCards = saved.data ?? [];
  const brand = cardBrandOf(value.form);
  const options = installmentOptions(payer, campaignMaxInstallments);

  const setField = (field: CardField, fieldValue: string) => {
    onChange({ ...value, form: { ...value.form, [field]: fieldValue } });
    if (field !== 'installments' && cardError) onCardError(null);
  };

  const check = async () => {
    const form = value.form;
    if (!cardReadyForCheck(form)) return;
    if (!cardBrandOf(form)) {
      onCardError(cardMessages.invalid);
      return;
    }
    setChecking(true);
    try {
      const valid = await validateCard(service, {
        cardNumber: form.cardNumber.replace(/\D/g, ''),
        holder: form.holder.trim(),
        cardExpirationDate: form.cardExpirationDate,
        cardSecurityCode: form.cardSecurityCode,
        cardBrand: cardBrandOf(form) ?? undefined,
        cardType: 'Creditcard',
      });
      onCardError(valid ? null : cardMessages.invalid);
    } catch (error) {
      onCardError(
        isApiError(error) && error.status !== 0 && error.status < 500
          ? error.message
          : cardMessages.validationFailed,
      );
    } finally {
      setChecking(false);
    }
  };

  const register =
    (field: CardField | 'vaultId') => (node: HTMLInputElement | HTMLSelectElement | null) => {
      fieldRefs.current[field] = node;
    };

  const cardField = (
    field: 'cardNumber' | 'holder' | 'cardExpirationDate' | 'cardSecurityCode',
    label: string,
    mask: string | null,
    autoComplete: string,
  ) => (
    <TextInput
      label={label}
      name={field}
      value={value.form[field]}
      onChange={(event) =>
        setField(field, field === 'holder' ? event.target.value.slice(0, 300) : event.target.value)
      }
      onBlur={() => void check()}
      required
      autoComplete={autoComplete}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      inputRef={register(field)}
      inputComponent={mask ? maskedInputComponent : undefined}
      inputProps={mask ? { mask, inputMode: 'numeric' } : { maxLength: 300 }}
    />
  );

  const installmentsError = errors.installments;
  return (
    <Paper
      component="section"
      aria-labelledby="card-title"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="card-title" variant="h6" component="h2">
        {checkoutCopy.cardTitle}
      </Typography>
      <Box
        component="ul"
        aria-label={checkoutCopy.acceptedBrands}
        sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {displayedCardBrands.map((b) => (
          <li key={b}>
            <CardBrandIcon brand={b} active={brand === b} />
          </li>
        ))}
      </Box>
      {savedCards.length > 0 ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() =>
              onChange({
                ...value,
                useSaved: !value.useSaved,
                vaultId: value.vaultId || (savedCards[0]?.vaultId ?? ''),
              })
            }
          >
            {value.useSaved ? checkoutCopy.dontUseSaved : checkoutCopy.useSaved}
          </Button>
        </Box>
      ) : null}
      {value.useSaved && savedCards.length > 0 ? (
        <FormControl fullWidth>
          <InputLabel variant="outlined" htmlFor="saved-card" shrink>
            {checkoutCopy.savedCard}
          </InputLabel>
          <NativeSelect
            value={value.vaultId}
            onChange={(event) => onChange({ ...value, vaultId: event.target.value })}
            input={
              <OutlinedInput
                label={checkoutCopy.savedCard}
                notched
                id="saved-card"
                inputRef={register('vaultId')}
              />
            }
          >
            {savedCards.map((card) => (
              <option key={card.vaultId} value={card.vaultId}>
                {`${card.brand.toUpperCase()} •••• ${card.last4Digits}`}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {cardField('cardNumber', checkoutCopy.cardNumber, cardNumberMask, 'cc-number')}
          {cardField('holder', checkoutCopy.holder, null, 'cc-name')}
          {cardField('cardExpirationDate', checkoutCopy.expiry, masks.cardExpiry, 'cc-exp')}
          {cardField('cardSecurityCode', checkoutCopy.cvv, '0000', 'cc-csc')}
        </Box>
      )}
      <FormControl fullWidth error={Boolean(installmentsError)} required>
        <InputLabel variant="outlined" htmlFor="installments" shrink>
          {checkoutCopy.installments}
        </InputLabel>
        <NativeSelect
          value={value.form.installments}
          onChange={(event) => setField('installments', event.target.value)}
          input={
            <OutlinedInput
              label={checkoutCopy.installments}
              notched
              id="installments"
              inputRef={register('installments')}
            />
          }
        >
          {options.map((n) => (
            <option key={n} value={String(n)}>
              {checkoutCopy.installment(n, formatBRL(Math.ceil(cashCents / n)))}
            </option>
          ))}
        </NativeSelect>
        {installmentsError ? <FormHelperText>{installmentsError}</FormHelperText> : null}
      </FormControl>
      {checking ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{checkoutCopy.validatingCard}</Typography>
        </Box>
      ) : null}
      {cardError && !value.useSaved ? (
        <Alert severity="error" role="alert" data-testid="card-error">
          {cardError}
        </Alert>
      ) : null}
    </Paper>
  );
}

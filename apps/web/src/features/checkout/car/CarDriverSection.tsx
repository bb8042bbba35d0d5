import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  carDriverFieldSet,
  emptyTravellerForm,
  normalizeGuestName,
  travellerFields,
  travellerFromMember,
  validateCarDriver,
  type TravellerField,
  type TravellerForm,
} from '@portal/domain';
import { isoDate } from '../../../shared/format';
import { useCheckoutDraft } from '../draft/checkoutDraft';
import { useSignedUser } from '../../../shared/session/sessionContext';
import { TravellerFields } from '../travellers/TravellerFields';
import { travellersCopy } from '../travellers/messages';
import type { TravellersHandle } from '../travellers/TravellersSection';
import { carCheckoutCopy as copy } from './messages';

const FORM_ID = 'traveller-driver';
const ADDRESS_ID = `${FORM_ID}-address`;

/** 'Dados do Condutor': the driver of the rented car, with an address. Members start with their own data. */
export function CarDriverSection({ handleRef }: { handleRef: RefObject<TravellersHandle | null> }) {
  const user = useSignedUser();
  const draft = useCheckoutDraft();
  const [form, setForm] = useState<TravellerForm>(
    () =>
      draft.traveller(FORM_ID) ??
      (user.guest || user.travelVoucher
        ? emptyTravellerForm
        : travellerFromMember(user, normalizeGuestName)),
  );
  const [address, setAddress] = useState(() => draft.field(ADDRESS_ID) ?? '');
  useEffect(() => draft.saveTravellers({ [FORM_ID]: form }), [draft, form]);
  useEffect(() => draft.saveFields({ [ADDRESS_ID]: address }), [draft, address]);
  const [checked, setChecked] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const fieldRef = useCallback((key: string, element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  }, []);
  const change = useCallback(
    (_formId: string, field: TravellerField, value: string) =>
      setForm((current) => ({ ...current, [field]: value })),
    [],
  );
  const result = checked ? validateCarDriver(form, address, isoDate(new Date())) : null;
  const errors = result && !result.ok ? result : null;

  useImperativeHandle(
    handleRef,
    () => ({
      validate: () => {
        const outcome = validateCarDriver(form, address, isoDate(new Date()));
        setChecked(true);
        if (outcome.ok) return { ok: true, drivers: [outcome.driver] };
        const field = travellerFields(carDriverFieldSet).find((name) => outcome.errors[name]);
        elements.current.get(field ? `${FORM_ID}-${field}` : ADDRESS_ID)?.focus();
        return { ok: false };
      },
    }),
    [form, address],
  );

  return (
    <Box component="section" aria-labelledby="travellers-title">
      <Typography id="travellers-title" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {copy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {travellersCopy.allRequired}
      </Typography>
      <TravellerFields
        formId={FORM_ID}
        legend={copy.legend}
        values={form}
        errors={errors?.errors ?? {}}
        set={carDriverFieldSet}
        normalizeName={normalizeGuestName}
        main
        onChange={change}
        fieldRef={fieldRef}
      />
      <TextField
        id={ADDRESS_ID}
        label={copy.address}
        placeholder={copy.addressPlaceholder}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        fullWidth
        autoComplete="street-address"
        error={Boolean(errors?.address)}
        helperText={errors?.address ?? undefined}
        inputRef={(element: HTMLElement | null) => fieldRef(ADDRESS_ID, element)}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 300 } }}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}

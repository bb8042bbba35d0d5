import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { leadFieldsSchema, leadMessages, type LeadFields } from '@portal/domain/leads';
import { masks } from '@portal/domain/lib';
import { VALIDATION_ALERT_MS, useAlert } from '../alerts/alertContext';
import { useSignedUser } from '../session/sessionContext';
import { controlledTextInput } from '../ui/MaskedInput';
import { TextInput } from '../ui/TextInput';
import { leadFormCopy as copy } from './messages';

const fields: {
  name: keyof LeadFields;
  autoComplete?: string;
  type?: string;
  half?: boolean;
  mask?: string;
}[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel-national', half: true, mask: masks.cellphone },
  { name: 'email', autoComplete: 'email', type: 'email', half: true },
  { name: 'details' },
];

export interface LeadFormProps {
  /** Id of the heading that names the form. */
  titleId: string;
  title: ReactNode;
  detailsRows: number;
  /** Helper under 'Detalhes da viagem' while it has no error. */
  detailsHint?: string;
  sending: boolean;
  /** The trimmed contact once every field is valid. */
  onValid: (lead: LeadFields) => void;
}

/**
 * 'Dados para o contato': name and e-mail of the member prefilled, the messages of the lead
 * schema after the first 'Enviar' (then as the person types), and the required-fields alert.
 */
export function LeadForm({
  titleId,
  title,
  detailsRows,
  detailsHint,
  sending,
  onValid,
}: LeadFormProps) {
  const user = useSignedUser();
  const showAlert = useAlert();
  const { control, handleSubmit } = useForm<LeadFields>({
    defaultValues: { name: user.name, phone: '', email: user.email, details: '' },
    resolver: zodResolver(leadFieldsSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const onInvalid = () =>
    showAlert({ kind: 'error', message: leadMessages.fillRequired, duration: VALIDATION_ALERT_MS });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      aria-labelledby={titleId}
    >
      <Typography id={titleId} component="h2" variant="h6" fontWeight={700} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={field.half ? { xs: 12, sm: 6 } : 12}>
            <Controller
              name={field.name}
              control={control}
              render={({ field: input, fieldState }) => (
                <TextInput
                  label={copy[field.name]}
                  {...controlledTextInput(input, fieldState, field.mask)}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  multiline={field.name === 'details'}
                  minRows={field.name === 'details' ? detailsRows : undefined}
                  helperText={
                    fieldState.error?.message ??
                    (field.name === 'details' ? detailsHint : undefined)
                  }
                />
              )}
            />
          </Grid>
        ))}
        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {copy.submit}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

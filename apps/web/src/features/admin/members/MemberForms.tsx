import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  memberCareMessages,
  memberInviteSchema,
  newConsoleMemberSchema,
  type ConsoleMember,
} from '@portal/domain/operators';
import { useCreateMember } from '../api/createMember';
import { useInviteMember } from '../api/inviteMember';
import { FormTextField } from '../FormFields';
import { adminMessages } from '../messages';

const m = adminMessages.members;

/** The person's name and e-mail, which both ways of adding a member ask for. */
type Person = { name: string; lastName?: string; email: string };

/**
 * A form that adds a member to the campaign: by invitation (the member chooses the password
 * from the e-mail's link) or with a password the operator gives.
 */
function MemberForm<I extends FieldValues, O extends Person>({
  title,
  help,
  submit,
  success,
  schema,
  defaults,
  mutation,
  onAdded,
  password = false,
}: {
  title: string;
  help?: string;
  submit: string;
  success: (member: ConsoleMember) => string;
  schema: z.ZodType<O, I>;
  defaults: DefaultValues<I>;
  mutation: UseMutationResult<ConsoleMember, Error, O>;
  onAdded: (id: string) => void;
  password?: boolean;
}) {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const member = await mutation.mutateAsync(input);
    form.reset();
    onAdded(member.id);
  });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={title}
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography component="h3" variant="subtitle1">
          {title}
        </Typography>
        {help && <Typography variant="body2">{help}</Typography>}
        {mutation.isSuccess && <Alert severity="success">{success(mutation.data)}</Alert>}
        {mutation.error && <Alert severity="error">{mutation.error.message}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FormTextField<Person> size="small" name="name" label={m.name} />
          <FormTextField<Person> size="small" name="lastName" label={m.lastName} />
          <FormTextField<Person> size="small" name="email" type="email" label={m.email} />
          {password && (
            <FormTextField<{ password: string }>
              size="small"
              name="password"
              type="password"
              label={m.password}
            />
          )}
        </Stack>
        <Button
          type="submit"
          variant="outlined"
          sx={{ justifySelf: 'start' }}
          disabled={mutation.isPending}
        >
          {submit}
        </Button>
      </Box>
    </FormProvider>
  );
}

/** Invites a member by e-mail: the member chooses the password from the invitation's link. */
export function InviteMemberForm({
  campaignId,
  onInvited,
}: {
  campaignId: number;
  onInvited: (id: string) => void;
}) {
  return (
    <MemberForm
      title={m.invite}
      help={m.inviteHelp}
      submit={m.sendInvite}
      success={(member) => memberCareMessages.invited(member.email ?? '')}
      schema={memberInviteSchema}
      defaults={{ email: '', name: '', lastName: '' }}
      mutation={useInviteMember(campaignId)}
      onAdded={onInvited}
    />
  );
}

/** Opens an account with a first password the operator gives the member. */
export function NewMemberForm({
  campaignId,
  onCreated,
}: {
  campaignId: number;
  onCreated: (id: string) => void;
}) {
  return (
    <MemberForm
      title={m.create}
      submit={m.create}
      success={() => m.created}
      schema={newConsoleMemberSchema}
      defaults={{ email: '', name: '', lastName: '', password: '' }}
      mutation={useCreateMember(campaignId)}
      onAdded={onCreated}
      password
    />
  );
}

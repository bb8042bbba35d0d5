import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import {
  bookingMailPreviewParamsSchema,
  memberMailChoiceSchema,
  type BookingMailPreview,
  type BookingMailTemplate,
  type MemberMailChoice,
} from '@portal/domain/operators';
import { bookingMailPreviewQuery, memberMailPreviewQuery } from './api/getMailPreview';
import { membersQuery } from './api/getMembers';
import { FormTextField, RowForm } from './FormFields';
import { adminMessages } from './messages';

const m = adminMessages.mails;

/** Every member e-mail as it is sent, rendered for a chosen booking or member; nothing is sent. */
export function MailPreviewsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {m.heading}
      </Typography>
      <Typography>{m.help}</Typography>
      <BookingMails />
      <MemberMails />
    </Box>
  );
}

type BookingChoice = { locator: string; template: BookingMailTemplate };

/** A section that picks whom an e-mail is for and which e-mail, then shows what it found. */
function PreviewSection<T extends { template: string }>({
  title,
  form,
  field,
  templates,
  onChoose,
  children,
}: {
  title: string;
  form: UseFormReturn<T>;
  field: { name: FieldPath<T>; label: string };
  templates: Record<string, string>;
  onChoose: (choice: T) => void;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
      <RowForm form={form} onSubmit={onChoose} wrap>
        <FormTextField<T> size="small" name={field.name} label={field.label} />
        <FormTextField<T>
          select
          size="small"
          name={'template' as FieldPath<T>}
          label={m.template}
          sx={{ minWidth: 240 }}
        >
          {Object.entries(templates).map(([template, label]) => (
            <MenuItem key={template} value={template}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
        <Button type="submit" variant="contained">
          {m.show}
        </Button>
      </RowForm>
      {children}
    </Paper>
  );
}

function BookingMails() {
  const [choice, setChoice] = useState<BookingChoice | null>(null);
  const form = useForm<BookingChoice>({
    resolver: zodResolver(bookingMailPreviewParamsSchema),
    defaultValues: { locator: '', template: 'confirmation' },
  });
  const preview = useQuery({
    ...bookingMailPreviewQuery(choice?.locator ?? '', choice?.template ?? 'confirmation'),
    enabled: choice !== null,
  });
  return (
    <PreviewSection
      title={m.bookingMails}
      form={form}
      field={{ name: 'locator', label: m.locator }}
      templates={m.bookingTemplates}
      onChoose={setChoice}
    >
      {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
      {preview.data && <MailPreview mail={preview.data} />}
    </PreviewSection>
  );
}

function MemberMails() {
  const [choice, setChoice] = useState<MemberMailChoice | null>(null);
  const form = useForm<MemberMailChoice>({
    resolver: zodResolver(memberMailChoiceSchema),
    defaultValues: { member: '', template: 'invitation' },
  });
  const found = useQuery({ ...membersQuery({ q: choice?.member }), enabled: choice !== null });
  const member = found.data?.[0];
  const preview = useQuery({
    ...memberMailPreviewQuery(member?.id ?? '', choice?.template ?? 'invitation'),
    enabled: !!member && choice !== null,
  });
  const error = found.error ?? preview.error;
  return (
    <PreviewSection
      title={m.memberMails}
      form={form}
      field={{ name: 'member', label: m.member }}
      templates={m.memberTemplates}
      onChoose={setChoice}
    >
      {found.data?.length === 0 && <Alert severity="warning">{m.noMember}</Alert>}
      {error && <Alert severity="error">{error.message}</Alert>}
      {member && preview.data && (
        <>
          <Typography>
            {m.forMember(`${member.name} ${member.lastName}`, member.email ?? '')}
          </Typography>
          <Alert severity="info">{m.sampleLink}</Alert>
          <MailPreview mail={preview.data} />
        </>
      )}
    </PreviewSection>
  );
}

/** The e-mail as the member sees it (its HTML in a sandbox: no script, no form) and its text. */
function MailPreview({ mail }: { mail: BookingMailPreview }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        <strong>{m.subject}:</strong> {mail.subject}
      </Typography>
      <Box
        component="iframe"
        sandbox=""
        title={m.frame(mail.subject)}
        srcDoc={mail.html}
        sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', bgcolor: 'white' }}
      />
      <Typography component="h4" variant="subtitle2">
        {m.text}
      </Typography>
      <Box
        component="pre"
        data-testid="mail-text"
        sx={{ whiteSpace: 'pre-wrap', m: 0, p: 1, bgcolor: 'grey.50', fontSize: 14 }}
      >
        {mail.text}
      </Box>
      {mail.attachments.length > 0 && (
        <Typography>
          <strong>{m.attachments}:</strong> {mail.attachments.map((a) => a.filename).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

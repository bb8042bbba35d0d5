import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  TableCell,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import {
  approvalMessages,
  pointsCreditLimits,
  pointsAdjustmentSchema,
  type ConsoleMember,
  type PointsAdjustment,
} from '@portal/domain/operators';
import { useDecidePointsApproval } from './api/decidePointsApproval';
import { storedOperator } from './session';
import { useCampaignFormat } from './useCampaignFormat';
import { useAdjustPoints } from './api/adjustPoints';
import { memberQuery } from './api/getMember';
import { membersQuery } from './api/getMembers';
import { CampaignSelect } from './CampaignSelect';
import { ConsoleTable } from './ConsoleTable';
import { SearchAndDetail } from './SearchAndDetail';
import { FormTextField } from './FormFields';
import { adminMessages } from './messages';
import { CsvImport } from './members/CsvImport';
import { InviteMemberForm, NewMemberForm } from './members/MemberForms';
import { MemberAccess } from './members/MemberAccess';

const m = adminMessages.members;

const memberStatus = (member: ConsoleMember) =>
  member.disabled ? m.blocked : member.firstAccess ? m.firstAccess : m.active;

/** Member care: search, open an account, see balance and statement, credit or debit with a reason. */
export function MembersPage() {
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<{ campaignId?: number; q?: string }>({});
  const [selected, setSelected] = useState<string | null>(null);
  const members = useQuery(membersQuery(filter));
  return (
    <SearchAndDetail
      heading={m.heading}
      findLabel={m.find}
      onFind={() => setFilter({ campaignId: campaignId ?? undefined, q: q || undefined })}
      filters={
        <>
          <CampaignSelect value={campaignId} onChange={setCampaignId} />
          <TextField
            size="small"
            label={m.search}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </>
      }
      detail={selected && <MemberPanel key={selected} memberId={selected} />}
    >
      <ConsoleTable
        empty={adminMessages.empty}
        columns={[m.campaign, m.name, m.email, m.status]}
        rows={members.data}
        rowKey={(member) => member.id}
        isSelected={(member) => member.id === selected}
        onSelect={(member) => setSelected(member.id)}
        cells={(member) => (
          <>
            <TableCell>{member.campaignId}</TableCell>
            <TableCell>
              {member.name} {member.lastName}
            </TableCell>
            <TableCell>{member.email}</TableCell>
            <TableCell>{memberStatus(member)}</TableCell>
          </>
        )}
      />
      {campaignId !== null && (
        <>
          <InviteMemberForm campaignId={campaignId} onInvited={setSelected} />
          <NewMemberForm campaignId={campaignId} onCreated={setSelected} />
          <Typography component="h3" variant="subtitle1">
            {m.files}
          </Typography>
          <CsvImport campaignId={campaignId} kind="members" />
          <CsvImport campaignId={campaignId} kind="points" />
        </>
      )}
    </SearchAndDetail>
  );
}

function MemberPanel({ memberId }: { memberId: string }) {
  const detail = useQuery(memberQuery(memberId));
  const adjust = useAdjustPoints(memberId);
  const decide = useDecidePointsApproval(memberId);
  const format = useCampaignFormat();
  const operator = storedOperator();
  const [awaiting, setAwaiting] = useState(false);
  // one key per intended adjustment: a double submit or a retry never moves points twice
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm<PointsAdjustment>({
    resolver: zodResolver(pointsAdjustmentSchema),
    defaultValues: { direction: 'credit', points: 0, reason: '' },
  });
  const onSubmit = form.handleSubmit(async (adjustment) => {
    const limit = operator ? pointsCreditLimits[operator.role] : 0;
    setAwaiting(adjustment.direction === 'credit' && adjustment.points > limit);
    await adjust.mutateAsync({ adjustment, key });
    setKey(crypto.randomUUID());
    form.reset();
  });
  if (!detail.data) return null;
  const { member, balance, statement, pendingCredits } = detail.data;
  const points = (n: number) => format.points(member.campaignId, n);
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        {member.name} {member.lastName} — {member.email}
      </Typography>
      <Typography>
        {m.status}: {memberStatus(member)}
      </Typography>
      <MemberAccess member={member} />
      <Typography data-testid="member-balance">
        {m.balance}: {points(balance)}
      </Typography>
      {pendingCredits.length > 0 && (
        <Box data-testid="pending-credits" sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h3" variant="subtitle1">
            {m.pendingCredits}
          </Typography>
          {decide.error && <Alert severity="error">{decide.error.message}</Alert>}
          {pendingCredits.map((request) => (
            <Stack
              key={request.id}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {m.pendingCredit(points(request.points), request.reason, request.requestedByName)}
              </Typography>
              {operator?.role === 'admin' && operator.id !== request.requestedById && (
                <>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}
                  >
                    {m.approve}
                  </Button>
                  <Button
                    size="small"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: request.id, decision: 'reject' })}
                  >
                    {m.reject}
                  </Button>
                </>
              )}
            </Stack>
          ))}
        </Box>
      )}
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h3" variant="subtitle1">
            {m.adjust}
          </Typography>
          {adjust.isSuccess && (
            <Alert severity={awaiting ? 'info' : 'success'}>
              {awaiting && operator
                ? approvalMessages.awaiting(pointsCreditLimits[operator.role])
                : m.applied}
            </Alert>
          )}
          {adjust.error && <Alert severity="error">{adjust.error.message}</Alert>}
          <Stack direction="row" spacing={1}>
            <FormTextField<PointsAdjustment>
              select
              size="small"
              name="direction"
              label={m.direction}
              sx={{ minWidth: 120 }}
            >
              <MenuItem value="credit">{m.credit}</MenuItem>
              <MenuItem value="debit">{m.debit}</MenuItem>
            </FormTextField>
            <FormTextField<PointsAdjustment> size="small" number name="points" label={m.points} />
            <FormTextField<PointsAdjustment> size="small" name="reason" label={m.reason} />
            <Button type="submit" variant="contained" disabled={adjust.isPending}>
              {m.apply}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
      <Typography component="h3" variant="subtitle1">
        {m.statement}
      </Typography>
      <ConsoleTable
        columns={[m.date, m.description, { label: m.points, align: 'right' }]}
        rows={statement}
        rowKey={(row, index) => index}
        cells={(row) => (
          <>
            <TableCell>{new Date(row.date).toLocaleString('pt-BR')}</TableCell>
            <TableCell>{row.description}</TableCell>
            <TableCell align="right">{points(row.pointsValue)}</TableCell>
          </>
        )}
      />
    </Paper>
  );
}

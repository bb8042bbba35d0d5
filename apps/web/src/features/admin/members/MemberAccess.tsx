import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { memberCareMessages, type ConsoleMember } from '@portal/domain/operators';
import { useBlockMember, useSendPasswordReset } from '../api/memberAccess';
import { adminMessages } from '../messages';

const m = adminMessages.members;

/** A member's access: block (confirmed first: the member's sessions end) or unblock, and a reset link. */
export function MemberAccess({ member }: { member: ConsoleMember }) {
  const block = useBlockMember(member.id);
  const reset = useSendPasswordReset(member.id);
  const [confirming, setConfirming] = useState(false);
  const email = member.email ?? member.id;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {block.isSuccess && (
        <Alert severity="success">
          {block.data.disabled ? memberCareMessages.blocked : memberCareMessages.unblocked}
        </Alert>
      )}
      {reset.isSuccess && <Alert severity="success">{memberCareMessages.resetSent(email)}</Alert>}
      {(block.error ?? reset.error) && (
        <Alert severity="error">{(block.error ?? reset.error)?.message}</Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {member.disabled ? (
          <Button variant="outlined" disabled={block.isPending} onClick={() => block.mutate(false)}>
            {m.unblock}
          </Button>
        ) : confirming ? (
          <Button
            variant="contained"
            color="error"
            disabled={block.isPending}
            onClick={() => {
              setConfirming(false);
              block.mutate(true);
            }}
          >
            {m.confirmBlock(email)}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {m.block}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={member.disabled || !member.email || reset.isPending}
          onClick={() => reset.mutate()}
        >
          {m.sendReset}
        </Button>
      </Stack>
    </Box>
  );
}

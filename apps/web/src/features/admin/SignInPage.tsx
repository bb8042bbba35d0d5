import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import {
  operatorLoginSchema,
  operatorTwoFactorSchema,
  type Operator,
  type OperatorLogin,
} from '@portal/domain/operators';
import { useFinishSignIn } from './api/finishSignIn';
import { useStartSignIn } from './api/startSignIn';
import { adminMessages } from './messages';
import { storeOperatorSession } from './session';

const codeFormSchema = operatorTwoFactorSchema.pick({ code: true });

/** Password first, then the authenticator code. */
export function SignInPage({ onSignedIn }: { onSignedIn: (operator: Operator) => void }) {
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const password = useForm<OperatorLogin>({
    resolver: zodResolver(operatorLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const code = useForm<{ code: string }>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const start = useStartSignIn();
  const finish = useFinishSignIn();
  const error = start.error ?? finish.error;
  const m = adminMessages.signIn;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
    >
      <Paper sx={{ p: 4, width: 380 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {challengeToken ? m.codeHeading : m.heading}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        )}
        {challengeToken ? (
          <Box
            component="form"
            noValidate
            onSubmit={code.handleSubmit((values) =>
              finish.mutate(
                { challengeToken, code: values.code },
                {
                  onSuccess: (session) => {
                    storeOperatorSession(session.token, session.operator);
                    onSignedIn(session.operator);
                  },
                },
              ),
            )}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Typography variant="body2">{m.codeHelp}</Typography>
            <TextField
              label={m.code}
              autoFocus
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
              }}
              {...code.register('code')}
              error={!!code.formState.errors.code}
              helperText={code.formState.errors.code?.message}
            />
            <Button type="submit" variant="contained" disabled={finish.isPending}>
              {m.verify}
            </Button>
          </Box>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={password.handleSubmit((values) =>
              start.mutate(values, {
                onSuccess: (answer) => setChallengeToken(answer.challengeToken),
              }),
            )}
            sx={{ display: 'grid', gap: 2 }}
          >
            <TextField
              label={m.email}
              type="email"
              autoComplete="username"
              {...password.register('email')}
              error={!!password.formState.errors.email}
              helperText={password.formState.errors.email?.message}
            />
            <TextField
              label={m.password}
              type="password"
              autoComplete="current-password"
              {...password.register('password')}
              error={!!password.formState.errors.password}
              helperText={password.formState.errors.password?.message}
            />
            <Button type="submit" variant="contained" disabled={start.isPending}>
              {m.submit}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

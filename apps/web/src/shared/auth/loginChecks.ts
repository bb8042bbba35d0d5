import { createFormControl } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  loginFormSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  type LoginFormValues,
  type Tokens,
} from '@portal/domain/auth';
import { type SessionUser } from '@portal/domain/users';
import type { DeferredFormMaker } from '../forms/useDeferredForm';
import { login, requestPasswordReset } from './api';
import { loginFailureMessage } from './loginErrors';

/*
 * The sign-in form's rules and requests, fetched when the form is first used: react-hook-form,
 * zod and the auth schemas are then not part of the sign-in page's first load.
 */

export const makeLoginForm: DeferredFormMaker<LoginFormValues> = (values) =>
  createFormControl<LoginFormValues>({
    defaultValues: values,
    resolver: zodResolver(loginFormSchema),
  });

/**
 * Signs in with the form's values (the user, once the session holds the tokens), or sends the
 * recovery e-mail (null). A failure is thrown with the text the form shows for it.
 */
export async function submitLogin(
  values: LoginFormValues,
  signIn: (tokens: Tokens) => Promise<SessionUser>,
): Promise<SessionUser | null> {
  if (values.mode === 'recovery') {
    try {
      await requestPasswordReset(passwordResetRequestSchema.parse(values).email);
    } catch {
      throw new Error(authMessages.invalidEmail);
    }
    return null;
  }
  try {
    return await signIn(await login(loginRequestSchema.parse(values)));
  } catch (failure) {
    throw new Error(loginFailureMessage(failure));
  }
}

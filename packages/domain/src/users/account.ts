import { z } from 'zod';
import { passwordSchema, registrationSchema } from '../auth/schema';
import { passwordMessages } from '../auth/messages';

/** What a member may change of their own data: e-mail and CPF identify the account and stay. */
export const profileUpdateSchema = registrationSchema.pick({
  name: true,
  lastName: true,
  cellphone: true,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const currentPasswordSchema = z
  .string({ error: passwordMessages.currentRequired })
  .min(1, passwordMessages.currentRequired)
  .max(300);

const passwordChangeFields = { currentPassword: currentPasswordSchema, password: passwordSchema };
const differsFromCurrent = (v: { currentPassword: string; password: string }) =>
  v.password !== v.currentPassword;
const differsFromCurrentIssue = { message: passwordMessages.sameAsCurrent, path: ['password'] };

/** `PUT /api/user/password`: the current password proves it is the member, not a stolen token. */
export const passwordChangeSchema = z
  .object(passwordChangeFields)
  .refine(differsFromCurrent, differsFromCurrentIssue);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The account page's form: the change plus the confirmation of the new password. */
export const passwordChangeFormSchema = z
  .object({ ...passwordChangeFields, confirmation: z.string() })
  .refine(differsFromCurrent, differsFromCurrentIssue)
  .refine((v) => v.password === v.confirmation, {
    message: passwordMessages.mismatch,
    path: ['confirmation'],
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

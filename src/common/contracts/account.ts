// Inputs of the account flows: the same schemas validate the forms and the API.
import { z } from 'zod';
import { codeSchema, emailSchema, fullNameSchema, newPasswordSchema } from './auth';

export const verifyEmailSchema = z.object({ code: codeSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The server checks the policy itself, to answer the catalogue's password_too_weak. */
const anyPassword = z.string().min(1).max(4096);

export const resetPasswordSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  new_password: anyPassword,
});

/** The reset form also asks for the password twice. */
export const resetPasswordFormSchema = z
  .object({ code: codeSchema, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });

export const changePasswordSchema = z.object({
  current_password: z.string({ error: 'validation.currentPasswordRequired' }).min(1, 'validation.currentPasswordRequired').max(4096),
  new_password: anyPassword,
});

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.currentPasswordRequired'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'validation.passwordSameAsCurrent' });

export const updateProfileSchema = z.object({ display_name: fullNameSchema });

export const linkGoogleSchema = z.object({ id_token: z.string().min(1).max(8192) });

export interface SignInMethods {
  password: boolean;
  google: { email: string | null } | null;
}

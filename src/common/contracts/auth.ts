// One schema per input, used by the forms and by the Worker's validators.
// Messages are i18n keys; the form translates them, the API returns them as is.
import { z } from 'zod';
import type { Locale } from '../locales';
import { CODE_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';

/** The current-user record the API answers (GET /api/v1/auth/me). */
export interface CurrentUser {
  id: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  locale: Locale;
  createdAt: string;
}

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .email('validation.emailInvalid');

/** Sign-in only checks what the spec lists; the full policy applies where passwords are chosen. */
export const passwordSchema = z
  .string({ error: 'validation.passwordMin' })
  .min(1, 'validation.passwordMin')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(4096, 'validation.passwordWeak');

/** One password policy everywhere: 8+ characters with letters, numbers and symbols. */
export const newPasswordSchema = passwordSchema.refine(
  (p) => /\p{L}/u.test(p) && /\p{N}/u.test(p) && /[^\p{L}\p{N}\s]/u.test(p),
  'validation.passwordWeak',
);

export function isStrongPassword(password: string): boolean {
  return newPasswordSchema.safeParse(password).success;
}

export const fullNameSchema = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, 'validation.nameRequired')
  .max(NAME_MAX_LENGTH, 'validation.nameTooLong');

export const codeSchema = z
  .string({ error: 'validation.codeSixDigits' })
  .regex(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), 'validation.codeSixDigits');

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** POST /api/v1/auth/session: the spec's {id_token}, plus remember_me. */
export const createSessionSchema = z.object({
  id_token: z.string().min(1).max(8192),
  remember_me: z.boolean().optional(),
});

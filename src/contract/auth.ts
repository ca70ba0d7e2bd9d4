import { z } from 'zod';
import { LANGUAGES } from '@domain/constants';
import { MIN_PASSWORD_LENGTH } from '@domain/passwords';
import { currentUserSchema } from './user';

const email = z.email({ error: 'validation.email' }).max(254, { error: 'validation.tooLong' });
const required = (max = 200) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, {
    error: 'validation.tooLong',
  });
const password = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' })
  .max(200, { error: 'validation.tooLong' });

export const loginBodySchema = z.object({
  email: required(254),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginAnswerSchema = z.object({
  user: currentUserSchema,
  permissions: z.array(z.string()),
  csrf_token: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** §5 Other: passwords must match ('Podane hasła nie są takie same'). */
const withMatchingPasswords = <T extends { password: string; password_repeat: string }>(
  schema: z.ZodType<T>,
) =>
  schema.refine((body) => body.password === body.password_repeat, {
    path: ['password_repeat'],
    error: 'validation.passwordsMismatch',
    // Checked as soon as both entries are there, even while other fields still have problems.
    when: (payload) => {
      const value = payload.value as Partial<Record<'password' | 'password_repeat', unknown>>;
      return typeof value.password === 'string' && typeof value.password_repeat === 'string' && value.password_repeat !== '';
    },
  });

export const registerBodySchema = withMatchingPasswords(
  z.object({
    first_name: required(100),
    last_name: required(100),
    email,
    company_name: required(200),
    tax_id: required(20),
    password,
    password_repeat: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    accept_terms: z.literal(true, { error: 'validation.acceptTerms' }),
    language: z.enum(LANGUAGES).default('pl'),
  }),
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const resetRequestBodySchema = z.object({ email });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

export const resetPasswordBodySchema = withMatchingPasswords(
  z.object({
    token: required(200),
    password,
    password_repeat: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const languageBodySchema = z.object({ language: z.enum(LANGUAGES, { error: 'validation.language' }) });

export const okAnswerSchema = z.object({ ok: z.literal(true) });
export const sessionAnswerSchema = z.object({ expires_at: z.string() });

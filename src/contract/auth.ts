import { z } from 'zod/mini';
import { LANGUAGES } from '@domain/constants';
import { MIN_PASSWORD_LENGTH } from '@domain/passwords';
import { currentUserSchema } from './user';

const text = () => z.string({ error: 'validation.required' });
const required = (max = 200) =>
  text().check(
    z.trim(),
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(max, { error: 'validation.tooLong' }),
  );
const email = z.email({ error: 'validation.email' }).check(z.maxLength(254, { error: 'validation.tooLong' }));
const password = text().check(
  z.minLength(1, { error: 'validation.required' }),
  z.minLength(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' }),
  z.maxLength(200, { error: 'validation.tooLong' }),
);
const repeat = text().check(z.minLength(1, { error: 'validation.required' }));

/** §5 Other: passwords must match ('Podane hasła nie są takie same'), checked as soon as both are there. */
const passwordsMatch = z.refine<{ password: string; password_repeat: string }>(
  (body) => body.password === body.password_repeat,
  {
    path: ['password_repeat'],
    error: 'validation.passwordsMismatch',
    when: (payload) => {
      // The body may be anything the client sent (null, a number, an array): never read fields of null.
      if (typeof payload.value !== 'object' || payload.value === null) return false;
      const value = payload.value as Partial<Record<'password' | 'password_repeat', unknown>>;
      return (
        typeof value.password === 'string' &&
        typeof value.password_repeat === 'string' &&
        value.password_repeat !== ''
      );
    },
  },
);

export const loginBodySchema = z.object({
  email: required(254),
  password: text().check(
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(200, { error: 'validation.tooLong' }),
  ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginAnswerSchema = z.object({
  user: currentUserSchema,
  permissions: z.array(z.string()),
  csrf_token: z.string(),
  /** The user's own interface language: the page switches to it after login. */
  language: z.enum(LANGUAGES),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const registerBodySchema = z
  .object({
    first_name: required(100),
    last_name: required(100),
    email,
    company_name: required(200),
    tax_id: required(20),
    password,
    password_repeat: repeat,
    accept_terms: z.literal(true, { error: 'validation.acceptTerms' }),
    language: z._default(z.enum(LANGUAGES), 'pl'),
  })
  .check(passwordsMatch);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const resetRequestBodySchema = z.object({ email });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

export const resetPasswordBodySchema = z
  .object({ token: required(200), password, password_repeat: repeat })
  .check(passwordsMatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const languageBodySchema = z.object({ language: z.enum(LANGUAGES, { error: 'validation.language' }) });

export const okAnswerSchema = z.object({ ok: z.literal(true) });
export const sessionAnswerSchema = z.object({ expires_at: z.string() });

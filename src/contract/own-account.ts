import { z } from 'zod/mini';
import { LANGUAGES } from '@domain/constants';
import { MIN_PASSWORD_LENGTH } from '@domain/passwords';
import { PER_USER_FLAGS, type PerUserFlag } from '@domain/user-flags';
import { invalid } from './list-params';

/** §7 Users calls of a user's own account and the header (docs/decisions/0049). */

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
    );

const nothingToChange = z.refine<object>((body) => Object.keys(body).length > 0, {
  error: 'validation.nothingToChange',
});

/** §7 PUT /api/user/{id} by the user themself: name and language only (role, e-mail and flags are the admin's). */
export const ownAccountUpdateSchema = z
  .strictObject({
    first_name: z.optional(text(100)),
    last_name: z.optional(text(100)),
    language: z.optional(z.enum(LANGUAGES, invalid)),
  })
  .check(nothingToChange);
export type OwnAccountUpdate = z.infer<typeof ownAccountUpdateSchema>;

/** §3 The per-user flags an admin sets in the account form: any of them, each on or off. */
export const perUserFlagsBodySchema = z.strictObject(
  Object.fromEntries(PER_USER_FLAGS.map((flag) => [flag, z.optional(z.boolean(invalid))])) as Record<
    PerUserFlag,
    z.ZodMiniOptional<z.ZodMiniBoolean>
  >,
);

/** §7 PUT /api/user/{id}/change-password on one's own account: the current password, then the new one. */
export const ownPasswordSchema = z.strictObject({
  current_password: z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(200, { error: 'validation.tooLong' }),
    ),
  password: z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' }),
      z.maxLength(200, { error: 'validation.tooLong' }),
    ),
});
export type OwnPassword = z.infer<typeof ownPasswordSchema>;

/** §7 PUT /api/user/{id}/change-password by an admin for another account: no body fields, a reset link is mailed. */
export const resetLinkBodySchema = z.strictObject({});

/** What change-password answers: the own password changed, or a reset link sent to the account. */
export const changePasswordAnswerSchema = z.object({ outcome: z.enum(['changed', 'link_sent']) });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswerSchema>;

const flagsAnswer = z.object(
  Object.fromEntries(PER_USER_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    PerUserFlag,
    z.ZodMiniBoolean
  >,
);

/** §7 GET /api/user/{id}/information: the account as its own screen (and the admin's form) shows it. */
export const userInformationSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: z.enum(LANGUAGES),
  role: z.string(),
  company_id: z.nullable(z.number()),
  company_name: z.nullable(z.string()),
  company_kind: z.nullable(z.string()),
  flags: flagsAnswer,
});
export type UserInformation = z.infer<typeof userInformationSchema>;

/** §7 GET /api/user/{id}/get-header-data: what the header shows (name, company, its logo, language). */
export const headerDataSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  language: z.enum(LANGUAGES),
});
export type HeaderData = z.infer<typeof headerDataSchema>;

import { z } from 'zod/mini';
import { LANGUAGES } from '@domain/constants';
import { MIN_PASSWORD_LENGTH } from '@domain/passwords';
import { ROLES } from '@domain/user';
import { perUserFlagsBodySchema } from './own-account';
import { bodyId, invalid, massIdsSchema, queryEnum, queryId, querySearch } from './list-params';

/**
 * §2 Accounts list, `GET /api/users` (and `GET /api/company/{id}/user`), and the §7 Users calls that change
 * an account (docs/decisions/0018).
 */

/** Column ids in display order; labels are `accountsList.columns.<id>`. */
export const ACCOUNT_COLUMNS = [
  'id',
  'name',
  'email',
  'company',
  'role',
  'status',
  'last_login_at',
  'created_at',
] as const;
export type AccountColumn = (typeof ACCOUNT_COLUMNS)[number];

/** Sort keys, each served by an index on `users` (the company name lives in another table). */
export const ACCOUNT_SORTABLE = [
  'id',
  'name',
  'email',
  'role',
  'status',
  'last_login_at',
  'created_at',
] as const satisfies readonly AccountColumn[];
export type AccountSort = (typeof ACCOUNT_SORTABLE)[number];

/** The status filter: an active account logs in, an inactive one is blocked (§3 is_blocked). */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const accountFiltersSchema = z.object({
  q: querySearch,
  role: z.optional(z.array(queryEnum(ROLES)).check(z.maxLength(ROLES.length))),
  status: z.optional(queryEnum(ACCOUNT_STATUSES)),
  company_id: z.optional(queryId),
});
export type AccountFilters = z.infer<typeof accountFiltersSchema>;
export const ACCOUNT_MULTI_FILTERS = ['role'] as const;

/** Roles an admin gives a new or edited account; `blocked` comes from deactivating. */
export const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'blocked');

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
    );
const email = z.email({ error: 'validation.email' }).check(z.maxLength(254, { error: 'validation.tooLong' }));
const role = z.enum(ASSIGNABLE_ROLES as [string, ...string[]], invalid);

/** §7 POST /api/user: an admin creates an account (permission users.add); the password is stored as scrypt. */
export const createUserSchema = z.strictObject({
  email,
  first_name: text(100),
  last_name: text(100),
  role,
  company_id: bodyId,
  language: z._default(z.enum(LANGUAGES, invalid), 'pl'),
  password: z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' }),
      z.maxLength(200, { error: 'validation.tooLong' }),
    ),
});
export type CreateUser = z.infer<typeof createUserSchema>;

/** §7 PUT /api/user/{id} by an admin: any of the account's own fields and its per-user flags. */
export const updateUserSchema = z
  .strictObject({
    email: z.optional(email),
    first_name: z.optional(text(100)),
    last_name: z.optional(text(100)),
    role: z.optional(role),
    language: z.optional(z.enum(LANGUAGES, invalid)),
    /** §3 The per-user flags set by the admin in the account form (docs/decisions/0049). */
    flags: z.optional(perUserFlagsBodySchema),
  })
  // An edit that names no field changes nothing: a 400 that says so, not an empty update.
  .check(z.refine((body) => Object.keys(body).length > 0, { error: 'validation.nothingToChange' }));
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** §7 PUT /api/user/{id}/change-active {active}. */
export const changeActiveSchema = z.strictObject({ active: z.boolean(invalid) });
/** PUT /api/users/change-active {ids, active}: the mass action of the list. */
export const massChangeActiveSchema = z.strictObject({ ids: massIdsSchema, active: z.boolean(invalid) });
/** DELETE /api/users {ids}: the mass delete of the list. */
export const massDeleteUsersSchema = z.strictObject({ ids: massIdsSchema });
/** §7 PUT /api/user/{id}/assign-company {company_id}. */
export const assignCompanySchema = z.strictObject({ company_id: bodyId });

/** §7 GET /api/user/{id}. */
export const userAnswerSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  company_id: z.nullable(z.number()),
  company_name: z.nullable(z.string()),
  network_code: z.nullable(z.string()),
  is_active: z.boolean(),
  language: z.string(),
  last_login_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** The companies an account can be assigned to (the assign and add dialogs). */
export const companyOptionsSchema = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string() })),
});
export type CompanyOptions = z.infer<typeof companyOptionsSchema>;

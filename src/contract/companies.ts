import { z } from 'zod/mini';
import { LANGUAGES } from '@domain/constants';
import { TAX_COUNTRIES } from '@domain/company-identifiers';
import { COMPANY_KINDS, COMPANY_STATUSES } from '@domain/company-kinds';
import { MIN_PASSWORD_LENGTH } from '@domain/passwords';
import { ASSIGNABLE_ROLES } from './accounts-list';
import { requiredText } from './addresses';
import { invalid } from './list-params';

/** §3 Company, §7 companies calls (docs/decisions/0047). */

export const SUBSCRIPTIONS = ['none', 'basic', 'extended'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

const tooLong = { error: 'validation.tooLong' };

/** A trimmed text that may be left out or empty (null then). */
const optionalText = (max: number) =>
  z
    .pipe(
      z._default(z.nullable(z.string(invalid)), null),
      z.transform((value) => {
        const trimmed = value?.trim() ?? '';
        return trimmed === '' ? null : trimmed;
      }),
    )
    .check(z.refine((value) => value === null || value.length <= max, tooLong));

/** An address checked by the domain rule (companyFaults), so the message is the company's own. */
const optionalUrl = optionalText(500);

const declined = z._default(z.boolean(invalid), false);
const names = z._default(
  z.array(requiredText(100), invalid).check(z.maxLength(200, tooLong)),
  [] as string[],
);

/** The fields a company's own users keep (my company) and the operator too. */
export const companyOwnShape = {
  name: requiredText(200),
  tax_country: z.enum(TAX_COUNTRIES, invalid),
  tax_id: optionalText(32),
  tax_id_declined: declined,
  gln: optionalText(13),
  gln_declined: declined,
  street: optionalText(255),
  city: optionalText(255),
  postcode: optionalText(32),
  phone: optionalText(40),
  phone_declined: declined,
  email: z
    .pipe(
      optionalText(254),
      z.transform((value) => value?.toLowerCase() ?? null),
    )
    .check(
      z.refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
        error: 'validation.email',
      }),
    ),
  email_declined: declined,
  contact_form_url: optionalUrl,
  site_url: optionalUrl,
};

/** PUT /api/my-company: a company's own data, kept by its users. */
export const myCompanySchema = z.strictObject(companyOwnShape);
export type MyCompanyBody = z.input<typeof myCompanySchema>;

/** The operator's fields on top: kind, status, subscription, groups and suppliers. */
export const companyAdminShape = {
  ...companyOwnShape,
  kind: z.enum(COMPANY_KINDS, invalid),
  status: z._default(z.enum(COMPANY_STATUSES, invalid), 'active'),
  subscription: z._default(z.enum(SUBSCRIPTIONS, invalid), 'none'),
  groups: names,
  suppliers: names,
};

/** PUT /api/company/{id}: the operator edits every field. */
export const companyEditSchema = z.strictObject(companyAdminShape);
export type CompanyEditBody = z.input<typeof companyEditSchema>;

/** The first user of a new company: an account in it, with a role that fits its kind. */
export const firstUserSchema = z.strictObject({
  email: z.email({ error: 'validation.email' }).check(z.maxLength(254, tooLong)),
  first_name: requiredText(100),
  last_name: requiredText(100),
  role: z.enum(ASSIGNABLE_ROLES as [string, ...string[]], invalid),
  language: z._default(z.enum(LANGUAGES, invalid), 'pl'),
  password: z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' }),
      z.maxLength(200, tooLong),
    ),
});
export type FirstUserBody = z.input<typeof firstUserSchema>;

/** POST /api/company: the operator creates a company and, optionally, its first user. */
export const companyCreateSchema = z.strictObject({
  company: companyEditSchema,
  first_user: z.optional(firstUserSchema),
});
export type CompanyCreateBody = z.input<typeof companyCreateSchema>;

/** The profile as answered by GET /api/company/{id} and GET /api/my-company. */
export const companyProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  status: z.enum(COMPANY_STATUSES),
  tax_country: z.enum(TAX_COUNTRIES),
  tax_id: z.nullable(z.string()),
  tax_id_declined: z.boolean(),
  gln: z.nullable(z.string()),
  gln_declined: z.boolean(),
  street: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  phone_declined: z.boolean(),
  email: z.nullable(z.string()),
  email_declined: z.boolean(),
  contact_form_url: z.nullable(z.string()),
  site_url: z.nullable(z.string()),
  groups: z.array(z.string()),
  suppliers: z.array(z.string()),
  subscription: z.enum(SUBSCRIPTIONS),
  brands: z.array(z.string()),
  space_used: z.number(),
  logo_url: z.nullable(z.string()),
  /** Chains whose users report can be downloaded (network codes). */
  report_chains: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyCreatedSchema = z.object({ id: z.number(), user_id: z.nullable(z.number()) });
export type CompanyCreated = z.infer<typeof companyCreatedSchema>;

/** POST /api/my-company/producers/{id}/merge: the producer that stays. */
export const producerMergeSchema = z.strictObject({
  target_id: z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid)),
});

/** PUT /api/my-company/producers/{id}/retire: retire a producer, or bring it back. */
export const producerRetireSchema = z.strictObject({ retired: z.boolean(invalid) });

/** GET /api/my-company/producers: producers with brands, whether retired, and how many cards use them. */
export const myProducersSchema = z.object({
  producers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      street: z.nullable(z.string()),
      city: z.nullable(z.string()),
      postcode: z.nullable(z.string()),
      country: z.nullable(z.string()),
      is_complete: z.boolean(),
      retired: z.boolean(),
      cards: z.number(),
      brands: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          sub_brands: z.array(z.object({ id: z.number(), name: z.string() })),
        }),
      ),
    }),
  ),
});
export type MyProducers = z.infer<typeof myProducersSchema>;

import { z } from 'zod/mini';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_SOURCES } from '@domain/audit';
import { bodyId, invalid, queryEnum, queryId } from './list-params';

/**
 * The change-log report, user history and company history (docs/decisions/0052-audit-trail.md):
 * `GET /api/p1/audit-trail` (the report, filters below), `GET /api/p1/audit-trail/user/{id}` and
 * `GET /api/p1/audit-trail/company/{id}` (the same filters within that scope). Pages go by keyset:
 * `before` is the last entry id of the page before, `next_before` the one to ask for the next page.
 */

/** Entries per page unless `limit` says otherwise. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
/** Longest field name a filter takes: an attribute field is `attributes.<uuid>` (47 characters). */
const FIELD_MAX_LENGTH = 100;

const queryDate = z.string(invalid).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, invalid));
const queryLimit = z.pipe(
  z.string(invalid).check(z.regex(/^[1-9]\d{0,2}$/, invalid)),
  z.transform(Number).check(z.lte(AUDIT_MAX_PAGE_SIZE, invalid)),
);
/** An entry id (bigint): digits only, at most 15 of them so it stays a safe integer. */
const queryEntryId = z.pipe(
  z.string(invalid).check(z.regex(/^[1-9]\d{0,14}$/, invalid)),
  z.transform(Number),
);

export const auditQuerySchema = z
  .object({
    product_id: z.optional(queryId),
    user_id: z.optional(queryId),
    company_id: z.optional(queryId),
    entity: z.optional(queryEnum(AUDIT_ENTITIES)),
    field: z.optional(
      z
        .string(invalid)
        .check(z.minLength(1, invalid), z.maxLength(FIELD_MAX_LENGTH, { error: 'validation.tooLong' })),
    ),
    source: z.optional(queryEnum(AUDIT_SOURCES)),
    from: z.optional(queryDate),
    to: z.optional(queryDate),
    before: z.optional(queryEntryId),
    limit: z.optional(queryLimit),
  })
  .check(
    z.refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
      error: 'validation.invalid',
      path: ['to'],
    }),
  );
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const personSchema = z.nullable(z.object({ id: z.number(), name: z.string() }));

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  source: z.enum(AUDIT_SOURCES),
  user: personSchema,
  /** Who switched into `user` and acted as them; null when they acted themselves. */
  switched_by: personSchema,
  api_token_id: z.nullable(z.number()),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  product_id: z.nullable(z.number()),
  company_id: z.nullable(z.number()),
  subject_user_id: z.nullable(z.number()),
  changes: z.array(
    z.object({
      field: z.string(),
      /** An attribute field's name in the reader's language (`field` is `attributes.<uuid>`). */
      label: z.optional(z.string()),
      before: z.unknown(),
      after: z.unknown(),
      /** An attribute's values as read: chosen values by name, each with its unit's name. */
      shown: z.optional(z.object({ before: z.nullable(z.string()), after: z.nullable(z.string()) })),
    }),
  ),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_before: z.nullable(z.number()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const bodyDate = z.string(invalid).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, invalid));

/** `POST /api/p1/audit-trail/export`: the scope and filters of the screen; the xlsx is made by a job. */
export const auditExportSchema = z.object({
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('report') }),
    z.object({ kind: z.literal('user'), id: bodyId }),
    z.object({ kind: z.literal('company'), id: bodyId }),
  ]),
  filters: z
    .object({
      product_id: z.optional(bodyId),
      user_id: z.optional(bodyId),
      company_id: z.optional(bodyId),
      entity: z.optional(z.enum(AUDIT_ENTITIES, invalid)),
      field: z.optional(
        z
          .string(invalid)
          .check(z.minLength(1, invalid), z.maxLength(FIELD_MAX_LENGTH, { error: 'validation.tooLong' })),
      ),
      source: z.optional(z.enum(AUDIT_SOURCES, invalid)),
      from: z.optional(bodyDate),
      to: z.optional(bodyDate),
    })
    .check(
      z.refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
        error: 'validation.invalid',
        path: ['to'],
      }),
    ),
});
export type AuditExport = z.infer<typeof auditExportSchema>;

import { z } from 'zod/mini';
import { invalid, querySearch, queryEnum } from './list-params';

/** §2 Unblock requests, `GET /api/unblock-requests`, and the request a blocked user files (docs/decisions/0018). */

export const UNBLOCK_COLUMNS = [
  'id',
  'user',
  'email',
  'company',
  'message',
  'status',
  'created_at',
  'decided_at',
  'decided_by',
  'reason',
] as const;
export type UnblockColumn = (typeof UNBLOCK_COLUMNS)[number];

export const UNBLOCK_SORTABLE = ['id', 'status', 'created_at'] as const satisfies readonly UnblockColumn[];
export type UnblockSort = (typeof UNBLOCK_SORTABLE)[number];

export const UNBLOCK_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type UnblockStatus = (typeof UNBLOCK_STATUSES)[number];

export const unblockFiltersSchema = z.object({
  q: querySearch,
  status: z.optional(z.array(queryEnum(UNBLOCK_STATUSES)).check(z.maxLength(UNBLOCK_STATUSES.length))),
});
export type UnblockFilters = z.infer<typeof unblockFiltersSchema>;
export const UNBLOCK_MULTI_FILTERS = ['status'] as const;

export const UNBLOCK_MESSAGE_MAX = 1000;
export const UNBLOCK_REASON_MAX = 500;

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
    );

/**
 * POST /api/unblock-request: a blocked user, who cannot log in, proves who they are with the e-mail and
 * password of the account and says why it should be unblocked.
 */
export const fileUnblockRequestSchema = z.strictObject({
  email: text(254),
  password: z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(200, { error: 'validation.tooLong' }),
    ),
  message: text(UNBLOCK_MESSAGE_MAX),
});
export type FileUnblockRequest = z.infer<typeof fileUnblockRequestSchema>;

/** PUT /api/unblock-requests/{id}/reject {reason}. */
export const rejectUnblockSchema = z.strictObject({ reason: text(UNBLOCK_REASON_MAX) });
/** PUT /api/unblock-requests/{id}/accept takes nothing (or `{}`). */
export const acceptUnblockSchema = z.strictObject({});

export { invalid };

import { z } from 'zod/mini';
import { ROLES } from '@domain/user';
import { bodyId } from './list-params';
import { currentUserSchema, switchedBySchema } from './user';

/** §6/§7 Switch user: the switch-me-to configuration, the switch itself and its log (docs/decisions/0048). */

const invalid = { error: 'validation.invalid' };
const int = () => z.number().check(z.int());
const day = z.string(invalid).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, invalid));

/** The most people one account can allow: a configuration, not a directory. */
export const SWITCH_ALLOWED_MAX = 50;

/** PUT /api/user/{id}/configuration/switch-me-to: the whole list of who may act as the account, and until when. */
export const switchConfigBodySchema = z.strictObject({
  allowed: z
    .array(z.strictObject({ user_id: bodyId, expires_on: day }), invalid)
    .check(z.maxLength(SWITCH_ALLOWED_MAX, { error: 'switchUser.errors.tooMany' })),
});
export type SwitchConfigBody = z.infer<typeof switchConfigBodySchema>;

const person = z.object({ user_id: int(), name: z.string(), email: z.string() });
export type SwitchPerson = z.infer<typeof person>;

export const switchConfigSchema = z.object({
  user: person,
  allowed: z.array(
    z.object({
      user_id: int(),
      name: z.string(),
      email: z.string(),
      /** The last day the permission holds. */
      expires_on: z.string(),
      expired: z.boolean(),
      /** Admin-given entries may be kept or removed by the account holder but not changed. */
      admin_given: z.boolean(),
    }),
  ),
  /** Who the editor may add: colleagues, and for an admin editor also the admins. */
  candidates: z.array(z.object({ user_id: int(), name: z.string(), email: z.string(), role: z.enum(ROLES) })),
});
export type SwitchConfig = z.infer<typeof switchConfigSchema>;

/** GET /api/switch-me-to/targets: the accounts the current user may act as now. */
export const switchTargetsSchema = z.object({
  targets: z.array(
    z.object({
      user_id: int(),
      name: z.string(),
      email: z.string(),
      company_name: z.nullable(z.string()),
      expires_on: z.string(),
    }),
  ),
});
export type SwitchTarget = z.infer<typeof switchTargetsSchema>['targets'][number];

export { switchedBySchema, type SwitchedBy } from './user';

/** POST /api/user/{id}/switch-me-to and POST /api/switch-back: nothing to say but the call. */
export const switchCallBodySchema = z.strictObject({});

/** The answer of a switch and of a return: the session's user from now on, as after a login. */
export const switchAnswerSchema = z.object({
  user: currentUserSchema,
  permissions: z.array(z.string()),
  csrf_token: z.string(),
  switched_by: z.nullable(switchedBySchema),
});
export type SwitchAnswer = z.infer<typeof switchAnswerSchema>;

/** GET /api/user/{id}/logs/switch-me-to?start_at=: a day or an ISO time; the log from then on. */
export const switchLogQuerySchema = z.optional(
  z.string(invalid).check(
    z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, invalid),
    z.refine((value) => !Number.isNaN(Date.parse(value)), invalid),
  ),
);

export const SWITCH_LOG_KINDS = ['start', 'end', 'write'] as const;

export const switchLogSchema = z.object({
  entries: z.array(
    z.object({
      id: int(),
      at: z.string(),
      kind: z.enum(SWITCH_LOG_KINDS),
      /** Who did it: the one logged in. */
      real_user: person,
      /** As whom: the account acted as. */
      target_user: person,
      method: z.nullable(z.string()),
      path: z.nullable(z.string()),
      status: z.nullable(int()),
    }),
  ),
});
export type SwitchLog = z.infer<typeof switchLogSchema>;
export type SwitchLogEntry = SwitchLog['entries'][number];

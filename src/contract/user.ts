import { z } from 'zod/mini';
import { ROLES, USER_FLAGS, type UserFlag } from '@domain/user';
import { LANGUAGES, INSTANCES } from '@domain/constants';

const flagShape = Object.fromEntries(USER_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  UserFlag,
  z.ZodMiniBoolean
>;

const int = () => z.number().check(z.int());

/** §3 Current user (page global). */
export const currentUserSchema = z.object({
  id: int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_id: z.nullable(int()),
  network_name: z.nullable(z.string()),
  network_code: z.nullable(z.string()),
  media_gallery_token: z.nullable(z.string()),
  role: z.enum(ROLES),
  ...flagShape,
});

/** §6 Switch user: the one who logged in, while the session acts as someone else (docs/decisions/0048). */
export const switchedBySchema = z.object({ id: int(), name: z.string(), email: z.string() });
export type SwitchedBy = z.infer<typeof switchedBySchema>;

/** §1 Page config: instance, language, feature flags and app config, delivered with the page. */
export const pageConfigSchema = z.object({
  instance: z.enum(INSTANCES),
  language: z.enum(LANGUAGES),
  features: z.array(int()),
  flags: z.object({ bulk_edit: z.boolean() }),
  media_gallery_url: z.string(),
  session_length_ms: z.number().check(z.int(), z.positive()),
  development: z.boolean(),
  csrf_token: z.string(),
  user: z.nullable(currentUserSchema),
  permissions: z.array(z.string()),
  module: z.nullable(z.string()),
  product_id: z.nullable(int()),
  /** Set while the session acts as `user` for someone else. */
  switched_by: z.optional(z.nullable(switchedBySchema)),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

/** §7 GET /api/user-available-methods. */
export const availableMethodsSchema = z.object({ methods: z.array(z.string()) });

import { z } from 'zod';
import { ROLES, USER_FLAGS, type UserFlag } from '@domain/user';
import { LANGUAGES, INSTANCES } from '@domain/constants';

const flagShape = Object.fromEntries(USER_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  UserFlag,
  z.ZodBoolean
>;

/** §3 Current user (page global). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_id: z.number().int().nullable(),
  network_name: z.string().nullable(),
  network_code: z.string().nullable(),
  media_gallery_token: z.string().nullable(),
  role: z.enum(ROLES),
  ...flagShape,
});

/** §1 Page config: instance, language, feature flags and app config, delivered with the page. */
export const pageConfigSchema = z.object({
  instance: z.enum(INSTANCES),
  language: z.enum(LANGUAGES),
  features: z.array(z.number().int()),
  flags: z.object({ bulk_edit: z.boolean() }),
  media_gallery_url: z.string(),
  session_length_ms: z.number().int().positive(),
  development: z.boolean(),
  csrf_token: z.string(),
  user: currentUserSchema.nullable(),
  permissions: z.array(z.string()),
  module: z.string().nullable(),
  product_id: z.number().int().nullable(),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

/** §7 GET /api/user-available-methods. */
export const availableMethodsSchema = z.object({ methods: z.array(z.string()) });

import { z } from 'zod/mini';
import { API_TOKEN_SCOPES } from '@domain/api-token-scopes';

/** §2 api-token-method-config: the token list, a new token, a revocation (docs/decisions/0046). */

export const API_TOKEN_NAME_MAX = 80;

const invalid = { error: 'validation.invalid' };

/** POST /api/p1/api-tokens: a name, the scopes, and optionally the day the token stops working. */
export const createApiTokenSchema = z.strictObject({
  name: z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(API_TOKEN_NAME_MAX, { error: 'validation.tooLong' }),
    ),
  // An empty list is refused by the route with its own message; an unknown scope is a bad body.
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, invalid), invalid)
    .check(z.maxLength(API_TOKEN_SCOPES.length, invalid)),
  expires_on: z.optional(
    z.nullable(z.string(invalid).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, invalid))),
  ),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

/** PUT /api/p1/api-tokens/{id}/revoke: nothing to say but the call. */
export const revokeApiTokenSchema = z.strictObject({});

const int = () => z.number().check(z.int());

export const apiTokenSchema = z.object({
  id: int(),
  name: z.string(),
  /** The first characters of the secret, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  company_name: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  expires_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  last_used_at: z.nullable(z.string()),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The answer of a created token: the only time the secret is ever shown. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

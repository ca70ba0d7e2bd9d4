import {
  apiTokenListSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  type ApiToken,
  type CreateApiToken,
  type CreatedApiToken,
} from '@contract/api-tokens';
import { toRefusal } from './auth';
import { api } from './client';

/** §2 api-token-method-config: the company's tokens (every company's for an admin). */
export async function listApiTokens(): Promise<ApiToken[]> {
  return apiTokenListSchema.parse(await api.get('/api/p1/api-tokens').json()).tokens;
}

/** A new token; the answer carries its secret, this once. A refusal comes back in the user's words. */
export async function createApiToken(body: CreateApiToken, fallback: string): Promise<CreatedApiToken> {
  try {
    return createdApiTokenSchema.parse(await api.post('/api/p1/api-tokens', { json: body }).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

export async function revokeApiToken(id: number, fallback: string): Promise<ApiToken> {
  try {
    const answer = (await api.put(`/api/p1/api-tokens/${id}/revoke`, { json: {} }).json()) as {
      token: unknown;
    };
    return apiTokenSchema.parse(answer.token);
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

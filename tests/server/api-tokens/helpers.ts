import { expect } from 'vitest';
import { createdApiTokenSchema, type CreateApiToken, type CreatedApiToken } from '@contract/api-tokens';
import type { App } from '@server/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** Makes a token through the API as the logged-in user; throws unless the answer is 201. */
export async function createToken(
  app: App,
  session: Session,
  body: Partial<CreateApiToken> = {},
): Promise<CreatedApiToken> {
  const response = await request(app, 'POST', '/api/p1/api-tokens', {
    cookie: session.cookie,
    csrf: session.csrf,
    body: { name: 'ERP sync', scopes: ['cards.read'], ...body },
  });
  expect(response.status, response.text).toBe(201);
  return createdApiTokenSchema.parse(response.body);
}

/** A token of the supplier's company with these scopes, and the supplier's session. */
export async function supplierToken(app: App, scopes: CreateApiToken['scopes'] = ['cards.read']) {
  const session = await loginAs(app, 'supplier@demo.pim');
  const created = await createToken(app, session, { scopes });
  return { session, created, secret: created.secret };
}

/** A call with the token alone: no cookie, no CSRF header. */
export function withToken(
  app: App,
  secret: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return request(app, method, path, {
    ...(options.body === undefined ? {} : { body: options.body }),
    headers: { authorization: `Bearer ${secret}`, ...options.headers },
  });
}

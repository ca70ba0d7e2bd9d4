import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiTokenListSchema } from '@contract/api-tokens';
import { apiTokenCalls, apiTokens, users } from '@server/db/schema';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { createToken, supplierToken, withToken } from './helpers';

const EMPTY_EAN = '0000000000000';

async function callsOf(db: Awaited<ReturnType<typeof testApp>>['db'], tokenId: number) {
  const rows = await db.select().from(apiTokenCalls).where(eq(apiTokenCalls.tokenId, tokenId));
  return rows.sort((a, b) => a.id - b.id).map((row) => [row.method, row.path, row.status]);
}

describe('calls with Authorization: Bearer <token> (docs/decisions/0046)', () => {
  test('a token with cards.read reads a card as its maker would, notes its last use and is audited', async () => {
    const { app, db } = await testApp();
    const { session, created, secret } = await supplierToken(app, ['cards.read']);
    const card = await cardOf(db, session.answer.user.company_id!);
    const bySession = await request(app, 'GET', `/api/p1/product/show/${card.id}`, {
      cookie: session.cookie,
    });
    const byToken = await withToken(app, secret, 'GET', `/api/p1/product/show/${card.id}`);
    expect(byToken.status, byToken.text).toBe(200);
    expect(byToken.body).toEqual(bySession.body);
    // No session is made for a token call.
    expect(byToken.cookies.size).toBe(0);

    const list = await request(app, 'GET', '/api/p1/api-tokens', { cookie: session.cookie });
    const [shown] = apiTokenListSchema.parse(list.body).tokens;
    expect(shown!.last_used_at).not.toBeNull();
    expect(await callsOf(db, created.token.id)).toEqual([['GET', `/api/p1/product/show/${card.id}`, 200]]);
  });

  test('a call its scopes do not open is 403, and audited', async () => {
    const { app, db } = await testApp();
    const { session, created, secret } = await supplierToken(app, ['lists.read']);
    const card = await cardOf(db, session.answer.user.company_id!);
    const refused = await withToken(app, secret, 'GET', `/api/p1/product/show/${card.id}`);
    expect(expectError(refused, 403, 'apiTokens.errors.scopeMissing').message).toBe(
      'Token API nie ma uprawnienia „cards.read”, którego wymaga ta metoda.',
    );
    const list = await withToken(app, secret, 'GET', '/api/p1/products');
    expect(list.status, list.text).toBe(200);
    expect(await callsOf(db, created.token.id)).toEqual([
      ['GET', `/api/p1/product/show/${card.id}`, 403],
      ['GET', '/api/p1/products', 200],
    ]);
  });

  test('calls no scope opens are refused to every token: the tokens, the session, the accounts', async () => {
    const { app, db } = await testApp();
    const { secret } = await supplierToken(app, ['cards.read', 'cards.write', 'lists.read', 'exports.run']);
    for (const [method, path, body] of [
      ['GET', '/api/p1/api-tokens', undefined],
      ['POST', '/api/p1/api-tokens', { name: 'Więcej', scopes: ['cards.read'] }],
      ['GET', '/api/user-available-methods', undefined],
      ['PUT', '/api/p1/update-session', undefined],
      ['POST', '/api/logout', undefined],
    ] as const) {
      const response = await withToken(app, secret, method, path, body === undefined ? {} : { body });
      expectError(response, 403, 'apiTokens.errors.notForTokens');
    }
    expect(await db.select().from(apiTokens)).toHaveLength(1);
  });

  test('a token never does more than its maker may: a chain’s token cannot write cards', async () => {
    const { app } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const { secret } = await createToken(app, network, { scopes: ['cards.write'] });
    const response = await withToken(app, secret, 'POST', '/api/p1/logistic/validate/ean', {
      body: { ean: EMPTY_EAN },
    });
    expectError(response, 403, 'session.forbidden');
  });

  test('a write with the token needs no CSRF token', async () => {
    const { app } = await testApp();
    const { secret } = await supplierToken(app, ['cards.write']);
    const response = await withToken(app, secret, 'POST', '/api/p1/logistic/validate/ean', {
      body: { ean: EMPTY_EAN },
    });
    expect(response.status, response.text).toBe(200);
  });

  test('a token with a session cookie is refused (400) and not counted; a session write still needs CSRF', async () => {
    const { app, db } = await testApp();
    const { session, created, secret } = await supplierToken(app, ['cards.write']);
    const mixed = await request(app, 'POST', '/api/p1/logistic/validate/ean', {
      cookie: session.cookie,
      csrf: session.csrf,
      headers: { authorization: `Bearer ${secret}` },
      body: { ean: EMPTY_EAN },
    });
    expectError(mixed, 400, 'apiTokens.errors.withSession');
    expect(await callsOf(db, created.token.id)).toEqual([]);
    // Another Authorization (the media-gallery token of §7) is not a token call: CSRF still applies.
    const other = await request(app, 'POST', '/api/p1/logistic/validate/ean', {
      cookie: session.cookie,
      headers: { authorization: 'Bearer 7b0c1f8e-0000-4000-8000-000000000000' },
      body: { ean: EMPTY_EAN },
    });
    expectError(other, 403, 'errors.csrf');
  });

  test('the SPA’s own calls with the media-gallery token as Authorization still work', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const response = await request(app, 'GET', `/api/p1/product/show/${card.id}`, {
      cookie: session.cookie,
      headers: { authorization: session.answer.user.media_gallery_token ?? '' },
    });
    expect(response.status, response.text).toBe(200);
  });

  test('an unknown, a revoked and an expired token are 401', async () => {
    const { app, db } = await testApp();
    const { session, created, secret } = await supplierToken(app, ['lists.read']);
    const unknown = await withToken(app, `${secret.slice(0, -1)}x`, 'GET', '/api/p1/products');
    expect(expectError(unknown, 401, 'apiTokens.errors.invalid').message).toBe('Nieprawidłowy token API.');

    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.token.id));
    expectError(await withToken(app, secret, 'GET', '/api/p1/products'), 401, 'apiTokens.errors.expired');

    await db.update(apiTokens).set({ expiresAt: null }).where(eq(apiTokens.id, created.token.id));
    expect((await withToken(app, secret, 'GET', '/api/p1/products')).status).toBe(200);
    await request(app, 'PUT', `/api/p1/api-tokens/${created.token.id}/revoke`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {},
    });
    const revoked = await withToken(app, secret, 'GET', '/api/p1/products');
    expect(expectError(revoked, 401, 'apiTokens.errors.revoked').message).toBe(
      'Ten token API został unieważniony.',
    );
  });

  test('a token stops working when its maker is blocked', async () => {
    const { app, db } = await testApp();
    const { session, secret } = await supplierToken(app, ['lists.read']);
    await db.update(users).set({ isActive: false }).where(eq(users.id, session.answer.user.id));
    expectError(await withToken(app, secret, 'GET', '/api/p1/products'), 401, 'apiTokens.errors.ownerGone');
  });

  test('past its calls per minute a token gets 429 with Retry-After, audited; other tokens go on', async () => {
    const { app, db } = await testApp({ apiTokenCallsPerMinute: 3 });
    const { session, created, secret } = await supplierToken(app, ['lists.read']);
    const other = await createToken(app, session, { scopes: ['lists.read'] });
    // A burst at once: the bucket lets exactly its size through, however the calls interleave.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => withToken(app, secret, 'GET', '/api/p1/products')),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const limited = burst.find((response) => response.status === 429)!;
    const answer = expectError(limited, 429, 'apiTokens.errors.rateLimited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 20).toBe(true);
    expect(answer.message).toContain(`${retryAfter} s`);
    const statuses = (await callsOf(db, created.token.id)).map((call) => call[2]);
    expect(statuses.sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect((await withToken(app, other.secret, 'GET', '/api/p1/products')).status).toBe(200);
  });
});

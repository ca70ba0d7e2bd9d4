import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiTokenListSchema, apiTokenSchema } from '@contract/api-tokens';
import { hashToken } from '@server/auth/tokens';
import { apiTokens } from '@server/db/schema';
import { expectError, expectFieldFault, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { createToken } from './helpers';

const MANAGERS = ['supplier@demo.pim', 'network@demo.pim', 'metro@demo.pim', 'qc@demo.pim', 'admin@demo.pim'];
const REFUSED = ['mdm@demo.pim', 'cm@demo.pim'];

describe('API tokens: who manages them (§2 api-token-method-config, §6)', () => {
  test.each(MANAGERS)('%s lists, creates and revokes the company’s tokens', async (email) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, email);
    const created = await createToken(app, session, {
      name: 'Integracja ERP',
      scopes: ['cards.read', 'lists.read'],
      expires_on: '2099-01-31',
    });
    expect(created.secret).toMatch(/^pim_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: 'Integracja ERP',
      scopes: ['cards.read', 'lists.read'],
      prefix: created.secret.slice(0, 12),
      expires_at: '2099-01-31T00:00:00.000Z',
      revoked_at: null,
      last_used_at: null,
      status: 'active',
    });
    // Only the hash of the secret is stored.
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row!.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(row!.companyId).toBe(session.answer.user.company_id);

    const list = await request(app, 'GET', '/api/p1/api-tokens', { cookie: session.cookie });
    expect(list.status, list.text).toBe(200);
    const tokens = apiTokenListSchema.parse(list.body).tokens;
    expect(tokens.map((token) => token.id)).toContain(created.token.id);
    // The list never answers a secret again.
    expect(list.text).not.toContain(created.secret);

    const revoked = await request(app, 'PUT', `/api/p1/api-tokens/${created.token.id}/revoke`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {},
    });
    expect(revoked.status, revoked.text).toBe(200);
    const answer = apiTokenSchema.parse((revoked.body as { token: unknown }).token);
    expect(answer.status).toBe('revoked');
    expect(answer.revoked_at).not.toBeNull();
  });

  test.each(REFUSED)('%s may not list, create or revoke (403, nothing written)', async (email) => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const existing = await createToken(app, supplier);
    const session = await loginAs(app, email);
    const list = await request(app, 'GET', '/api/p1/api-tokens', { cookie: session.cookie });
    expectError(list, 403, 'session.forbidden');
    const create = await request(app, 'POST', '/api/p1/api-tokens', {
      cookie: session.cookie,
      csrf: session.csrf,
      body: { name: 'X', scopes: ['cards.read'] },
    });
    expectError(create, 403, 'session.forbidden');
    const revoke = await request(app, 'PUT', `/api/p1/api-tokens/${existing.token.id}/revoke`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {},
    });
    expectError(revoke, 403, 'session.forbidden');
    const rows = await db.select().from(apiTokens);
    expect(rows.map((row) => [row.id, row.revokedAt])).toEqual([[existing.token.id, null]]);
  });

  test('without a session every call is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', '/api/p1/api-tokens'), 401, 'errors.unauthenticated');
  });

  test('a company sees only its own tokens and cannot revoke another’s; an admin sees and revokes all', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const mine = await createToken(app, supplier, { name: 'Nabiał ERP' });
    const other = await loginAs(app, 'supplier2@demo.pim');
    const theirs = await createToken(app, other, { name: 'Browar ERP' });

    const list = await request(app, 'GET', '/api/p1/api-tokens', { cookie: other.cookie });
    expect(apiTokenListSchema.parse(list.body).tokens.map((token) => token.name)).toEqual(['Browar ERP']);
    const foreign = await request(app, 'PUT', `/api/p1/api-tokens/${mine.token.id}/revoke`, {
      cookie: other.cookie,
      csrf: other.csrf,
      body: {},
    });
    expectError(foreign, 404, 'apiTokens.errors.notFound');
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, mine.token.id));
    expect(row!.revokedAt).toBeNull();

    const admin = await loginAs(app, 'admin@demo.pim');
    const all = apiTokenListSchema.parse(
      (await request(app, 'GET', '/api/p1/api-tokens', { cookie: admin.cookie })).body,
    ).tokens;
    expect(all.map((token) => [token.name, token.company_name])).toEqual([
      ['Browar ERP', expect.any(String)],
      ['Nabiał ERP', expect.any(String)],
    ]);
    const revoked = await request(app, 'PUT', `/api/p1/api-tokens/${theirs.token.id}/revoke`, {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: {},
    });
    expect(revoked.status, revoked.text).toBe(200);
  });

  test('revoking twice keeps the first revocation', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const created = await createToken(app, session);
    const revoke = () =>
      request(app, 'PUT', `/api/p1/api-tokens/${created.token.id}/revoke`, {
        cookie: session.cookie,
        csrf: session.csrf,
        body: {},
      });
    const first = apiTokenSchema.parse(((await revoke()).body as { token: unknown }).token);
    const second = apiTokenSchema.parse(((await revoke()).body as { token: unknown }).token);
    expect(second.revoked_at).toBe(first.revoked_at);
  });
});

describe('API tokens: bad bodies are 400 and write nothing', () => {
  const BAD: { body: unknown; field: string; message: string }[] = [
    { body: { scopes: ['cards.read'] }, field: 'name', message: 'Pole wymagane' },
    { body: { name: '   ', scopes: ['cards.read'] }, field: 'name', message: 'Pole wymagane' },
    {
      body: { name: 'x'.repeat(81), scopes: ['cards.read'] },
      field: 'name',
      message: 'Wartość jest za długa',
    },
    { body: { name: 'ERP' }, field: 'scopes', message: 'Nieprawidłowa wartość' },
    { body: { name: 'ERP', scopes: [] }, field: 'scopes', message: 'Wybierz co najmniej jedno uprawnienie.' },
    { body: { name: 'ERP', scopes: ['cards.delete'] }, field: 'scopes.0', message: 'Nieprawidłowa wartość' },
    { body: { name: 'ERP', scopes: 'cards.read' }, field: 'scopes', message: 'Nieprawidłowa wartość' },
    {
      body: { name: 'ERP', scopes: ['cards.read'], expires_on: '31.01.2099' },
      field: 'expires_on',
      message: 'Nieprawidłowa wartość',
    },
    {
      body: { name: 'ERP', scopes: ['cards.read'], expires_on: '2099-02-30' },
      field: 'expires_on',
      message: 'Nieprawidłowa wartość',
    },
    {
      body: { name: 'ERP', scopes: ['cards.read'], expires_on: '2020-01-01' },
      field: 'expires_on',
      message: 'Data wygaśnięcia musi być późniejsza niż dzisiejsza.',
    },
    {
      body: { name: 'ERP', scopes: ['cards.read'], admin: true },
      field: '_',
      message: 'Nieprawidłowa wartość',
    },
  ];

  test.each(BAD)('$field: $message', async ({ body, field, message }) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'POST', '/api/p1/api-tokens', {
      cookie: session.cookie,
      csrf: session.csrf,
      body,
    });
    if (field === '_') expectFaults(response, 'api_tokens');
    else expectFieldFault(response, { namespace: 'api_tokens', field, message });
    expect(await db.select().from(apiTokens)).toEqual([]);
  });

  test('malformed JSON and a revoke with a body are 400; nothing changes', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const created = await createToken(app, session);
    const malformed = await request(app, 'POST', '/api/p1/api-tokens', {
      cookie: session.cookie,
      csrf: session.csrf,
      raw: '{"name": ',
    });
    expectFaults(malformed, 'api_tokens');
    const revoke = await request(app, 'PUT', `/api/p1/api-tokens/${created.token.id}/revoke`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: { revoked_at: '2020-01-01' },
    });
    expectFaults(revoke, 'api_tokens');
    const rows = await db.select().from(apiTokens);
    expect(rows.map((row) => [row.id, row.revokedAt])).toEqual([[created.token.id, null]]);
  });

  test('a management call without the CSRF token is refused', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'POST', '/api/p1/api-tokens', {
      cookie: session.cookie,
      body: { name: 'ERP', scopes: ['cards.read'] },
    });
    expectError(response, 403, 'errors.csrf');
    expect(await db.select().from(apiTokens)).toEqual([]);
  });
});

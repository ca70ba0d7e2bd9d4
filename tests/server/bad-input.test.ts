import { count } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { Db } from '@server/db/client';
import { companies, emailTokens, loginFailures, sessions, users } from '@server/db/schema';
import { REGISTRATION } from '@tests/server/fixtures/registration';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp, type TestApp } from '@tests/server/harness/app';
import { loginAs, request, type RequestOptions } from '@tests/server/harness/http';

/** Bodies that are not a JSON object at all, sent as they are. */
const MALFORMED: string[] = [
  '',
  '{',
  '{"email":',
  "{'email': 'a'}",
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '\u0000',
];

const LONG = 'x'.repeat(300);

interface Endpoint {
  method: 'POST' | 'PUT';
  path: string;
  namespace: string;
  /** Bodies of the right JSON shape with wrong types or values. */
  wrong: unknown[];
  /** Logs in first (the endpoint stores something on the user when there is one). */
  withSession?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/login',
    namespace: 'login',
    wrong: [
      {},
      { email: 'supplier@demo.pim' },
      { email: 1, password: 2 },
      { email: null, password: null },
      { email: ['supplier@demo.pim'], password: ['demo-supplier-pass'] },
      { email: { $ne: '' }, password: { $ne: '' } },
      { email: 'supplier@demo.pim', password: true },
      { email: '', password: '' },
      { email: '   ', password: 'demo-supplier-pass' },
      { email: `${LONG}@demo.pim`, password: 'demo-supplier-pass' },
      { email: 'supplier@demo.pim', password: LONG },
    ],
  },
  {
    method: 'POST',
    path: '/api/register',
    namespace: 'register',
    wrong: [
      {},
      { ...REGISTRATION, accept_terms: 'true' },
      { ...REGISTRATION, accept_terms: 1 },
      { ...REGISTRATION, language: 'en' },
      { ...REGISTRATION, email: 12345 },
      { ...REGISTRATION, first_name: 5 },
      { ...REGISTRATION, first_name: null },
      { ...REGISTRATION, company_name: LONG },
      { ...REGISTRATION, tax_id: 'x'.repeat(21) },
      { ...REGISTRATION, password: 12345678, password_repeat: 12345678 },
      { ...REGISTRATION, password: LONG, password_repeat: LONG },
      { ...REGISTRATION, email: 'jan@' },
    ],
  },
  {
    method: 'POST',
    path: '/api/password/request-reset',
    namespace: 'reset',
    wrong: [
      {},
      { email: 5 },
      { email: null },
      { email: 'no-at-sign' },
      { email: ['supplier@demo.pim'] },
      { email: `${LONG}@x.pl` },
    ],
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    namespace: 'reset',
    wrong: [
      {},
      { token: 5, password: 'nowe-haslo-1', password_repeat: 'nowe-haslo-1' },
      { token: '', password: 'nowe-haslo-1', password_repeat: 'nowe-haslo-1' },
      { token: LONG, password: 'nowe-haslo-1', password_repeat: 'nowe-haslo-1' },
      { token: 'abc', password: 'krotkie', password_repeat: 'krotkie' },
      { token: 'abc', password: null, password_repeat: null },
    ],
  },
  {
    method: 'PUT',
    path: '/api/language',
    namespace: 'language',
    withSession: true,
    wrong: [{}, { language: 'en' }, { language: 1 }, { language: null }, { language: ['pl'] }],
  },
];

async function snapshotOf(db: Db) {
  const counts = await Promise.all(
    [users, companies, emailTokens, sessions, loginFailures].map(
      async (table) => (await db.select({ n: count() }).from(table))[0]!.n,
    ),
  );
  return counts;
}

let current: TestApp | null = null;
afterEach(() => {
  // No bad body may reach the error handler: every one is a 400, never a 500.
  expect(current?.errors ?? []).toEqual([]);
  current = null;
});

describe.each(ENDPOINTS)('$method $path', (endpoint) => {
  async function send(body: Pick<RequestOptions, 'body' | 'raw'>) {
    current = await testApp();
    const session = endpoint.withSession === true ? await loginAs(current.app, 'supplier@demo.pim') : null;
    const before = await snapshotOf(current.db);
    const response = await request(current.app, endpoint.method, endpoint.path, {
      ...body,
      ...(session === null ? {} : { cookie: session.cookie, csrf: session.csrf }),
    });
    return { response, before, after: await snapshotOf(current.db), mails: current.mailer.sent };
  }

  test.each(MALFORMED)('a body of %j is a 400 fault, nothing stored', async (raw) => {
    const { response, before, after, mails } = await send({ raw });
    const faults = expectFaults(response, endpoint.namespace);
    expect(faults.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(mails).toEqual([]);
  });

  test.each(endpoint.wrong)('%j is a 400 fault with field messages, nothing stored', async (body) => {
    const { response, before, after, mails } = await send({ body });
    const faults = expectFaults(response, endpoint.namespace);
    for (const fault of faults) expect(fault.field).not.toBe('_');
    expect(after).toEqual(before);
    expect(mails).toEqual([]);
  });
});

describe('unknown API routes', () => {
  test.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api/p1/no-such-resource/1'],
    ['DELETE', '/api/login'],
    ['GET', '/api/login'],
    ['PATCH', '/api/language'],
    ['GET', '/api/register'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const { app } = await testApp();
    const response = await request(app, method, path);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(expectError(response, 404, 'errors.notFoundApi').message).toBe('Nie znaleziono zasobu.');
  });

  test('a JSON 404 also with a session', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'GET', '/api/nothing-here', { cookie: session.cookie });
    expectError(response, 404, 'errors.notFoundApi');
  });
});

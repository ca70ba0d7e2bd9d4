import { afterAll, expect, test } from 'vitest';
import { testApp } from '@tests/server/harness/app';
import { request } from '@tests/server/harness/http';
import { changedTables, contentHash, installWriteWatch, writeCount } from './db-fingerprint';
import { reportFigures } from './figures';
import { IDOR_CASES, IDOR_EXEMPT, type IdorCase } from './idor-cases';
import { victimsOf } from './idor-victims';
import { as, openSessions } from './principals';
import { FUZZ_TIMEOUT_MS } from './scale';
import { fillPath, keyOf, serverRoutes, WRITE_METHODS } from './route-table';

/** R1 IDOR: real ids of another company's or chain's objects get 403/404, no data, and write nothing. */
const routes = serverRoutes((await testApp()).app);
const tally = { idorCases: 0, idorRoutes: 0, leaks: 0 };

test('every route that takes an id has IDOR cases or says why it needs none', () => {
  const withId = routes.map(keyOf).filter((key) => /:\w+/.test(key));
  expect(withId.filter((key) => IDOR_CASES[key] === undefined && IDOR_EXEMPT[key] === undefined)).toEqual([]);
  const served = new Set(routes.map(keyOf));
  expect(Object.keys({ ...IDOR_CASES, ...IDOR_EXEMPT }).filter((key) => !served.has(key))).toEqual([]);
});

const cases = Object.entries(IDOR_CASES).flatMap(([key, list]) =>
  list.map((idor) => ({ key, idor, name: `${key} as ${idor.attacker}: ${idor.what}` })),
);

test.each(cases)(
  '$name',
  async ({ key, idor }: { key: string; idor: IdorCase }) => {
    const app = await testApp();
    await installWriteWatch(app.db);
    const victims = await victimsOf(app.db);
    const sessions = await openSessions(app.db, app.config);
    const [method, pattern] = key.split(' ') as [string, string];
    const path = fillPath(pattern, idor.params?.(victims)) + (idor.query?.(victims) ?? '');
    const body = idor.body?.(victims) ?? (WRITE_METHODS.has(method) ? {} : undefined);
    const credentials = idor.token === undefined ? sessions[idor.attacker] : {};
    const before = { writes: await writeCount(app.db), content: await contentHash(app.db) };
    const response = await request(app.app, method, path, {
      ...as(credentials, body === undefined ? {} : { body }),
      ...(idor.token === undefined ? {} : { headers: { authorization: idor.token(victims) } }),
    });
    const written = (await writeCount(app.db)) - before.writes;
    const changed = changedTables(before.content, await contentHash(app.db));
    tally.idorCases += 1;
    const statuses = idor.refusedAs === 'item' ? [200] : idor.refusedAs === 'fault' ? [400] : [403, 404];
    const shown = victims.secrets.filter((secret) => response.text.includes(secret));
    if (!statuses.includes(response.status) || shown.length > 0 || written !== 0 || changed.length !== 0)
      tally.leaks += 1;
    expect(response.status, response.text.slice(0, 300)).toBeOneOf(statuses);
    expect(shown, 'texts of the foreign objects in the answer').toEqual([]);
    expect(written).toBe(0);
    expect(changed).toEqual([]);
    expect(app.errors).toEqual([]);
  },
  FUZZ_TIMEOUT_MS,
);

afterAll(() => {
  tally.idorRoutes = Object.values(IDOR_CASES).filter((list) => list.length > 0).length;
  reportFigures('authorization-idor', tally);
});

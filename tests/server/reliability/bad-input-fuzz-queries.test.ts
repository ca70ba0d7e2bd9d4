import { afterAll, expect, test } from 'vitest';
import { testApp } from '@tests/server/harness/app';
import { installWriteWatch } from './db-fingerprint';
import { reportFigures } from './figures';
import { FUZZ_LISTS, fuzzQuery, isApiRead } from './fuzz-lists';
import { FUZZ_SEED, fuzzEndpoint } from './fuzz-run';
import { as, openSessions } from './principals';
import { keyOf, serverRoutes } from './route-table';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './scale';

/** R2: FUZZ_RUNS generated query strings for every GET list and read of the API: not one 5xx. */
const keys = serverRoutes((await testApp()).app)
  .map(keyOf)
  .filter(isApiRead);
const tally = { endpoints: 0, queries: 0, refused4xx: 0, answered2xx: 0, failures5xx: 0, seed: FUZZ_SEED };

test('every GET list and read of the API has a fuzz entry, and every entry a route', () => {
  expect(keys.filter((key) => FUZZ_LISTS[key] === undefined)).toEqual([]);
  expect(Object.keys(FUZZ_LISTS).filter((key) => !keys.includes(key))).toEqual([]);
});

test.each(keys.filter((key) => FUZZ_LISTS[key] !== undefined))(
  '%s: generated query strings get no 5xx and write nothing when refused',
  async (key) => {
    const path = key.slice('GET '.length);
    const app = await testApp();
    await installWriteWatch(app.db);
    const sessions = await openSessions(app.db, app.config);
    const credentials = sessions[FUZZ_LISTS[key]!];
    const inputs = fuzzQuery.map((query) => ({ path: `${path}${query}`, options: as(credentials) }));
    const outcome = await fuzzEndpoint(app, 'GET', inputs, FUZZ_RUNS, FUZZ_SEED);
    tally.endpoints += 1;
    tally.queries += outcome.requests;
    tally.refused4xx += outcome.refused;
    tally.answered2xx += outcome.accepted;
    tally.failures5xx += outcome.failures.filter((failure) => /^5\d\d /.test(failure)).length;
    expect(outcome.failures.slice(0, 5), `${outcome.failures.length} failures`).toEqual([]);
  },
  FUZZ_TIMEOUT_MS,
);

afterAll(() => {
  reportFigures('bad-input-queries', tally);
});

import { afterAll, expect, test } from 'vitest';
import { testApp } from '@tests/server/harness/app';
import { installWriteWatch } from './db-fingerprint';
import { reportFigures } from './figures';
import { fuzzBody } from './fuzz-bodies';
import { FUZZ_WRITES } from './fuzz-endpoints';
import { FUZZ_SEED, fuzzEndpoint } from './fuzz-run';
import { fuzzTargets } from './fuzz-targets';
import { as, openSessions } from './principals';
import { fillPath, keyOf, serverRoutes } from './route-table';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './scale';
import { sampleOf } from './zod-sample';

/** The methods whose routes read a body (OPTIONS is the schema read of §7, which takes one). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * R2 for the routes that take a body, split in `shards` files so that each runs in its own worker:
 * FUZZ_RUNS generated bodies per route as the principal that may call it; not one 5xx, and a refused
 * body (4xx) writes nothing.
 */
export async function defineWriteFuzz(shard: number, shards: number): Promise<void> {
  const routes = serverRoutes((await testApp()).app).filter((route) => BODY_METHODS.has(route.method));
  const keys = routes.map(keyOf);
  const tally = { endpoints: 0, bodies: 0, refused4xx: 0, accepted2xx: 0, failures5xx: 0, seed: FUZZ_SEED };

  if (shard === 0)
    test('every route that takes a body has a fuzz entry, and every entry a route', () => {
      expect(keys.filter((key) => FUZZ_WRITES[key] === undefined)).toEqual([]);
      expect(Object.keys(FUZZ_WRITES).filter((key) => !keys.includes(key))).toEqual([]);
    });

  const mine = keys.filter((key, index) => index % shards === shard && FUZZ_WRITES[key] !== undefined);
  test.each(mine)(
    '%s: generated bodies get no 5xx, and a refused one writes nothing',
    async (key) => {
      const entry = FUZZ_WRITES[key]!;
      const [method, pattern] = key.split(' ') as [string, string];
      const app = await testApp();
      await installWriteWatch(app.db);
      const sessions = await openSessions(app.db, app.config);
      const targets = await fuzzTargets(app.app, app.db, sessions.supplier);
      const path = fillPath(pattern, entry.params?.(targets));
      const base = entry.base?.(targets) ?? (entry.schema === undefined ? {} : sampleOf(entry.schema));
      const inputs = fuzzBody(base).map((body) => ({ path, options: as(sessions[entry.as], body) }));
      const outcome = await fuzzEndpoint(app, method, inputs, FUZZ_RUNS, FUZZ_SEED, entry.refusalMayWrite);
      tally.endpoints += 1;
      tally.bodies += outcome.requests;
      tally.refused4xx += outcome.refused;
      tally.accepted2xx += outcome.accepted;
      tally.failures5xx += outcome.failures.filter((failure) => /^5\d\d /.test(failure)).length;
      expect(outcome.failures.slice(0, 5), `${outcome.failures.length} failures`).toEqual([]);
      expect(outcome.requests).toBe(FUZZ_RUNS);
    },
    FUZZ_TIMEOUT_MS,
  );

  afterAll(() => {
    reportFigures(`bad-input-bodies-${shard + 1}`, tally);
  });
}

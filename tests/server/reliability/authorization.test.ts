import { afterAll, describe, expect, test } from 'vitest';
import { testApp, type TestApp } from '@tests/server/harness/app';
import { loginAs, request, type TestResponse } from '@tests/server/harness/http';
import { stubClientBuild } from './client-build';
import { installWriteWatch, writeCount } from './db-fingerprint';
import { reportFigures } from './figures';
import {
  as,
  deactivate,
  EMAIL,
  openSessions,
  principalIds,
  PRINCIPALS,
  type Credentials,
  type Principal,
} from './principals';
import { ROUTE_ACCESS, type RouteAccess } from './route-access';
import { FUZZ_TIMEOUT_MS } from './scale';
import { fillPath, keyOf, serverRoutes, WRITE_METHODS, type RouteKey } from './route-table';

/**
 * R1: every route of the route table, called by every principal (§6). An allowed principal is never
 * refused (401/403) and never meets a 5xx; a refused one gets exactly the status of its row, an error
 * answer without data, and writes nothing.
 */
const clientDir = stubClientBuild();
const routes = serverRoutes((await testApp({}, { clientDir })).app);
const tally = { routes: routes.length, principals: PRINCIPALS.length + 1, cells: 0, denied: 0, leaks: 0 };

/** Who a principal counts as: the blocked role's session is no session at all. */
function expectedStatus(access: RouteAccess, principal: Principal): 'allowed' | 401 | 403 | 404 {
  if (access.allow === 'everyone') return 'allowed';
  if (principal === 'anonymous' || principal === 'blocked') return 401;
  return access.allow.includes(principal) ? 'allowed' : (access.denied ?? 403);
}

function call(app: TestApp, route: RouteKey, access: RouteAccess, credentials: Credentials) {
  const path = fillPath(route.path, access.params);
  // A made-up body: enough to pass the gate, refused by the schema of whoever is let in.
  return request(
    app.app,
    route.method,
    path,
    as(credentials, WRITE_METHODS.has(route.method) ? { body: {} } : {}),
  );
}

/** Only `{code, message}` (or a fault list) comes back with a refusal: no data of the route. */
function carriesData(response: TestResponse): boolean {
  if (response.body === undefined || response.body === null || typeof response.body !== 'object')
    return response.text !== '';
  const keys = Object.keys(response.body).sort().join(',');
  return keys !== 'code,message' && keys !== 'errors,warnings';
}

test('every route of the server has a row in the expectations table, and every row a route', () => {
  const listed = new Set(Object.keys(ROUTE_ACCESS));
  const served = new Set(routes.map(keyOf));
  expect(
    [...served].filter((key) => !listed.has(key)),
    'routes without a row in route-access.ts',
  ).toEqual([]);
  expect(
    [...listed].filter((key) => !served.has(key)),
    'rows of route-access.ts without a route',
  ).toEqual([]);
});

describe.each(
  routes
    .filter((route) => ROUTE_ACCESS[keyOf(route)] !== undefined)
    .map((route) => ({ route, key: keyOf(route) })),
)('$key', ({ route, key }) => {
  test(
    'each principal gets its row of the matrix',
    async () => {
      const app = await testApp({}, { clientDir });
      await installWriteWatch(app.db);
      const access = ROUTE_ACCESS[key]!;
      const sessions = await openSessions(app.db, app.config);
      const wrong: string[] = [];
      // The refused first, so that no allowed call's write can hide one of theirs.
      const order = [...PRINCIPALS].sort(
        (a, b) =>
          Number(expectedStatus(access, a) === 'allowed') - Number(expectedStatus(access, b) === 'allowed'),
      );
      for (const principal of order) {
        const expected = expectedStatus(access, principal);
        const before = await writeCount(app.db);
        const response = await call(app, route, access, sessions[principal]);
        tally.cells += 1;
        if (response.status >= 500)
          wrong.push(`${principal}: ${response.status} ${response.text.slice(0, 200)}`);
        if (expected === 'allowed') {
          if (response.status === 401 || response.status === 403)
            wrong.push(`${principal} is allowed but got ${response.status}`);
          continue;
        }
        tally.denied += 1;
        const written = (await writeCount(app.db)) - before;
        const leaked = response.status !== expected || carriesData(response) || written !== 0;
        if (leaked) {
          if (response.status < 400 || carriesData(response) || written !== 0) tally.leaks += 1;
          wrong.push(
            `${principal} expected ${expected}, got ${response.status}${carriesData(response) ? ' with data' : ''}, ${written} rows written`,
          );
        }
      }
      expect(wrong).toEqual([]);
      expect(app.errors).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});

test(
  'a session whose user was deactivated meanwhile answers as anonymous on every route',
  async () => {
    const app = await testApp({}, { clientDir });
    await installWriteWatch(app.db);
    const signed = Object.keys(EMAIL).filter((principal) => principal !== 'blocked') as Exclude<
      Principal,
      'anonymous' | 'blocked'
    >[];
    const sessions = new Map<string, Credentials>();
    for (const principal of signed) {
      const session = await loginAs(app.app, EMAIL[principal]);
      sessions.set(principal, { cookie: session.cookie, csrf: session.csrf });
    }
    const ids = await principalIds(app.db);
    await deactivate(
      app.db,
      signed.map((principal) => ids[principal]),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const access = ROUTE_ACCESS[keyOf(route)];
      if (access === undefined) continue;
      const anonymous = await call(app, route, access, {});
      for (const [principal, credentials] of sessions) {
        const before = await writeCount(app.db);
        const response = await call(app, route, access, credentials);
        tally.cells += 1;
        const written = (await writeCount(app.db)) - before;
        if (response.status !== anonymous.status || (response.status >= 400 && written !== 0)) {
          tally.leaks += Number(response.status < 400);
          wrong.push(
            `${keyOf(route)} deactivated ${principal}: ${response.status} (anonymous ${anonymous.status}), ${written} rows written`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(app.errors).toEqual([]);
  },
  FUZZ_TIMEOUT_MS,
);

afterAll(() => {
  reportFigures('authorization', tally);
});

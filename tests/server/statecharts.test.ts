import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { statechartCoverageSchema } from '@contract/statecharts';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

const dir = mkdtempSync(join(tmpdir(), 'pim-coverage-'));
const coverageFile = join(dir, 'statecharts.json');
const missingFile = join(dir, 'none.json');
const coverage = {
  generated_at: '2026-11-21T12:00:00.000Z',
  machines: [
    {
      id: 'login',
      states: [{ id: 'state:login.editing', covered: true }],
      transitions: [],
      screen: {
        screens: ['login'],
        states: [{ id: 'state:login.editing', covered: true }],
        transitions: [],
        totals: { states: { covered: 1, total: 1 }, transitions: { covered: 0, total: 0 } },
      },
    },
    { id: 'resource', states: [], transitions: [], screen: null },
  ],
};
writeFileSync(coverageFile, JSON.stringify(coverage));

describe('GET /api/statecharts/coverage (the statechart viewer)', () => {
  test('an admin reads the last model-test coverage, on the machine and on its screens', async () => {
    const { app } = await testApp({}, { coverageFile });
    const session = await loginAs(app, 'admin@demo.pim');
    const response = await request(app, 'GET', '/api/statecharts/coverage', { cookie: session.cookie });
    expect(response.status).toBe(200);
    expect(statechartCoverageSchema.parse(response.body)).toEqual(coverage);
  });

  test('without a model-test run the answer is 404 with a hint', async () => {
    const { app } = await testApp({}, { coverageFile: missingFile });
    const session = await loginAs(app, 'admin@demo.pim');
    const response = await request(app, 'GET', '/api/statecharts/coverage', { cookie: session.cookie });
    expect(expectError(response, 404, 'statecharts.noCoverage').message).toContain('npm run test:model');
  });

  test('a supplier is refused (403) and a visitor without a session gets 401', async () => {
    const { app } = await testApp({}, { coverageFile });
    const session = await loginAs(app, 'supplier@demo.pim');
    expectError(
      await request(app, 'GET', '/api/statecharts/coverage', { cookie: session.cookie }),
      403,
      'session.forbidden',
    );
    expectError(await request(app, 'GET', '/api/statecharts/coverage'), 401, 'errors.unauthenticated');
  });

  test('in development every role may read it', async () => {
    const { app } = await testApp({ development: true }, { coverageFile });
    const session = await loginAs(app, 'supplier@demo.pim');
    expect((await request(app, 'GET', '/api/statecharts/coverage', { cookie: session.cookie })).status).toBe(
      200,
    );
  });
});

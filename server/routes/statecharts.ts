import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { errorAnswer } from '../http/answers';

/**
 * The coverage the last `npm run test:model` wrote, for the statechart viewer's overlay. It is a file of
 * the working copy, not of the database: a server without a test run answers 404 with a hint.
 */
export function statechartRoutes(coverageFile: string = join(process.cwd(), 'coverage/statecharts.json')) {
  return new Hono<AppEnv>().get(
    '/api/statecharts/coverage',
    requirePermission('statecharts.view'),
    async (c) => {
      try {
        c.header('Cache-Control', 'no-store');
        return c.json(JSON.parse(await readFile(coverageFile, 'utf8')) as unknown);
      } catch {
        return errorAnswer(c, 404, 'statecharts.noCoverage');
      }
    },
  );
}

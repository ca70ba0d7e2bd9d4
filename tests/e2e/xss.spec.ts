import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './journey';
import { freePort, startServer, stopServer } from '../../scripts/stress/server-process';
import { CORPUS } from '../../scripts/stress/xss/corpus';
import { openPages, pagesToOpen, type Inventory } from '../../scripts/stress/xss/pages';

/**
 * R5 XSS, fast form: the whole corpus stored in every text, rich-text and file-name input (as the server
 * stores them: rich text after DOMPurify, file names after the upload's name check), then the main pages
 * of every role opened in Chromium against the real server. Not one payload may run. The full form (every
 * card's and file's pages) is scripts/stress/xss.stress.ts.
 */
let server: ChildProcess | null = null;
let origin = '';
let dataDir = '';
let inventory: Inventory;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'pim-xss-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '100' };
  // PGlite serves one process: the corpus is stored before the server opens the database.
  const planted = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/stress/xss/plant-cli.ts', join(dataDir, 'inventory.json')],
    { env, stdio: 'inherit' },
  );
  expect(planted.status).toBe(0);
  inventory = JSON.parse(readFileSync(join(dataDir, 'inventory.json'), 'utf8')) as Inventory;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '100' });
});

test.afterAll(async () => {
  if (server !== null) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('no payload of the corpus runs on any main page, though the pages show them', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(CORPUS.length).toBeGreaterThanOrEqual(50);
  for (const input of inventory.inputs) expect(input.payloads, input.name).toBeGreaterThan(0);
  const checks = await openPages(browser, origin, pagesToOpen(inventory, false));
  const ran = checks.filter((check) => check.executions.length > 0 || check.dialogs > 0);
  expect(
    ran.map((check) => `${check.path}: ${check.executions.join(', ')} (${check.dialogs} dialogs)`),
  ).toEqual([]);
  expect(checks.flatMap((check) => check.injected.map((markup) => `${check.path}: ${markup}`))).toEqual([]);
  // The pages really carried the corpus: a page showing none of it would prove nothing.
  const blind = checks.filter((check) => check.shown === 0 && !check.path.includes('/print'));
  expect(blind.map((check) => check.path)).toEqual([]);
});

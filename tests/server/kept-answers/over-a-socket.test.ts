import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp } from '@server/app';
import { ChangeFeed } from '@server/cache/change-feed';
import { cardOf } from '@tests/server/fixtures/catalog';
import { RecordingMailer, testConfig } from '@tests/server/harness/app';
import { testChangeSource, testDatabase } from '@tests/server/harness/database';
import { demoUser } from '@tests/server/harness/http';

const closing: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** The app as `npm start` serves it: over a socket, with its change feed. */
async function served(): Promise<string> {
  const feed = new ChangeFeed(await testChangeSource());
  await feed.start();
  closing.push(() => feed.close());
  const clientDir = join(tmpdir(), 'pim-server-tests', 'no-client-build');
  mkdirSync(clientDir, { recursive: true });
  const app = createApp({
    db: await testDatabase(),
    config: testConfig(),
    mailer: new RecordingMailer(),
    clientDir,
    changes: feed,
  });
  const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  closing.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('requests over a socket read the headers Node parsed (docs/decisions/0068)', () => {
  test('the session cookie, the caller’s request id, and a kept show with every header', async () => {
    const origin = await served();
    const supplier = demoUser('supplier@demo.pim');
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: supplier.email, password: supplier.password }),
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith('pim_session='))!;
    const companyId = ((await login.json()) as { user: { company_id: number } }).user.company_id;
    // Two Cookie headers, as a proxy may send them: Node joins them, and the session is found in either.
    const headers = new Headers([
      ['cookie', 'pim_lang=de'],
      ['cookie', session],
      ['x-request-id', 'lb-77.a'],
    ]);
    const who = await fetch(`${origin}/api/user-available-methods`, { headers });
    expect(who.status).toBe(200);
    expect(who.headers.get('x-request-id')).toBe('lb-77.a');

    const card = await cardOf(await testDatabase(), companyId);
    const read = await fetch(`${origin}/api/p1/product/show/${card.id}`, { headers });
    const kept = await fetch(`${origin}/api/p1/product/show/${card.id}`, { headers });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(await read.text());
    expect(kept.headers.get('x-request-id')).toBe('lb-77.a');
    expect(kept.headers.get('content-security-policy')).toBe(read.headers.get('content-security-policy'));
    expect(kept.headers.get('content-type')).toBe('application/json');

    // An operator sees that the process keeps answers, and how much.
    const metrics = await (await fetch(`${origin}/metrics`)).text();
    expect(metrics).toMatch(/^pim_change_feed_live 1$/m);
    expect(metrics).toMatch(/^pim_kept_bytes\{kind="answers"\} [1-9][0-9]*$/m);
  });
});

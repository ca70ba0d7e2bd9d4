import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp, type App } from '@server/app';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { RecordingMailer, testApp, testConfig } from '@tests/server/harness/app';
import { anotherServersDatabase } from '@tests/server/harness/database';
import { demoUser, loginAs, request, type Session } from '@tests/server/harness/http';

let closeOther: (() => Promise<void>) | null = null;

afterEach(async () => {
  await closeOther?.();
  closeOther = null;
});

/** Two app servers of a cluster: each its own app and, on PostgreSQL, its own pool on the one database. */
async function twoServers(): Promise<{ first: App; second: App; db: Db }> {
  const { app: first, db } = await testApp();
  const clientDir = join(tmpdir(), 'pim-server-tests', 'no-client-build');
  mkdirSync(clientDir, { recursive: true });
  const other = await anotherServersDatabase();
  closeOther = other.close;
  const second = createApp({
    db: other.db,
    config: testConfig(),
    mailer: new RecordingMailer(),
    clientDir,
  });
  return { first, second, db };
}

function whoAmI(app: App, session: Session) {
  return request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie });
}

describe('a session shared by the servers of a cluster that keep nothing (docs/decisions/0066)', () => {
  test('a logout on one server refuses the cookie on the other at once', async () => {
    const { first, second } = await twoServers();
    const session = await loginAs(first, 'supplier@demo.pim');
    expect((await whoAmI(second, session)).status).toBe(200);
    const logout = await request(first, 'POST', '/api/logout', {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(logout.status).toBe(200);
    expectError(await whoAmI(second, session), 401, 'errors.unauthenticated');
    expectError(await whoAmI(first, session), 401, 'errors.unauthenticated');
  });

  test('a deactivated account is refused on every server at its next request', async () => {
    const { first, second, db } = await twoServers();
    const session = await loginAs(first, 'supplier@demo.pim');
    expect((await whoAmI(first, session)).status).toBe(200);
    expect((await whoAmI(second, session)).status).toBe(200);
    await db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, demoUser('supplier@demo.pim').email));
    expectError(await whoAmI(first, session), 401, 'errors.unauthenticated');
    expectError(await whoAmI(second, session), 401, 'errors.unauthenticated');
  });
});

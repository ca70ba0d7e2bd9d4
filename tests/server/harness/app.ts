import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createApp, type App } from '@server/app';
import { configFromEnv, type ServerConfig } from '@server/config';
import type { Db } from '@server/db/client';
import type { Mail, Mailer } from '@server/mail/mailer';
import { testDatabase } from './database';

/** The address links in mails point to; `app.request` answers on http://localhost as well. */
export const PUBLIC_URL = 'http://localhost';

/** A mailer that keeps every message in memory for the test to read. */
export class RecordingMailer implements Mailer {
  readonly sent: Mail[] = [];

  send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }

  /** Mails sent to one address, oldest first. */
  to(email: string): Mail[] {
    return this.sent.filter((mail) => mail.to === email);
  }

  /**
   * Waits until `count` mails went to the address: account mails are sent after the answer, so that its
   * time says nothing about which e-mails have accounts (docs/decisions/0028).
   */
  async waitForMails(email: string, count = 1): Promise<Mail[]> {
    await vi.waitFor(() => {
      if (this.to(email).length < count) throw new Error(`Waiting for ${count} mail(s) to ${email}`);
    });
    return this.to(email);
  }

  /** The one link in the last mail sent to the address. */
  lastLinkTo(email: string): URL {
    const mail = this.to(email).at(-1);
    if (mail === undefined) throw new Error(`No mail was sent to ${email}`);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    if (links.length !== 1)
      throw new Error(`Expected one link in the mail to ${email}, found ${links.length}`);
    return new URL(links[0]!);
  }
}

/** The server config of the tests: the environment's defaults with a public URL and no SMTP or disk. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...configFromEnv({}),
    databaseUrl: null,
    dataDir: join(tmpdir(), 'pim-server-tests'),
    publicUrl: PUBLIC_URL,
    smtpUrl: null,
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  db: Db;
  config: ServerConfig;
  mailer: RecordingMailer;
  /** Unexpected errors the app answered with a 500; a test expects this to stay empty. */
  errors: unknown[];
}

/** An empty folder as the SPA build: the API is under test, not the client (a page answers 500 "not built"). */
function emptyClientDir(): string {
  const dir = join(tmpdir(), 'pim-server-tests', 'no-client-build');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The real app on the worker's database, with a recording mailer and no built SPA unless one is given. */
export async function testApp(
  overrides: Partial<ServerConfig> = {},
  files: { coverageFile?: string; clientDir?: string } = {},
): Promise<TestApp> {
  const db = await testDatabase();
  const config = testConfig(overrides);
  const mailer = new RecordingMailer();
  const errors: unknown[] = [];
  const app = createApp({
    db,
    config,
    mailer,
    clientDir: files.clientDir ?? emptyClientDir(),
    reportError: (error) => errors.push(error),
    ...(files.coverageFile === undefined ? {} : { coverageFile: files.coverageFile }),
  });
  return { app, db, config, mailer, errors };
}

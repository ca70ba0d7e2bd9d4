import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@server/app';
import { configFromEnv } from '@server/config';
import { openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { loginFailures } from '@server/db/schema';
import { createMailer } from '@server/mail/mailer';
import { seedDemo } from '@server/seed/demo';
import { writeReliabilitySection } from './report';

/**
 * R3 sessions under load: bursts of concurrent logins against the throttle (how many guesses are really
 * evaluated), and the time of a password-reset request for a known and for an unknown e-mail. Runs the
 * real app in process on PGlite (or on DATABASE_URL), with the real mailer writing to a temporary outbox.
 */
const LIMIT = 5;
const ROUNDS = Number(process.env.RESET_ROUNDS ?? (process.env.STRESS === '1' ? 200 : 60));
const dataDir = mkdtempSync(join(tmpdir(), 'pim-session-stress-'));
const database = await openDatabase({ url: process.env.DATABASE_URL || null, dataDir: null });
await migrate(database.db);
await seedDemo(database.db, { products: 0 });
const config = { ...configFromEnv({}), dataDir, publicUrl: 'http://localhost', loginAttempts: LIMIT };
const app = createApp({
  db: database.db,
  config,
  mailer: createMailer({ smtpUrl: null, dataDir }),
  clientDir: dataDir,
});
const db = database.db;

async function post(path: string, body: unknown, address: string): Promise<Response> {
  return app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

async function login(email: string, password: string, address = '198.51.100.7'): Promise<number> {
  return (await post('/api/login', { email, password }, address)).status;
}

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}× ${status}`).join(', ');
}

// 50 wrong passwords for one account from one address, all at once.
await db.delete(loginFailures);
const burst = await Promise.all(Array.from({ length: 50 }, () => login('supplier@demo.pim', 'wrong-guess')));
const evaluated = burst.filter((status) => status !== 429).length;

// 30 guesses at once, the right password last.
await db.delete(loginFailures);
const guesses = await Promise.all(
  Array.from({ length: 30 }, (_, index) =>
    login('supplier@demo.pim', index === 29 ? 'demo-supplier-pass' : `guess-${index}`),
  ),
);

// 40 different e-mails from one address, one after another.
await db.delete(loginFailures);
const spray: number[] = [];
for (let index = 0; index < 40; index += 1) spray.push(await login(`user${index}@example.com`, 'x'));

const REGISTRATION = {
  first_name: 'Jan',
  last_name: 'Nowak',
  company_name: 'Piekarnia Nowak',
  tax_id: '1234567890',
  password: 'swieze-pieczywo-1',
  password_repeat: 'swieze-pieczywo-1',
  accept_terms: true,
  language: 'pl',
};

/** The median answer time of a request for a known and for an unknown e-mail, alternating the two. */
async function medianTimes(path: string, body: (email: string) => unknown) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of ['known', 'unknown'] as const) {
      await db.delete(loginFailures); // the throttle is not what is measured here
      // The work after the previous answer (its link and mail) is done: each answer is timed on its own.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const email = kind === 'known' ? 'supplier@demo.pim' : `nobody${round}-${path.length}@example.com`;
      const started = performance.now();
      const response = await post(path, body(email), `203.0.113.${round % 250}`);
      await response.text();
      times[kind].push(performance.now() - started);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { known: median(times.known), unknown: median(times.unknown) };
}
const reset = await medianTimes('/api/password/request-reset', (email) => ({ email }));
const register = await medianTimes('/api/register', (email) => ({ ...REGISTRATION, email }));
// Work after the answers (accounts, links, mails) finishes before the database closes.
await new Promise((resolve) => setTimeout(resolve, 3000));
await database.close();

const lines = [
  `| burst (throttle limit ${LIMIT}) | answers |`,
  '|---|---|',
  `| 50 concurrent wrong logins, one account, one address | ${tally(burst)}: **${evaluated} evaluated** |`,
  `| 30 concurrent guesses, the right one last | last guess answered ${guesses.at(-1)} (${tally(guesses)}) |`,
  `| 40 e-mails one after another from one address | ${tally(spray)} |`,
  '',
  `| answer time, median of ${ROUNDS} each (alternating) | known e-mail | unknown e-mail | ratio |`,
  '|---|---|---|---|',
  `| POST /api/password/request-reset | ${reset.known.toFixed(2)} ms | ${reset.unknown.toFixed(2)} ms | ` +
    `${(reset.known / reset.unknown).toFixed(2)} |`,
  `| POST /api/register | ${register.known.toFixed(2)} ms | ${register.unknown.toFixed(2)} ms | ` +
    `${(register.known / register.unknown).toFixed(2)} |`,
];
console.log(lines.join('\n'));
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
await writeReliabilitySection(
  `R3 sessions: login bursts and account request timing (${engine})`,
  `${process.env.DATABASE_URL ? 'DATABASE_URL=… ' : ''}npm run stress -- session`,
  lines.join('\n'),
);

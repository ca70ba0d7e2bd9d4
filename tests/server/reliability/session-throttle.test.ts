import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { request } from '@tests/server/harness/http';

/** R3 The login throttle under bursts: it counts and decides before any password is checked. */
const ATTACKER = '198.51.100.7';
const EMAIL = 'supplier@demo.pim';
const PASSWORD = 'demo-supplier-pass';

const attempt = (app: Parameters<typeof request>[0], email: string, password: string, address = ATTACKER) =>
  request(app, 'POST', '/api/login', { body: { email, password }, address });

async function sessionsOf(db: Awaited<ReturnType<typeof testApp>>['db'], email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return db.select().from(sessions).where(eq(sessions.userId, user!.id));
}

describe('R3 login throttle: concurrent bursts', () => {
  test('50 wrong passwords at once with a limit of 5: 5 are evaluated, 45 refused with 429', async () => {
    const { app, errors } = await testApp({ loginAttempts: 5 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => attempt(app, EMAIL, 'wrong-guess')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expectError(
      answers.find((answer) => answer.status === 429)!,
      429,
      'login.throttled',
    );
    expect(errors).toEqual([]);
  });

  test('a burst of 30 guesses with the right password last does not log in', async () => {
    const { app, db } = await testApp({ loginAttempts: 5 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        attempt(app, EMAIL, index === 29 ? PASSWORD : `guess-${index}`),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(5);
    expectError(answers[29]!, 429, 'login.throttled');
    expect(answers[29]!.cookies.has('pim_session')).toBe(false);
    expect(await sessionsOf(db, EMAIL)).toHaveLength(0);
  });

  test('the throttle is per e-mail and address: the same account from another address is evaluated', async () => {
    const { app } = await testApp({ loginAttempts: 3 });
    await Promise.all(Array.from({ length: 6 }, () => attempt(app, EMAIL, 'wrong-guess')));
    expectError(await attempt(app, EMAIL, PASSWORD), 429, 'login.throttled');
    expect((await attempt(app, EMAIL, PASSWORD, '192.0.2.10')).status).toBe(200);
  });
});

describe('R3 login throttle: per address', () => {
  test('40 different e-mails from one address: only the per-address limit is evaluated', async () => {
    const { app } = await testApp({ loginAttempts: 5, loginAttemptsPerAddress: 20 });
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1)
      statuses.push((await attempt(app, `user${index}@example.com`, 'guess')).status);
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 401));
    expect(statuses.slice(20)).toEqual(Array.from({ length: 20 }, () => 429));
    // The address is refused even for a right password; another address is not affected.
    expectError(await attempt(app, EMAIL, PASSWORD), 429, 'login.throttled');
    expect((await attempt(app, EMAIL, PASSWORD, '192.0.2.10')).status).toBe(200);
  });

  test('40 different e-mails at once from one address: no more than the per-address limit evaluated', async () => {
    const { app, errors } = await testApp({ loginAttempts: 5, loginAttemptsPerAddress: 10 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => attempt(app, `user${index}@example.com`, 'guess')),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30);
    expect(errors).toEqual([]);
  });

  test('successful logins from one address do not use up its limit', async () => {
    const { app } = await testApp({ loginAttemptsPerAddress: 3 });
    for (let index = 0; index < 6; index += 1) expect((await attempt(app, EMAIL, PASSWORD)).status).toBe(200);
    expect((await attempt(app, EMAIL, 'wrong-guess')).status).toBe(401);
  });
});

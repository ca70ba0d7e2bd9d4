import { DEMO_USERS } from '@server/seed/demo-users';

/** Logs in through the real API, so the cookie jar holds a session before the app boots. */
export async function logInAs(email: string): Promise<void> {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (user === undefined) throw new Error(`no demo user ${email}`);
  const response = await fetch(`${location.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: user.password }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
}

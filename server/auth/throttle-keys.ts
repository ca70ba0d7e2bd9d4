import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app-env';
import type { ThrottleKey } from './throttle';

/**
 * The client's address as the connection gives it. A request not made over a socket (in process) has
 * none and counts as "local". No proxy header is trusted: any client could write one.
 */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** Mails asked for one e-mail (reset links, "someone registered with your address") per window. */
export const MAIL_REQUESTS_PER_EMAIL = 3;
/** Reset and register requests from one address per window. */
export const MAIL_REQUESTS_PER_ADDRESS = 10;

/**
 * Password checks (login, and the unblock request that also takes the password): failures per e-mail from
 * one address (LOGIN_ATTEMPTS), and per address over all e-mails (LOGIN_ADDRESS_ATTEMPTS).
 */
export function passwordCheckKeys(
  c: Context<AppEnv>,
  kind: 'login' | 'unblock',
  email: string,
): { pair: string; keys: ThrottleKey[] } {
  const address = clientAddress(c);
  const pair = `${kind}:${email}|${address}`;
  return {
    pair,
    keys: [
      { key: pair, limit: c.get('config').loginAttempts },
      { key: `login-address:${address}`, limit: c.get('config').loginAttemptsPerAddress },
    ],
  };
}

/** Password-reset requests and registrations: per e-mail (whoever asks) and per address. */
export function mailRequestKeys(
  c: Context<AppEnv>,
  kind: 'reset' | 'register',
  email: string,
): ThrottleKey[] {
  return [
    { key: `${kind}:${email}`, limit: MAIL_REQUESTS_PER_EMAIL },
    { key: `${kind}-address:${clientAddress(c)}`, limit: MAIL_REQUESTS_PER_ADDRESS },
  ];
}

import { eq, inArray } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '@server/auth/sessions';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import type { ServerConfig } from '@server/config';
import type { RequestOptions } from '@tests/server/harness/http';

/**
 * Who calls the routes in the reliability suite: nobody, each demo role of §6 (the blocked role's user is
 * inactive and cannot log in, so its session is stored directly, as if it had been opened before), and
 * a second supplier company to show that companies do not see each other.
 */
export const PRINCIPALS = [
  'anonymous',
  'admin',
  'supplier',
  'supplier2',
  'network',
  'metro',
  'qc',
  'mdm',
  'cm',
  'blocked',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** The principals that hold a session: every one but anonymous. */
export type SignedPrincipal = Exclude<Principal, 'anonymous'>;

export const EMAIL: Record<SignedPrincipal, string> = {
  admin: 'admin@demo.pim',
  supplier: 'supplier@demo.pim',
  supplier2: 'supplier2@demo.pim',
  network: 'network@demo.pim',
  metro: 'metro@demo.pim',
  qc: 'qc@demo.pim',
  mdm: 'mdm@demo.pim',
  cm: 'cm@demo.pim',
  blocked: 'blocked@demo.pim',
};

/** What a request carries for a principal: its session cookie and CSRF token, or nothing. */
export interface Credentials {
  cookie?: string;
  csrf?: string;
}

export type PrincipalSessions = Record<Principal, Credentials>;

/** The user ids of the demo principals. */
export async function principalIds(db: Db): Promise<Record<SignedPrincipal, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(EMAIL)));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  const ids = {} as Record<SignedPrincipal, number>;
  for (const [principal, email] of Object.entries(EMAIL) as [SignedPrincipal, string][]) {
    const id = byEmail.get(email);
    if (id === undefined) throw new Error(`The demo user ${email} is missing`);
    ids[principal] = id;
  }
  return ids;
}

/**
 * A stored session per principal, the same row a login writes (the login itself, with its scrypt check,
 * is covered by the login tests; here a session per test keeps the matrix fast).
 */
export async function openSessions(db: Db, config: ServerConfig): Promise<PrincipalSessions> {
  const ids = await principalIds(db);
  const sessions: PrincipalSessions = { anonymous: {} } as PrincipalSessions;
  for (const principal of Object.keys(EMAIL) as SignedPrincipal[]) {
    const session = await createSession(db, ids[principal], config.sessionLengthMs);
    sessions[principal] = {
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(session.token)}`,
      csrf: session.csrfToken,
    };
  }
  return sessions;
}

/** Marks users inactive, as an administrator's "deactivate" does, behind their open sessions. */
export async function deactivate(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) await db.update(users).set({ isActive: false }).where(eq(users.id, id));
}

/** The request options of a principal's call. */
export function as(credentials: Credentials, options: RequestOptions = {}): RequestOptions {
  return { ...options, ...credentials };
}

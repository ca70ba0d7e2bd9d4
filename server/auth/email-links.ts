import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type LinkKind = 'confirm' | 'reset';

/**
 * Voids the account's outstanding links (docs/decisions/0028): a newer link, a used one, a new password,
 * a deactivation and a new e-mail address each end every link sent before.
 */
export async function revokeLinks(db: Db, userId: number, kinds: readonly LinkKind[]): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.userId, userId), inArray(emailTokens.kind, [...kinds]), isNull(emailTokens.usedAt)),
    );
}

/** Stores a new one-time link (only its hash) and answers the token for the mail; older ones are void. */
export async function issueLink(db: Db, userId: number, kind: LinkKind, ttlMs: number): Promise<string> {
  const token = newToken();
  await revokeLinks(db, userId, [kind]);
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Marks a one-time link used and answers its user, or null when it is unknown, used, expired or the
 * account is no longer active; the account's other links of the kind are voided with it.
 */
export async function consumeLink(db: Db, token: string, kind: LinkKind): Promise<number | null> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  const userId = rows[0]?.userId;
  if (userId === undefined) return null;
  await revokeLinks(db, userId, [kind]);
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  return account !== undefined && mayReceiveLinks(account) ? userId : null;
}

/** §3 is_blocked: a deactivated account, or one with the blocked role, gets no links and uses none. */
export function mayReceiveLinks(account: { isActive: boolean; role: string }): boolean {
  return account.isActive && account.role !== 'blocked';
}

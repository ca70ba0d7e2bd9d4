import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@contract/auth';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { issueLink, mayReceiveLinks } from '../auth/email-links';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';

const CONFIRM_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 2 * 3600_000;

/** What the work after a register or reset answer needs; it outlives the request. */
export interface MailWork {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
}

function mailText(language: Language, key: string, link: string): { subject: string; text: string } {
  return {
    subject: translate(language, `mail.${key}.subject`),
    text: `${translate(language, `mail.${key}.body`)}\n\n${link}\n`,
  };
}

/** True when the error (or the driver error it wraps) is a unique violation of that index. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let cause = error;
  while (typeof cause === 'object' && cause !== null) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

type Registered = { kind: 'created'; token: string } | { kind: 'taken' };

async function createAccount(db: Db, body: RegisterBody, email: string, passwordHash: string) {
  return db.transaction(async (tx): Promise<Registered> => {
    const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken.length > 0) return { kind: 'taken' };
    const [company] = await tx
      .insert(companies)
      .values({ name: body.company_name, kind: 'supplier', taxId: body.tax_id, taxCountry: 'PL' })
      .returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        role: 'supplier',
        companyId: company!.id,
        language: body.language,
      })
      .returning({ id: users.id });
    return { kind: 'created', token: await issueLink(tx, user!.id, 'confirm', CONFIRM_TTL_MS) };
  });
}

/**
 * §2 Register, after the answer: a new account gets its confirmation link; an address that already has an
 * account gets a notice instead ("someone tried to register with your address", in the owner's language,
 * with the link to set a new password), so the answer never tells whether an e-mail has an account.
 */
export async function registerOrNotify(
  work: MailWork,
  body: RegisterBody,
  email: string,
  passwordHash: string,
) {
  const { db, config, mailer } = work;
  // Two registrations of one e-mail at once both pass the check; the unique index stops the second.
  const registered = await createAccount(db, body, email, passwordHash).catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_idx')) return { kind: 'taken' } as const;
    throw error;
  });
  if (registered.kind === 'created') {
    const link = `${config.publicUrl}/api/register/confirm?token=${registered.token}`;
    await mailer.send({ to: email, ...mailText(body.language, 'confirm', link) });
    return;
  }
  const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
  const link = `${config.publicUrl}/react/reset-password-request`;
  await mailer.send({
    to: email,
    ...mailText((owner?.language ?? body.language) as Language, 'registerAttempt', link),
  });
}

/** §2 Password reset, after the answer: a link for an account that may use one, nothing otherwise. */
export async function sendResetLink(work: MailWork, email: string): Promise<void> {
  const { db, config, mailer } = work;
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (row === undefined || !mayReceiveLinks(row)) return;
  const token = await issueLink(db, row.id, 'reset', RESET_TTL_MS);
  const link = `${config.publicUrl}/react/reset-password?token=${token}`;
  await mailer.send({ to: email, ...mailText(row.language as Language, 'reset', link) });
}

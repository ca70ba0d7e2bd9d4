import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@domain/user';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { networks, unblockRequests, users } from '../db/schema';
import { DEMO_USERS } from './demo-users';
import { createRandom } from './random';
import { seeded } from './clock';

/** The password of every extra demo account (they exist to fill the accounts list, not to log in with). */
const EXTRA_PASSWORD = 'demo-account-pass';
/** A fixed "now" keeps the seed the same on every run. */
/** 20 November 2026 of the demo layout, moved before the seeding time (./clock). */
const NOW = () => seeded(Date.parse('2026-11-20T09:00:00Z')).getTime();
const DAY = 86_400_000;

interface ExtraUser {
  first: string;
  last: string;
  company: string;
  role: Role;
  active: boolean;
}

/** Extra accounts in the demo companies (keys of demo-users.ts). */
const EXTRA_USERS: ExtraUser[] = [
  { first: 'Jan', last: 'Nowak', company: 'dairy', role: 'supplier', active: false },
  { first: 'Olga', last: 'Wiśniewska', company: 'brewery', role: 'supplier', active: false },
  { first: 'Tomasz', last: 'Lis', company: 'brewery', role: 'supplier', active: true },
  { first: 'Agnieszka', last: 'Kowalczyk', company: 'dairy', role: 'supplier', active: true },
  { first: 'Paweł', last: 'Zieliński', company: 'dairy', role: 'supplier', active: true },
  { first: 'Katarzyna', last: 'Szymańska', company: 'brewery', role: 'supplier', active: true },
  { first: 'Michał', last: 'Woźniak', company: 'selgros', role: 'network', active: true },
  { first: 'Joanna', last: 'Dąbrowska', company: 'selgros', role: 'network', active: true },
  { first: 'Krzysztof', last: 'Kozłowski', company: 'penny', role: 'network', active: true },
  { first: 'Monika', last: 'Jankowska', company: 'penny', role: 'network', active: false },
  { first: 'Andrei', last: 'Popescu', company: 'carrefour', role: 'network', active: true },
  { first: 'Ioana', last: 'Ionescu', company: 'carrefour', role: 'network', active: true },
  { first: 'Klaus', last: 'Becker', company: 'metro', role: 'metro', active: true },
  { first: 'Sabine', last: 'Hoffmann', company: 'markant', role: 'qc_manager', active: true },
  { first: 'Łukasz', last: 'Mazur', company: 'operator', role: 'mdm', active: true },
  { first: 'Magdalena', last: 'Krawczyk', company: 'operator', role: 'cm', active: true },
  { first: 'Grzegorz', last: 'Piotrowski', company: 'operator', role: 'admin', active: true },
  { first: 'Beata', last: 'Grabowska', company: 'dairy', role: 'supplier', active: true },
  { first: 'Rafał', last: 'Pawłowski', company: 'brewery', role: 'supplier', active: false },
  { first: 'Ewelina', last: 'Michalska', company: 'dairy', role: 'supplier', active: true },
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

/**
 * §2 Accounts list and unblock requests demo data (docs/decisions/0018): twenty more accounts in the demo
 * companies (some inactive), a last login for most accounts, and unblock requests in every state — one
 * pending from blocked@demo.pim, one pending and one rejected from deactivated suppliers, one accepted.
 */
export async function seedAccounts(db: Db, companyIds: Record<string, number>): Promise<void> {
  const random = createRandom(2026_0018);
  // One salt per account, as for every password (identical hashes would tell equal passwords apart).
  const hashes = await Promise.all(EXTRA_USERS.map(() => hashPassword(EXTRA_PASSWORD)));
  const networkOf = new Map(
    (await db.select({ code: networks.code, companyId: networks.companyId }).from(networks)).map((row) => [
      row.companyId,
      row.code,
    ]),
  );
  const ids: Record<string, number> = {};
  for (const [index, extra] of EXTRA_USERS.entries()) {
    const companyId = companyIds[extra.company]!;
    const [row] = await db
      .insert(users)
      .values({
        email: `${ascii(extra.first)}.${ascii(extra.last)}@${extra.company}.demo.pim`,
        passwordHash: hashes[index]!,
        firstName: extra.first,
        lastName: extra.last,
        role: extra.role,
        companyId,
        networkCode: networkOf.get(companyId) ?? null,
        isActive: extra.active,
        emailConfirmedAt: new Date(NOW() - 300 * DAY),
        createdAt: new Date(NOW() - (280 - index * 11) * DAY),
        // A few have never logged in.
        lastLoginAt:
          index % 6 === 5 ? null : new Date(NOW() - random.int(0, 60) * DAY - random.int(0, 86_399) * 1000),
      })
      .returning({ id: users.id });
    ids[extra.last] = row!.id;
  }
  // The demo accounts of every role logged in recently (the blocked one long ago).
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  for (const row of demo)
    await db
      .update(users)
      .set({
        lastLoginAt: new Date(NOW() - (row.email === 'blocked@demo.pim' ? 95 : random.int(0, 6)) * DAY),
      })
      .where(eq(users.id, row.id));

  const blocked = demo.find((row) => row.email === 'blocked@demo.pim');
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pim'));
  const requests = [
    ...(blocked === undefined
      ? []
      : [
          {
            userId: blocked.id,
            message:
              'Dzień dobry, moje konto zostało zablokowane po zmianie działu. Nadal przygotowuję karty nabiału dla sieci — proszę o odblokowanie.',
            createdAt: new Date(NOW() - 1 * DAY),
          },
        ]),
    {
      userId: ids.Nowak!,
      message: 'Wróciłem z urlopu rodzicielskiego i nie mogę się zalogować. Proszę o przywrócenie dostępu.',
      createdAt: new Date(NOW() - 2 * DAY),
    },
    {
      userId: ids['Wiśniewska']!,
      message: 'Proszę o odblokowanie konta.',
      status: 'rejected' as const,
      reason: 'Osoba nie pracuje już w Browarze Pod Lipą — potwierdzone przez firmę.',
      decidedBy: admin?.id ?? null,
      decidedAt: new Date(NOW() - 9 * DAY),
      createdAt: new Date(NOW() - 12 * DAY),
    },
    {
      userId: ids.Lis!,
      message: 'Konto zablokowane po kilku nieudanych logowaniach, proszę o pomoc.',
      status: 'accepted' as const,
      decidedBy: admin?.id ?? null,
      decidedAt: new Date(NOW() - 20 * DAY),
      createdAt: new Date(NOW() - 21 * DAY),
    },
  ];
  await db.insert(unblockRequests).values(requests);
}

const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productIssues, productRemarks, products, users } from '../db/schema';
import type { ReferenceIds } from './reference';
import { seeded } from './clock';

/** Demo findings: the same few on the first cards, so every demo run shows the same issues and remarks. */
const ISSUES = [
  {
    type: 'qc' as const,
    ns: 'product_profile',
    identify: 'name_to_show',
    header: 'Nazwa handlowa',
    message: 'Nazwa handlowa nie zawiera gramatury widocznej na opakowaniu.',
  },
  {
    type: 'compliance' as const,
    ns: 'gallery',
    identify: '2',
    header: 'Zdjęcie frontu',
    message: 'Zdjęcie frontu nie ma białego tła.',
  },
];

const at = (day: number) => seeded(Date.UTC(2026, 10, day, 9, 30));

/**
 * §3 Fault and issue, §2 remarks: open issues and remarks on the first three cards a network sees and
 * the first three cards of the demo supplier, reported by the QC manager and the network user. Six small
 * inserts whatever the catalogue size.
 */
export async function seedIssues(db: Db, ref: ReferenceIds): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email, networkCode: users.networkCode })
    .from(users)
    .where(inArray(users.email, ['qc@demo.pim', 'network@demo.pim', 'supplier@demo.pim']));
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const qc = byEmail.get('qc@demo.pim');
  const network = byEmail.get('network@demo.pim');
  const supplier = byEmail.get('supplier@demo.pim');
  if (qc === undefined || network === undefined || supplier === undefined) return;

  const inNetwork = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.availability} @> ${JSON.stringify([{ code: network.networkCode ?? '', visibility: true }])}::jsonb`,
    )
    .orderBy(asc(products.id))
    .limit(3);
  const supplierCompany = ref.companies.dairy ?? -1;
  const own = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, supplierCompany))
    .orderBy(asc(products.id))
    .limit(3);
  const cards = [...new Set([...inNetwork, ...own].map((row) => row.id))];
  if (cards.length === 0) return;

  const attributeIssue = {
    type: 'qc' as const,
    ns: 'attributes',
    identify: ref.attributeUuids.net_content ?? 'net_content',
    header: 'Zawartość netto',
    message: 'Zawartość netto różni się od podanej na etykiecie.',
  };
  await db
    .insert(productIssues)
    .values(
      cards.flatMap((productId, index) =>
        [...ISSUES, attributeIssue]
          .filter((_, which) => (index + which) % 2 === 0)
          .map((issue) => ({ ...issue, productId, createdBy: qc.id, createdAt: at(10 + index) })),
      ),
    );
  const ownIds = new Set(own.map((row) => row.id));
  await db.insert(productRemarks).values(
    cards.flatMap((productId, index) => [
      {
        productId,
        authorId: network.id,
        networkCode: network.networkCode,
        message: 'Prosimy o uzupełnienie zdjęcia etykiety przed wprowadzeniem do sieci.',
        createdAt: at(12 + index),
      },
      // The supplier answers on its own cards only.
      ...(ownIds.has(productId)
        ? [
            {
              productId,
              authorId: supplier.id,
              networkCode: null,
              message: 'Nowa etykieta w przygotowaniu, zdjęcie dodamy w przyszłym tygodniu.',
              createdAt: at(13 + index),
            },
          ]
        : []),
    ]),
  );
}

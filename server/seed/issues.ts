import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productIssueEvents, productIssues, productRemarks, products, users } from '../db/schema';
import type { ReferenceIds } from './reference';
import { seeded } from './clock';

/** Demo findings: the same few on the first cards, so every demo run shows the same issues and remarks. */
const ISSUES = [
  {
    type: 'qc' as const,
    ns: 'product_profile',
    identify: 'name_to_show',
    header: 'Nazwa handlowa',
    message: 'Prosimy o nazwę handlową bez marki: marka ma na karcie własne pole.',
  },
  {
    type: 'compliance' as const,
    ns: 'gallery',
    identify: '2',
    header: 'Zdjęcie frontu',
    message: 'Zdjęcie frontu jest wizualizacją opakowania, prosimy o fotografię produktu.',
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
    identify: ref.attributeUuids.ingredients ?? 'ingredients',
    header: 'Składniki',
    message: 'Prosimy o wyróżnienie alergenów w składzie wielkimi literami (np. MLEKO).',
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
  await seedClosedIssues(db, supplierCompany, { qc: qc.id, supplier: supplier.id });
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

/**
 * §3 Issues after their report (docs/decisions/0040): on the demo supplier's fourth to sixth cards one
 * issue waiting for QC after the supplier's answer, one accepted and one withdrawn, each with its thread,
 * so the issue screens show every status and not only open ones.
 */
async function seedClosedIssues(db: Db, companyId: number, people: { qc: number; supplier: number }) {
  const cards = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.id))
    .offset(3)
    .limit(3);
  const report = {
    type: 'qc' as const,
    ns: 'product_profile',
    identify: 'name_to_show',
    header: 'Nazwa handlowa',
    createdBy: people.qc,
  };
  const threads = [
    {
      status: 'resolved' as const,
      message: 'Prosimy o pełną nazwę rodzaju produktu w nazwie handlowej.',
      steps: [
        {
          step: 'resolved' as const,
          role: 'supplier' as const,
          by: people.supplier,
          say: 'Nazwa poprawiona.',
        },
      ],
    },
    {
      status: 'accepted' as const,
      message: 'Nazwa handlowa powinna zaczynać się od marki.',
      steps: [
        {
          step: 'resolved' as const,
          role: 'supplier' as const,
          by: people.supplier,
          say: 'Marka jest na początku.',
        },
        { step: 'accepted' as const, role: 'qc_manager' as const, by: people.qc, say: null },
      ],
    },
    {
      status: 'cancelled' as const,
      message: 'Prosimy o sprawdzenie gramatury w nazwie handlowej.',
      steps: [
        {
          step: 'cancelled' as const,
          role: 'qc_manager' as const,
          by: people.qc,
          say: 'Gramatura jest zgodna z etykietą.',
        },
      ],
    },
  ];
  for (const [index, card] of cards.entries()) {
    const thread = threads[index]!;
    const closed = thread.steps.at(-1)!;
    const [issue] = await db
      .insert(productIssues)
      .values({
        ...report,
        productId: card.id,
        message: thread.message,
        status: thread.status,
        createdAt: at(3 + index),
        closedBy: thread.status === 'resolved' ? null : closed.by,
        closedAt: thread.status === 'resolved' ? null : at(6 + index),
      })
      .returning({ id: productIssues.id });
    let status: 'open' | 'resolved' | 'accepted' | 'cancelled' = 'open';
    await db.insert(productIssueEvents).values(
      thread.steps.map((step, which) => {
        status = step.step === 'resolved' ? 'resolved' : step.step === 'accepted' ? 'accepted' : 'cancelled';
        return {
          issueId: issue!.id,
          step: step.step,
          status,
          message: step.say,
          authorId: step.by,
          authorRole: step.role,
          createdAt: at(4 + index + which),
        };
      }),
    );
  }
}

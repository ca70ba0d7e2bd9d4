import type { Db } from '@server/db/client';
import { essentialityRows, offers, productIssues, products, qcChecks, users } from '@server/db/schema';

/** What a card's readiness for a network must say, counted here from the stored rows, not in SQL. */
export interface ExpectedReadiness {
  network: string;
  state: 'todo' | 'waiting' | 'ready';
  completeness: number;
  missing: string[];
  qc: 'not_checked' | 'passed' | 'failed';
  qc_comment: string;
  offer: 'none' | 'offered' | 'approved' | 'rejected';
  open_issues: number;
}

export interface StoredCard {
  id: number;
  companyId: number;
  visibleIn: string[];
  networks: string[];
}

/** Every stored row readiness is made of, read straight from the tables. */
export async function storedRows(db: Db) {
  const [cards, requirements, verdicts, offerRows, issues, people] = await Promise.all([
    db
      .select({ id: products.id, companyId: products.companyId, availability: products.availability })
      .from(products),
    db.select().from(essentialityRows),
    db.select().from(qcChecks),
    db.select().from(offers),
    db.select().from(productIssues),
    db.select({ id: users.id, networkCode: users.networkCode }).from(users),
  ]);
  // The networks the card is visible in, and those it was offered to.
  const stored: StoredCard[] = cards.map((card) => ({
    id: card.id,
    companyId: card.companyId,
    visibleIn: card.availability.flatMap((entry) => {
      const { code, visibility } = entry as { code?: unknown; visibility?: unknown };
      return visibility === true && typeof code === 'string' ? [code] : [];
    }),
    networks: [
      ...new Set([
        ...card.availability.flatMap((entry) => {
          const { code, visibility } = entry as { code?: unknown; visibility?: unknown };
          return visibility === true && typeof code === 'string' ? [code] : [];
        }),
        ...offerRows.filter((offer) => offer.productId === card.id).map((offer) => offer.networkCode),
      ]),
    ],
  }));
  return { cards: stored, requirements, verdicts, offerRows, issues, people };
}
export type StoredRows = Awaited<ReturnType<typeof storedRows>>;

/** The readiness of one card for one network, from the rows as the decision 0042 words it. */
export function expectedReadiness(rows: StoredRows, productId: number, network: string): ExpectedReadiness {
  const requirement = rows.requirements.find(
    (row) => row.productId === productId && row.networkCode === network,
  );
  const chain = network === 'selgros' || network === 'markant' ? network : 'card';
  const verdict = rows.verdicts.find((row) => row.productId === productId && row.chain === chain);
  const latest = rows.offerRows
    .filter((row) => row.productId === productId && row.networkCode === network)
    .sort((a, b) => b.id - a.id)[0];
  const reporter = new Map(rows.people.map((person) => [person.id, person.networkCode]));
  const openIssues = rows.issues.filter((issue) => {
    if (issue.productId !== productId || issue.status !== 'open') return false;
    const from = issue.createdBy === null ? null : (reporter.get(issue.createdBy) ?? null);
    return from === null || from === network;
  }).length;
  const qc = verdict?.status === 1 ? 'passed' : verdict?.status === 2 ? 'failed' : 'not_checked';
  const offer =
    latest?.status === 1
      ? 'offered'
      : latest?.status === 2
        ? 'approved'
        : latest?.status === 3
          ? 'rejected'
          : 'none';
  const missing = [...(requirement?.missingUuids ?? [])];
  const todo = missing.length > 0 || qc === 'failed' || offer === 'rejected' || openIssues > 0;
  return {
    network,
    state: todo ? 'todo' : qc === 'not_checked' || offer === 'offered' ? 'waiting' : 'ready',
    completeness:
      requirement === undefined || requirement.required === 0
        ? 100
        : Math.floor((requirement.filled * 100) / requirement.required),
    missing,
    qc,
    qc_comment: verdict?.comment ?? '',
    offer,
    open_issues: openIssues,
  };
}

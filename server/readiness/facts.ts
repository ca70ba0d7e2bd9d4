import { and, eq, inArray } from 'drizzle-orm';
import { ISSUE_STATUS } from '@domain/issues';
import { issueConcerns, qcChainOf, type ReadinessFacts } from '@domain/readiness';
import type { Db } from '../db/client';
import { essentialityRows, offers, productIssues, qcChecks, users } from '../db/schema';

/** A card and the networks it is visible in (lists.product_rows.network_codes). */
export interface ReadinessCard {
  id: number;
  networks: readonly string[];
}

const key = (productId: number, network: string) => `${productId}:${network}`;

/**
 * What is stored about each card and each of its networks (docs/decisions/0042): the essentiality row,
 * the verdicts, the latest offer per network and the open issues with their reporter's network. Four
 * queries whatever the number of cards, each by product id on its own index.
 */
export async function readinessFacts(
  db: Db,
  cards: readonly ReadinessCard[],
): Promise<Map<number, ReadinessFacts[]>> {
  return factsOf(
    cards,
    await storedFacts(
      db,
      cards.map((card) => card.id),
    ),
  );
}

/** The stored rows readinessFacts reads, by card id alone: they can be read before the networks are known. */
export type StoredFacts = Awaited<ReturnType<typeof storedFacts>>;

export async function storedFacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [[], [], [], []] as const;
  return Promise.all([
    db
      .select({
        productId: essentialityRows.productId,
        network: essentialityRows.networkCode,
        required: essentialityRows.required,
        filled: essentialityRows.filled,
        missing: essentialityRows.missingUuids,
      })
      .from(essentialityRows)
      .where(inArray(essentialityRows.productId, [...ids])),
    db
      .select({
        productId: qcChecks.productId,
        chain: qcChecks.chain,
        status: qcChecks.status,
        comment: qcChecks.comment,
        checkedAt: qcChecks.checkedAt,
      })
      .from(qcChecks)
      .where(inArray(qcChecks.productId, [...ids])),
    db
      .select({
        id: offers.id,
        productId: offers.productId,
        network: offers.networkCode,
        status: offers.status,
      })
      .from(offers)
      .where(inArray(offers.productId, [...ids])),
    db
      .select({ productId: productIssues.productId, reporterNetwork: users.networkCode })
      .from(productIssues)
      .leftJoin(users, eq(users.id, productIssues.createdBy))
      .where(and(inArray(productIssues.productId, [...ids]), eq(productIssues.status, ISSUE_STATUS.OPEN))),
  ]);
}

/** Each card's facts per network, from the rows storedFacts read for (at least) these cards. */
export function factsOf(
  cards: readonly ReadinessCard[],
  [requirements, verdicts, offerRows, issues]: StoredFacts,
): Map<number, ReadinessFacts[]> {
  const requirementOf = new Map(requirements.map((row) => [key(row.productId, row.network), row]));
  const verdictOf = new Map(verdicts.map((row) => [key(row.productId, row.chain), row]));
  // The latest offer of a card to a network speaks for it: a rejected one is followed by a new offer.
  const latestOffer = new Map<string, { id: number; status: number }>();
  for (const row of offerRows) {
    const known = latestOffer.get(key(row.productId, row.network));
    if (known === undefined || known.id < row.id) latestOffer.set(key(row.productId, row.network), row);
  }
  return new Map(
    cards.map((card) => [
      card.id,
      card.networks.map((network): ReadinessFacts => {
        const requirement = requirementOf.get(key(card.id, network));
        const verdict = verdictOf.get(key(card.id, qcChainOf(network)));
        return {
          network,
          requirement:
            requirement === undefined
              ? null
              : { required: requirement.required, filled: requirement.filled, missing: requirement.missing },
          qc:
            verdict === undefined
              ? null
              : {
                  status: verdict.status,
                  comment: verdict.comment,
                  checkedAt: verdict.checkedAt.toISOString(),
                },
          offerStatus: latestOffer.get(key(card.id, network))?.status ?? null,
          openIssues: issues.filter(
            (issue) => issue.productId === card.id && issueConcerns(issue.reporterNetwork, network),
          ).length,
        };
      }),
    ]),
  );
}

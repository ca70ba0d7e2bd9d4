import { inArray } from 'drizzle-orm';
import type { NetworkReadinessAnswer } from '@contract/readiness';
import type { Language } from '@domain/constants';
import { networkReadiness, type ReadinessFacts } from '@domain/readiness';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { attributes, networks } from '../db/schema';
import { nameIn } from '../products/localize';

/**
 * docs/decisions/0042: a supplier and an administrator look at every network the card is visible in; a
 * user of a network (its own staff, its category and master-data managers, a QC manager) at that network.
 */
export function networksFor(user: CurrentUser, cardNetworks: readonly string[]): string[] {
  if (user.is_supplier || user.is_admin || user.network_code === null) return [...cardNetworks];
  return cardNetworks.filter((network) => network === user.network_code);
}

/**
 * The readiness of each card's facts in the answer's words (network names, missing attributes named), card
 * by card in the order given; two queries for all the cards.
 */
export async function readinessAnswers(
  db: Db,
  cards: readonly (readonly ReadinessFacts[])[],
  language: Language,
  /** Whether the missing attributes are named (the list's cells do not show them: no lookup). */
  missingNames = true,
): Promise<NetworkReadinessAnswer[][]> {
  const computed = cards.map((facts) => facts.map(networkReadiness));
  const uuids = missingNames ? [...new Set(computed.flat().flatMap((readiness) => readiness.missing))] : [];
  const [networkRows, attributeRows] = await Promise.all([
    db.select({ code: networks.code, name: networks.name }).from(networks),
    uuids.length === 0
      ? []
      : db
          .select({ uuid: attributes.uuid, name: attributes.name, section: attributes.sectionCode })
          .from(attributes)
          .where(inArray(attributes.uuid, uuids)),
  ]);
  const networkName = new Map(networkRows.map((row) => [row.code, row.name]));
  const attribute = new Map(attributeRows.map((row) => [row.uuid, row]));
  return computed.map((readinesses) =>
    readinesses
      .map((readiness) => ({
        network: readiness.network,
        network_name: networkName.get(readiness.network) ?? readiness.network,
        state: readiness.state,
        blockers: readiness.blockers,
        completeness: readiness.completeness,
        required: readiness.required,
        missing: readiness.missing.map((uuid) => {
          const known = attribute.get(uuid);
          return {
            uuid,
            name: known === undefined ? uuid : nameIn(known.name, language),
            section: known?.section ?? '',
          };
        }),
        qc: readiness.qc,
        qc_comment: readiness.qcComment,
        qc_checked_at: readiness.qcCheckedAt,
        offer: readiness.offer,
        open_issues: readiness.openIssues,
      }))
      .sort((a, b) => a.network_name.localeCompare(b.network_name)),
  );
}

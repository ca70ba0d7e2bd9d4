import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DashboardTodo, TodoList } from '@contract/readiness';
import type { Language } from '@domain/constants';
import { ISSUE_STATUS } from '@domain/issues';
import { OFFER_STATUS } from '@domain/offers';
import { issueTarget, READINESS_PANEL_ID } from '@domain/readiness';
import { QC_STATUS } from '@domain/qc-status';
import type { Db } from '../db/client';
import {
  attributes,
  essentialityRows,
  networks,
  offers,
  productIssues,
  products,
  qcChecks,
  users,
} from '../db/schema';
import { withReadersHeaders } from '../issues/issue-headers';
import { nameIn } from '../products/localize';

/** How many to-dos of each kind the dashboard lists; the count covers them all. */
export const TO_DO_ITEMS = 10;

type SupplierTodo = Extract<DashboardTodo, { kind: 'supplier' }>;

/** The latest offer of its card to its network: no later one exists (docs/decisions/0042). */
const latestOffer = sql`not exists (select 1 from offers later where later.product_id = ${offers.productId}
  and later.network_code = ${offers.networkCode} and later.id > ${offers.id})`;

async function networkNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: networks.code, name: networks.name }).from(networks);
  return new Map(rows.map((row) => [row.code, row.name]));
}

async function openIssues(
  db: Db,
  companyId: number,
  names: Map<string, string>,
  language: Language,
): Promise<TodoList> {
  const where = and(eq(products.companyId, companyId), eq(productIssues.status, ISSUE_STATUS.OPEN));
  const [total, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(productIssues)
      .innerJoin(products, eq(products.id, productIssues.productId))
      .where(where),
    db
      .select({
        productId: productIssues.productId,
        name: products.nameToShow,
        ns: productIssues.ns,
        identify: productIssues.identify,
        header: productIssues.header,
        network: users.networkCode,
      })
      .from(productIssues)
      .innerJoin(products, eq(products.id, productIssues.productId))
      .leftJoin(users, eq(users.id, productIssues.createdBy))
      .where(where)
      .orderBy(desc(productIssues.createdAt), desc(productIssues.id))
      .limit(TO_DO_ITEMS),
  ]);
  // The header in the reader's language (docs/decisions/0065), as the missing attributes below.
  const issues = await withReadersHeaders(db, rows, language);
  return {
    count: total[0]?.n ?? 0,
    items: issues.map((row) => ({
      product_id: row.productId,
      name_to_show: row.name,
      network: row.network,
      network_name: row.network === null ? null : (names.get(row.network) ?? row.network),
      target: issueTarget(row.ns, row.identify),
      detail: row.header,
    })),
  };
}

async function failedVerdicts(db: Db, companyId: number, names: Map<string, string>): Promise<TodoList> {
  const where = and(eq(products.companyId, companyId), eq(qcChecks.status, QC_STATUS.FAILED));
  const [total, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(qcChecks)
      .innerJoin(products, eq(products.id, qcChecks.productId))
      .where(where),
    db
      .select({
        productId: qcChecks.productId,
        name: products.nameToShow,
        chain: qcChecks.chain,
        comment: qcChecks.comment,
      })
      .from(qcChecks)
      .innerJoin(products, eq(products.id, qcChecks.productId))
      .where(where)
      .orderBy(desc(qcChecks.checkedAt), desc(qcChecks.productId))
      .limit(TO_DO_ITEMS),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map((row) => {
      // The card's own QC is the platform's, which every network without a QC of its own relies on.
      const network = row.chain === 'card' ? null : row.chain;
      return {
        product_id: row.productId,
        name_to_show: row.name,
        network,
        network_name: network === null ? null : (names.get(network) ?? network),
        target: READINESS_PANEL_ID,
        detail: row.comment,
      };
    }),
  };
}

async function rejectedOffers(db: Db, companyId: number, names: Map<string, string>): Promise<TodoList> {
  const where = and(eq(offers.companyId, companyId), eq(offers.status, OFFER_STATUS.REJECTED), latestOffer);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(offers).where(where),
    db
      .select({
        productId: offers.productId,
        name: products.nameToShow,
        network: offers.networkCode,
        comment: offers.comment,
      })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(where)
      .orderBy(desc(offers.decidedAt), desc(offers.id))
      .limit(TO_DO_ITEMS),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map((row) => ({
      product_id: row.productId,
      name_to_show: row.name,
      network: row.network,
      network_name: names.get(row.network) ?? row.network,
      target: READINESS_PANEL_ID,
      detail: row.comment,
    })),
  };
}

const missingCount = sql<number>`cardinality(${essentialityRows.missingUuids})`;

async function missingAttributes(db: Db, companyId: number, names: Map<string, string>, language: Language) {
  const where = and(eq(essentialityRows.companyId, companyId), gt(missingCount, 0));
  const [byNetwork, rows] = await Promise.all([
    db
      .select({
        network: essentialityRows.networkCode,
        cards: count(),
        attributes: sql<number>`coalesce(sum(${missingCount}), 0)::int`,
      })
      .from(essentialityRows)
      .where(where)
      .groupBy(essentialityRows.networkCode)
      .orderBy(essentialityRows.networkCode),
    db
      .select({
        productId: essentialityRows.productId,
        name: essentialityRows.nameToShow,
        network: essentialityRows.networkCode,
        first: sql<string>`${essentialityRows.missingUuids}[1]::text`,
        attribute: attributes.name,
      })
      .from(essentialityRows)
      .leftJoin(attributes, sql`${attributes.uuid} = ${essentialityRows.missingUuids}[1]`)
      .where(where)
      .orderBy(desc(essentialityRows.updatedAt), desc(essentialityRows.id))
      .limit(TO_DO_ITEMS),
  ]);
  const list: TodoList = {
    count: byNetwork.reduce((sum, row) => sum + row.cards, 0),
    items: rows.map((row) => ({
      product_id: row.productId,
      name_to_show: row.name,
      network: row.network,
      network_name: names.get(row.network) ?? row.network,
      target: `attribute-${row.first}`,
      detail: row.attribute === null ? row.first : nameIn(row.attribute, language),
    })),
  };
  const perNetwork = byNetwork.map((row) => ({
    network: row.network,
    network_name: names.get(row.network) ?? row.network,
    cards: row.cards,
    attributes: row.attributes,
  }));
  return { list, perNetwork };
}

/**
 * A supplier's "what needs doing" (docs/decisions/0042): its cards' open issues, failed QC verdicts, offers
 * whose latest answer is a rejection, and the cards still missing attributes a network requires.
 */
export async function supplierTodo(db: Db, companyId: number, language: Language): Promise<SupplierTodo> {
  const names = await networkNames(db);
  const [issues, verdicts, rejected, missing] = await Promise.all([
    openIssues(db, companyId, names, language),
    failedVerdicts(db, companyId, names),
    rejectedOffers(db, companyId, names),
    missingAttributes(db, companyId, names, language),
  ]);
  return {
    kind: 'supplier',
    open_issues: issues,
    qc_failed: verdicts,
    offer_rejected: rejected,
    missing_attributes: missing.list,
    missing_by_network: missing.perNetwork,
  };
}

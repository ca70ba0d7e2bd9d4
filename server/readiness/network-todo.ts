import { and, count, desc, eq } from 'drizzle-orm';
import type { DashboardTodo, TodoList } from '@contract/readiness';
import type { Language } from '@domain/constants';
import { ISSUE_STATUS } from '@domain/issues';
import { OFFER_STATUS } from '@domain/offers';
import { issueTarget } from '@domain/readiness';
import type { Db } from '../db/client';
import { offers, productIssues, products, users } from '../db/schema';
import { withReadersHeaders } from '../issues/issue-headers';
import { TO_DO_ITEMS } from './supplier-todo';

type NetworkTodo = Extract<DashboardTodo, { kind: 'network' }>;

/** Offers made to the network that its category manager has not answered yet (§2 Offers, status 1). */
async function awaitingDecision(db: Db, network: string, name: string): Promise<TodoList> {
  const where = and(eq(offers.networkCode, network), eq(offers.status, OFFER_STATUS.OFFERED));
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(offers).where(where),
    db
      .select({ productId: offers.productId, name: products.nameToShow, offer: offers.name })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(where)
      // The longest waiting first.
      .orderBy(offers.createdAt, offers.id)
      .limit(TO_DO_ITEMS),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map((row) => ({
      product_id: row.productId,
      name_to_show: row.name,
      network,
      network_name: name,
      target: null,
      detail: row.offer,
    })),
  };
}

/** Open issues the network's people reported: the supplier has still to answer them (§3 Fault and issue). */
async function issuesAwaitingAnswer(
  db: Db,
  network: string,
  name: string,
  language: Language,
): Promise<TodoList> {
  const where = and(eq(users.networkCode, network), eq(productIssues.status, ISSUE_STATUS.OPEN));
  const [total, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(productIssues)
      .innerJoin(users, eq(users.id, productIssues.createdBy))
      .where(where),
    db
      .select({
        productId: productIssues.productId,
        name: products.nameToShow,
        ns: productIssues.ns,
        identify: productIssues.identify,
        header: productIssues.header,
      })
      .from(productIssues)
      .innerJoin(users, eq(users.id, productIssues.createdBy))
      .innerJoin(products, eq(products.id, productIssues.productId))
      .where(where)
      .orderBy(productIssues.createdAt, desc(productIssues.id))
      .limit(TO_DO_ITEMS),
  ]);
  // The header in the reader's language (docs/decisions/0065).
  const issues = await withReadersHeaders(db, rows, language);
  return {
    count: total[0]?.n ?? 0,
    items: issues.map((row) => ({
      product_id: row.productId,
      name_to_show: row.name,
      network,
      network_name: name,
      target: issueTarget(row.ns, row.identify),
      detail: row.header,
    })),
  };
}

/** A network's side of the dashboard (docs/decisions/0042): what waits for the network, what for suppliers. */
export async function networkTodo(
  db: Db,
  network: string,
  name: string,
  language: Language,
): Promise<NetworkTodo> {
  const [decisions, issues] = await Promise.all([
    awaitingDecision(db, network, name),
    issuesAwaitingAnswer(db, network, name, language),
  ]);
  return { kind: 'network', network: name, awaiting_decision: decisions, issues_awaiting_answer: issues };
}

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  issueRefSchema,
  reportIssuesSchema,
  type IssueAnswer,
  type ModalInfoAnswer,
  type RemarksAnswer,
} from '@contract/product-issues';
import { canManageIssues, canReportIssues, ISSUE_STATUS } from '@domain/issues';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import type { Db } from '../db/client';
import { companies, networks, productIssues, productRemarks, users } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { findReadableCard, findVisibleCard, peopleNames, type CardRow } from '../products/card';

/** The fault namespace of issue requests. */
const NAMESPACE = 'issues';
const ID = '/api/p1/product/:id{[0-9]+}';

/** The open issues of a card, oldest first. */
async function openIssues(db: Db, productId: number): Promise<IssueAnswer[]> {
  return db
    .select({
      type: productIssues.type,
      ns: productIssues.ns,
      identify: productIssues.identify,
      header: productIssues.header,
      message: productIssues.message,
    })
    .from(productIssues)
    .where(and(eq(productIssues.productId, productId), eq(productIssues.status, ISSUE_STATUS.OPEN)))
    .orderBy(asc(productIssues.id));
}

/** 403 unless the user's role allows it (docs/decisions/0009). */
function requireRole(allowed: (user: CurrentUser) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!allowed(c.var.user!)) return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}

/** The card of the path when the user may see it (§6), else the 404 answer. */
async function visibleCard(c: Context<AppEnv>): Promise<CardRow | Response> {
  const card = await findVisibleCard(c.var.db, c.var.user!, Number(c.req.param('id')));
  return card ?? errorAnswer(c, 404, 'errors.productNotFound');
}

/** The card of the path when the user may read it (an offered card for its chain, 0041), else the 404. */
async function readableCard(c: Context<AppEnv>): Promise<CardRow | Response> {
  const card = await findReadableCard(c.var.db, c.var.user!, Number(c.req.param('id')));
  return card ?? errorAnswer(c, 404, 'errors.productNotFound');
}

/** PUT resolve-issue / cancel-issue: the matching open issues get the status; 404 when none is open. */
function closeIssue(status: typeof ISSUE_STATUS.RESOLVED | typeof ISSUE_STATUS.CANCELLED) {
  return async (c: Context<AppEnv>) => {
    const card = await visibleCard(c);
    if (card instanceof Response) return card;
    const parsed = await parseBody(c, issueRefSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const closed = await c.var.db
      .update(productIssues)
      .set({ status, closedBy: c.var.user!.id, closedAt: new Date() })
      .where(
        and(
          eq(productIssues.productId, card.id),
          eq(productIssues.ns, parsed.data.ns),
          eq(productIssues.identify, parsed.data.identify),
          eq(productIssues.status, ISSUE_STATUS.OPEN),
        ),
      )
      .returning({ id: productIssues.id });
    if (closed.length === 0) return errorAnswer(c, 404, 'issues.notFound');
    return c.json({ issues: await openIssues(c.var.db, card.id) });
  };
}

/**
 * §3 Fault and issue, §7: GET /api/p1/product/{id}/issues (the open ones), /remarks and /modal-info for
 * whoever may see the card (404 otherwise); PUT /resolve-issue and /cancel-issue {identify, ns} for QC
 * roles and admins; POST /report-issues {issues} for networks, QC managers and admins.
 */
export const productIssueRoutes = new Hono<AppEnv>()
  .get(`${ID}/issues`, requireUser(), async (c) => {
    const card = await readableCard(c);
    if (card instanceof Response) return card;
    return c.json({ issues: await openIssues(c.var.db, card.id) });
  })
  .get(`${ID}/remarks`, requireUser(), async (c) => {
    const card = await readableCard(c);
    if (card instanceof Response) return card;
    const rows = await c.var.db
      .select({
        id: productRemarks.id,
        authorId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        networkCode: networks.code,
        networkName: networks.name,
        message: productRemarks.message,
        createdAt: productRemarks.createdAt,
      })
      .from(productRemarks)
      .innerJoin(users, eq(users.id, productRemarks.authorId))
      .leftJoin(networks, eq(networks.code, productRemarks.networkCode))
      .where(eq(productRemarks.productId, card.id))
      .orderBy(desc(productRemarks.createdAt), desc(productRemarks.id));
    const answer: RemarksAnswer = {
      remarks: rows.map((row) => ({
        id: row.id,
        author: { id: row.authorId, name: `${row.firstName} ${row.lastName}` },
        network:
          row.networkCode === null || row.networkName === null
            ? null
            : { code: row.networkCode, name: row.networkName },
        message: row.message,
        created_at: row.createdAt.toISOString(),
      })),
    };
    return c.json(answer);
  })
  .get(`${ID}/modal-info`, requireUser(), async (c) => {
    const card = await readableCard(c);
    if (card instanceof Response) return card;
    const db = c.var.db;
    const [company, issueCount, remarkCount, names] = await Promise.all([
      db.select({ name: companies.name }).from(companies).where(eq(companies.id, card.companyId)),
      db
        .select({ n: count() })
        .from(productIssues)
        .where(and(eq(productIssues.productId, card.id), eq(productIssues.status, ISSUE_STATUS.OPEN))),
      db.select({ n: count() }).from(productRemarks).where(eq(productRemarks.productId, card.id)),
      peopleNames(db, [card.supplierUserId, card.lastEditorId]),
    ]);
    const person = (id: number | null) => {
      const name = id === null ? undefined : names.get(id);
      return id === null || name === undefined ? null : { id, name };
    };
    const answer: ModalInfoAnswer = {
      id: card.id,
      name_to_show: card.nameToShow,
      gtin: card.gtin,
      status: card.status,
      supplier: {
        company_id: card.companyId,
        company_name: company[0]?.name ?? '',
        user: person(card.supplierUserId),
      },
      created_at: card.createdAt.toISOString(),
      updated_at: card.updatedAt.toISOString(),
      last_editor: person(card.lastEditorId),
      open_issues: issueCount[0]?.n ?? 0,
      remarks: remarkCount[0]?.n ?? 0,
    };
    return c.json(answer);
  })
  .put(`${ID}/resolve-issue`, requireUser(), requireRole(canManageIssues), closeIssue(ISSUE_STATUS.RESOLVED))
  .put(`${ID}/cancel-issue`, requireUser(), requireRole(canManageIssues), closeIssue(ISSUE_STATUS.CANCELLED))
  .post(`${ID}/report-issues`, requireUser(), requireRole(canReportIssues), async (c) => {
    const card = await visibleCard(c);
    if (card instanceof Response) return card;
    const parsed = await parseBody(c, reportIssuesSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const userId = c.var.user!.id;
    await c.var.db.transaction(async (tx) => {
      for (const issue of parsed.data.issues) {
        // One open issue per type, ns and identify: a new report of the same finding replaces its text.
        const updated = await tx
          .update(productIssues)
          .set({ header: issue.header, message: issue.message, createdBy: userId, createdAt: new Date() })
          .where(
            and(
              eq(productIssues.productId, card.id),
              eq(productIssues.type, issue.type),
              eq(productIssues.ns, issue.ns),
              eq(productIssues.identify, issue.identify),
              eq(productIssues.status, ISSUE_STATUS.OPEN),
            ),
          )
          .returning({ id: productIssues.id });
        if (updated.length === 0)
          await tx.insert(productIssues).values({ ...issue, productId: card.id, createdBy: userId });
      }
    });
    return c.json({ issues: await openIssues(c.var.db, card.id) }, 201);
  });

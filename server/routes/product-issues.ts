import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  issueRefSchema,
  reportIssuesSchema,
  type IssueRef,
  type IssueStepAnswer,
  type ModalInfoAnswer,
  type RemarksAnswer,
} from '@contract/product-issues';
import {
  canAnswerIssue,
  canReportIssues,
  ISSUE_STATUS,
  isReporterSide,
  nextIssueStatus,
  threadRoleOf,
  type IssueAction,
  type IssueStatus,
} from '@domain/issues';
import type { Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { companies, networks, productIssueEvents, productIssues, productRemarks, users } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { issueRows, issueThread, openIssues, type IssueRow, type Queryable } from '../issues/thread';
import { findReadableCard, findVisibleCard, peopleNames, type CardRow } from '../products/card';

/** The fault namespace of issue requests. */
const NAMESPACE = 'issues';
const ID = '/api/p1/product/:id{[0-9]+}';

/** 403 unless the user's role allows it (docs/decisions/0009). */
function requireRole(allowed: (user: CurrentUser) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!allowed(c.get('user')!)) return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}

/** The card of the path when the user may see it (§6), else the 404 answer. */
async function visibleCard(c: Context<AppEnv>): Promise<CardRow | Response> {
  const card = await findVisibleCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
  return card ?? errorAnswer(c, 404, 'errors.productNotFound');
}

/** The card of the path when the user may read it (an offered card for its chain, 0041), else the 404. */
async function readableCard(c: Context<AppEnv>): Promise<CardRow | Response> {
  const card = await findReadableCard(c.get('db'), c.get('user')!, Number(c.req.param('id')));
  return card ?? errorAnswer(c, 404, 'errors.productNotFound');
}

/** The open issues (§7) and the whole thread, as every write answers. */
async function stepAnswer(
  db: Queryable,
  user: CurrentUser,
  card: CardRow,
  language: Language,
): Promise<IssueStepAnswer> {
  const [issues, thread] = await Promise.all([
    openIssues(db, card.id, language),
    issueThread(db, user, card, language),
  ]);
  return { issues, thread };
}

/** The issues a step names: the one of that id, or those of ns and identify the step applies to. */
function namedIssues(rows: IssueRow[], ref: IssueRef, step: IssueAction): IssueRow[] {
  if (ref.id !== undefined) return rows.filter((row) => row.id === ref.id);
  return rows.filter(
    (row) =>
      row.ns === ref.ns &&
      row.identify === ref.identify &&
      nextIssueStatus(step, row.status as IssueStatus) !== null,
  );
}

/** Whether the user is on the side that takes this step (§7; docs/decisions/0040-issue-thread.md). */
function mayTake(step: IssueAction, user: CurrentUser, card: CardRow, row: IssueRow): boolean {
  return step === 'resolved'
    ? canAnswerIssue(user, card.companyId)
    : isReporterSide(user, { id: row.reporterId, networkCode: row.reporterNetwork });
}

/** Only suppliers (of the card's company, checked per issue) and admins answer issues. */
const mayAnswer = (user: CurrentUser) => !user.is_blocked && (user.is_admin || user.is_supplier);

type StepRefusal = { status: 403 | 404 | 409; key: string };

/**
 * PUT resolve-issue / cancel-issue / accept-issue / reopen-issue: the named issues take the step and the
 * thread gets a line with who, in which role, when and the words given; one transaction, the rows locked.
 * 404 when nothing is named, 403 for the wrong side, 409 when the issue's status does not allow the step.
 */
function takeStep(step: IssueAction) {
  return async (c: Context<AppEnv>) => {
    const card = await visibleCard(c);
    if (card instanceof Response) return card;
    const parsed = await parseBody(c, issueRefSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const user = c.get('user')!;
    const refusal = await c.get('db').transaction(async (tx): Promise<StepRefusal | null> => {
      // Lock the card's issues so two steps at once on the same issue are taken one after the other.
      await tx
        .select({ id: productIssues.id })
        .from(productIssues)
        .where(eq(productIssues.productId, card.id))
        .for('update');
      const named = namedIssues(await issueRows(tx, card.id), parsed.data, step);
      if (named.length === 0) return { status: 404, key: 'issues.notFound' };
      if (!named.every((row) => mayTake(step, user, card, row)))
        return { status: 403, key: 'session.forbidden' };
      const next = named.map((row) => nextIssueStatus(step, row.status as IssueStatus));
      const to = next[0];
      if (to === null || to === undefined || next.some((status) => status !== to))
        return { status: 409, key: 'issueThread.errors.conflict' };
      const ids = named.map((row) => row.id);
      // A reopened issue is open again: nobody has closed it.
      const closing =
        to === ISSUE_STATUS.OPEN
          ? { closedBy: null, closedAt: null }
          : { closedBy: user.id, closedAt: new Date() };
      await tx
        .update(productIssues)
        .set({ status: to, ...closing })
        .where(inArray(productIssues.id, ids));
      await tx.insert(productIssueEvents).values(
        ids.map((issueId) => ({
          issueId,
          step,
          status: to,
          message: parsed.data.message ?? null,
          authorId: user.id,
          authorRole: threadRoleOf(user),
        })),
      );
      return null;
    });
    if (refusal !== null) return errorAnswer(c, refusal.status, refusal.key);
    return c.json(await stepAnswer(c.get('db'), user, card, c.get('language')));
  };
}

/**
 * §3 Fault and issue, §7: GET /api/p1/product/{id}/issues (the open ones), /remarks and /modal-info for
 * whoever may read the card (an offered card for its chain, 0041; 404 otherwise), and /issue-thread (every
 * issue with its steps); PUT /resolve-issue {id or identify and ns, message} for the supplier owning the
 * card, /accept-issue,
 * /reopen-issue and /cancel-issue for the reporter's side; POST /report-issues {issues} for networks, QC
 * managers and admins. docs/decisions/0009, 0040.
 */
export const productIssueRoutes = new Hono<AppEnv>()
  .get(`${ID}/issues`, requireUser(), async (c) => {
    const card = await readableCard(c);
    if (card instanceof Response) return card;
    return c.json({ issues: await openIssues(c.get('db'), card.id, c.get('language')) });
  })
  .get(`${ID}/remarks`, requireUser(), async (c) => {
    const card = await readableCard(c);
    if (card instanceof Response) return card;
    const rows = await c
      .get('db')
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
    const db = c.get('db');
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
  .get(`${ID}/issue-thread`, requireUser(), async (c) => {
    const card = await readableCard(c);
    if (card instanceof Response) return card;
    return c.json(await issueThread(c.get('db'), c.get('user')!, card, c.get('language')));
  })
  .put(`${ID}/resolve-issue`, requireUser(), requireRole(mayAnswer), takeStep('resolved'))
  .put(`${ID}/accept-issue`, requireUser(), requireRole(canReportIssues), takeStep('accepted'))
  .put(`${ID}/reopen-issue`, requireUser(), requireRole(canReportIssues), takeStep('reopened'))
  .put(`${ID}/cancel-issue`, requireUser(), requireRole(canReportIssues), takeStep('cancelled'))
  .post(`${ID}/report-issues`, requireUser(), requireRole(canReportIssues), async (c) => {
    const card = await visibleCard(c);
    if (card instanceof Response) return card;
    const parsed = await parseBody(c, reportIssuesSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const userId = c.get('user')!.id;
    await c.get('db').transaction(async (tx) => {
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
    return c.json(await stepAnswer(c.get('db'), c.get('user')!, card, c.get('language')), 201);
  });

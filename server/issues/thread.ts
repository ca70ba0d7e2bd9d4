import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IssueThreadAnswer, ThreadIssue, ThreadStep } from '@contract/product-issues';
import {
  canAnswerIssue,
  canReportIssues,
  isReporterSide,
  nextIssueStatus,
  threadRoleOfRole,
  type IssueStatus,
} from '@domain/issues';
import type { Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { productIssueEvents, productIssues, users } from '../db/schema';
import { withReadersHeaders } from './issue-headers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

const reporter = alias(users, 'reporter');

/** An issue row as the steps need it: status, and who reported it (the reporter's side). */
export async function issueRows(db: Queryable, productId: number) {
  return db
    .select({
      id: productIssues.id,
      type: productIssues.type,
      ns: productIssues.ns,
      identify: productIssues.identify,
      header: productIssues.header,
      message: productIssues.message,
      status: productIssues.status,
      createdAt: productIssues.createdAt,
      reporterId: reporter.id,
      reporterFirstName: reporter.firstName,
      reporterLastName: reporter.lastName,
      reporterRole: reporter.role,
      reporterNetwork: reporter.networkCode,
    })
    .from(productIssues)
    .leftJoin(reporter, eq(reporter.id, productIssues.createdBy))
    .where(eq(productIssues.productId, productId))
    .orderBy(desc(productIssues.id));
}
export type IssueRow = Awaited<ReturnType<typeof issueRows>>[number];

/** What the user may do with an issue now (§7; docs/decisions/0040-issue-thread.md). */
export function allowedSteps(user: CurrentUser, cardCompanyId: number, row: IssueRow): ThreadIssue['can'] {
  const reporterSide = isReporterSide(user, { id: row.reporterId, networkCode: row.reporterNetwork });
  const status = row.status as IssueStatus;
  return {
    resolve: canAnswerIssue(user, cardCompanyId) && nextIssueStatus('resolved', status) !== null,
    accept: reporterSide && nextIssueStatus('accepted', status) !== null,
    reopen: reporterSide && nextIssueStatus('reopened', status) !== null,
    cancel: reporterSide && nextIssueStatus('cancelled', status) !== null,
  };
}

/**
 * §3 Fault and issue: every issue of a card, newest first, each with its thread oldest first; headers in
 * the reader's language (docs/decisions/0065).
 */
export async function issueThread(
  db: Queryable,
  user: CurrentUser,
  card: { id: number; companyId: number },
  language: Language,
): Promise<IssueThreadAnswer> {
  const rows = await withReadersHeaders(db, await issueRows(db, card.id), language);
  const events =
    rows.length === 0
      ? []
      : await db
          .select({
            issueId: productIssueEvents.issueId,
            step: productIssueEvents.step,
            status: productIssueEvents.status,
            message: productIssueEvents.message,
            role: productIssueEvents.authorRole,
            at: productIssueEvents.createdAt,
            authorId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(productIssueEvents)
          .leftJoin(users, eq(users.id, productIssueEvents.authorId))
          .where(
            inArray(
              productIssueEvents.issueId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(productIssueEvents.id));
  const stepsOf = new Map<number, ThreadStep[]>();
  for (const event of events) {
    const steps = stepsOf.get(event.issueId) ?? [];
    steps.push({
      step: event.step,
      status: event.status,
      message: event.message,
      author:
        event.authorId === null ? null : { id: event.authorId, name: `${event.firstName} ${event.lastName}` },
      role: event.role,
      at: event.at.toISOString(),
    });
    stepsOf.set(event.issueId, steps);
  }
  return {
    can_report: canReportIssues(user),
    issues: rows.map((row) => ({
      id: row.id,
      type: row.type,
      ns: row.ns,
      identify: row.identify,
      header: row.header,
      message: row.message,
      status: row.status,
      steps: [
        {
          step: 'reported',
          status: 'open',
          message: row.message,
          author:
            row.reporterId === null
              ? null
              : { id: row.reporterId, name: `${row.reporterFirstName} ${row.reporterLastName}` },
          role: threadRoleOfRole(row.reporterRole ?? ''),
          at: row.createdAt.toISOString(),
        },
        ...(stepsOf.get(row.id) ?? []),
      ],
      can: allowedSteps(user, card.companyId, row),
    })),
  };
}

/** The open issues of a card in the §3 issue shape, oldest first (§7 GET /issues), headers as the reader reads. */
export async function openIssues(db: Queryable, productId: number, language: Language) {
  const rows = await db
    .select({
      type: productIssues.type,
      ns: productIssues.ns,
      identify: productIssues.identify,
      header: productIssues.header,
      message: productIssues.message,
    })
    .from(productIssues)
    .where(and(eq(productIssues.productId, productId), eq(productIssues.status, 'open')))
    .orderBy(asc(productIssues.id));
  return withReadersHeaders(db, rows, language);
}

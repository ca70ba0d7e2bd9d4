import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery } from '@contract/audit-trail';
import { AUDIT_PAGE_SIZE } from '@contract/audit-trail';
import type { AuditAction, AuditEntity, AuditSource } from '@domain/audit';
import type { Db } from '../db/client';
import { auditEntries } from '../db/schema';

type EntryRow = typeof auditEntries.$inferSelect;

/**
 * Where a history reads: one or more conditions, each served by its own index ending in id (migration 0033).
 * A user's history is what they did, what was done as them by someone who switched into them, and what
 * was done to their account; a company's is what was done to its data and what its users did.
 */
export type TrailScope =
  | { kind: 'all' }
  | { kind: 'card'; productId: number }
  | { kind: 'company'; companyId: number }
  | { kind: 'user'; userId: number };

function branches(scope: TrailScope): (SQL | undefined)[] {
  switch (scope.kind) {
    case 'all':
      return [undefined];
    case 'card':
      return [eq(auditEntries.productId, scope.productId)];
    case 'company':
      return [eq(auditEntries.companyId, scope.companyId), eq(auditEntries.actorCompanyId, scope.companyId)];
    case 'user':
      return [
        eq(auditEntries.userId, scope.userId),
        eq(auditEntries.switchedById, scope.userId),
        eq(auditEntries.subjectUserId, scope.userId),
      ];
  }
}

/** The report's filters, each narrowing whatever scope it is read in. */
function filters(query: AuditQuery): (SQL | undefined)[] {
  return [
    query.product_id === undefined ? undefined : eq(auditEntries.productId, query.product_id),
    query.user_id === undefined ? undefined : eq(auditEntries.userId, query.user_id),
    query.company_id === undefined ? undefined : eq(auditEntries.companyId, query.company_id),
    query.entity === undefined ? undefined : eq(auditEntries.entity, query.entity),
    query.field === undefined ? undefined : sql`${auditEntries.changes} ? ${query.field}`,
    query.source === undefined ? undefined : eq(auditEntries.source, query.source),
    query.from === undefined ? undefined : gte(auditEntries.at, sql`${query.from}::date`),
    query.to === undefined ? undefined : lt(auditEntries.at, sql`${query.to}::date + 1`),
    query.before === undefined ? undefined : lt(auditEntries.id, query.before),
  ];
}

function person(id: number | null, name: string | null) {
  return id === null ? null : { id, name: name ?? '' };
}

function entryOf(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    source: row.source as AuditSource,
    user: person(row.userId, row.userName),
    switched_by: person(row.switchedById, row.switchedByName),
    api_token_id: row.apiTokenId,
    entity: row.entity as AuditEntity,
    entity_id: row.entityId,
    action: row.action as AuditAction,
    product_id: row.productId,
    company_id: row.companyId,
    subject_user_id: row.subjectUserId,
    changes: Object.entries(row.changes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, change]) => ({ field, before: change.before ?? null, after: change.after ?? null })),
  };
}

/**
 * One page of a history, newest first. Each index the scope uses is walked down from `before` for at most
 * one page and one more row (a keyset walk, never OFFSET); the walks are merged, and the extra row tells
 * whether a next page exists.
 */
export async function readTrail(db: Db, scope: TrailScope, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const narrowing = filters(query);
  const walks = await Promise.all(
    branches(scope).map((branch) =>
      db
        .select()
        .from(auditEntries)
        .where(and(branch, ...narrowing))
        .orderBy(desc(auditEntries.id))
        .limit(limit + 1),
    ),
  );
  const merged = new Map<number, EntryRow>();
  for (const row of walks.flat()) merged.set(row.id, row);
  const newestFirst = [...merged.values()].sort((a, b) => b.id - a.id);
  const page = newestFirst.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(entryOf),
    next_before: newestFirst.length > limit && last !== undefined ? last.id : null,
  };
}

import { auditPageSchema, type AuditPage } from '@contract/audit-trail';
import { jobStartedSchema } from '@contract/jobs';
import type { AuditFilters, AuditScope } from '@domain/audit';
import { api } from './client';

const TRAIL = 'api/p1/audit-trail';

function searchOf(filters: AuditFilters, before: number | null): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  if (before !== null) search.set('before', String(before));
  return search;
}

function pathOf(scope: AuditScope): string {
  return scope.kind === 'report' ? TRAIL : `${TRAIL}/${scope.kind}/${scope.id}`;
}

/** One page of the change-log report, a user's history or a company's (docs/decisions/0052). */
export async function auditPage(
  scope: AuditScope,
  filters: AuditFilters,
  before: number | null,
): Promise<AuditPage> {
  return auditPageSchema.parse(
    await api.get(pathOf(scope), { searchParams: searchOf(filters, before) }).json(),
  );
}

/** Queues the xlsx export of everything the filters select; the jobs panel shows it. */
export async function exportAuditTrail(scope: AuditScope, filters: AuditFilters): Promise<void> {
  jobStartedSchema.parse(await api.post(`${TRAIL}/export`, { json: { scope, filters } }).json());
}

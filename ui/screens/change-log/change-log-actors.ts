import { fromPromise } from 'xstate';
import { auditPage, exportAuditTrail } from '@api/audit-trail';
import type { AuditPageView } from '@domain/audit';
import type { ChangeLogInput, ChangeLogReadInput } from '@machines/change-log.machine';

/** One page of the trail in the screen's scope (docs/decisions/0052). */
export const loadChangeLogActor = () =>
  fromPromise<AuditPageView, ChangeLogReadInput>(({ input }) =>
    auditPage(input.scope, input.filters, input.before),
  );

/** The export of everything the filters select, queued as a background job. */
export const exportChangeLogActor = () =>
  fromPromise<void, ChangeLogInput>(({ input }) => exportAuditTrail(input.scope, input.filters));

import type { AuditEntry, AuditExport, AuditQuery } from '@contract/audit-trail';
import { JOB_SOURCE } from '@contract/jobs';
import { LANGUAGES, type Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { yieldToOthers } from '../db/yield';
import { enqueueJob, type JobRow } from '../jobs/queue';
import { XLSX_TYPE } from '../jobs/product-list-export';
import type { FileMakingHandler } from '../jobs/job-files';
import { newWorkbook, sheetWithHeader } from '../products/export-xlsx';
import { formatDateCells, numberCell, wallClock } from '../xlsx/typed-cells';
import { loadCurrentUser } from '../users/current-user';
import { readTrail } from './read-trail';
import { withAttributeNames } from './attribute-fields';
import { companyHistoryAccess, reportAccess, userHistoryAccess, type TrailAccess } from './trail-access';

export const AUDIT_TRAIL_EXPORT = 'audit_trail_export';
/** Entries read per page: one page in memory at a time besides the workbook. */
const BATCH = 500;
/** Most entries one export holds: a bigger trail is narrowed with the filters first. */
export const EXPORT_MAX_ENTRIES = 100_000;

export interface AuditExportInput extends AuditExport {
  language: Language;
}

/** Who may export what is who may read it (docs/decisions/0052), asked again when the job runs. */
export function exportAccess(db: Db, user: CurrentUser, request: AuditExport): Promise<TrailAccess> {
  const { scope, filters } = request;
  if (scope.kind === 'user') return userHistoryAccess(db, user, scope.id);
  if (scope.kind === 'company') return companyHistoryAccess(db, user, scope.id);
  return reportAccess(db, user, filters);
}

/** A value before or after: a number a number cell, anything else its text (objects as JSON). */
const cell = (value: unknown): string | number =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

function rowsOf(
  entry: AuditEntry,
  tr: (key: string) => string,
  language: Language,
): (string | number | Date)[][] {
  const head = [
    wallClock(entry.at, language) ?? entry.at,
    entry.user?.name ?? tr('auditTrail.system'),
    entry.switched_by?.name ?? '',
    tr(`auditTrail.sources.${entry.source}`),
    tr(`auditTrail.entities.${entry.entity}`),
    numberCell(entry.entity_id),
    tr(`auditTrail.actions.${entry.action}`),
  ];
  return entry.changes.map((change) => [
    ...head,
    change.label ?? change.field,
    cell(change.shown === undefined ? change.before : change.shown.before),
    cell(change.shown === undefined ? change.after : change.shown.after),
  ]);
}

/** The xlsx of every change the filters select, one row per field changed, newest first. */
export function auditTrailExportHandler(): FileMakingHandler {
  return async ({ db, job, progress }) => {
    const input = job.input as AuditExportInput;
    const language: Language = LANGUAGES.includes(input.language) ? input.language : 'pl';
    const tr = (key: string, values: Record<string, string | number> = {}) =>
      translate(language, key, values);
    const user = await loadCurrentUser(db, job.userId);
    if (user === null || user.is_blocked) return { result: { message: 'jobs.errors.noAccess' } };
    const access = await exportAccess(db, user, input);
    if (!access.ok) return { result: { message: 'jobs.errors.noAccess' } };
    const workbook = await newWorkbook();
    const sheet = sheetWithHeader(workbook, tr('auditTrail.title'), [
      { header: tr('auditTrail.columns.at'), width: 22 },
      { header: tr('auditTrail.columns.who'), width: 24 },
      { header: tr('auditTrail.columns.actedAs'), width: 24 },
      { header: tr('auditTrail.columns.source'), width: 16 },
      { header: tr('auditTrail.columns.what'), width: 22 },
      { header: tr('auditTrail.columns.entityId'), width: 12 },
      { header: tr('auditTrail.columns.action'), width: 12 },
      { header: tr('auditTrail.columns.field'), width: 28 },
      { header: tr('auditTrail.columns.before'), width: 40 },
      { header: tr('auditTrail.columns.after'), width: 40 },
    ]);
    let before: number | null = null;
    let count = 0;
    do {
      const query: AuditQuery = { ...input.filters, limit: BATCH, ...(before === null ? {} : { before }) };
      const page = await withAttributeNames(db, await readTrail(db, access.scope, query), language);
      for (const entry of page.entries)
        for (const row of rowsOf(entry, tr, language)) formatDateCells(sheet.addRow(row), language);
      count += page.entries.length;
      before = page.next_before;
      await progress(count, before === null ? count : count + BATCH);
      await yieldToOthers();
    } while (before !== null && count < EXPORT_MAX_ENTRIES);
    const day = new Date().toISOString().slice(0, 10);
    return {
      result: { message: 'auditTrail.exportReady', values: { count } },
      file: {
        filename: `changes-${day}.xlsx`,
        contentType: XLSX_TYPE,
        bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
    };
  };
}

/** Queues the export; the title says what it is in the user's language. */
export function queueAuditExport(db: Db, userId: number, input: AuditExportInput): Promise<JobRow> {
  return enqueueJob(db, {
    userId,
    kind: AUDIT_TRAIL_EXPORT,
    title: { language: input.language, key: 'auditTrail.exportTitle' },
    jobsKey: JOB_SOURCE.MAIN,
    input,
  });
}

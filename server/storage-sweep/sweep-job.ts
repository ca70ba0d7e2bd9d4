import { JOB_SOURCE } from '@contract/jobs';
import { LANGUAGES, type Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { FileMakingHandler } from '../jobs/job-files';
import { XLSX_TYPE } from '../jobs/product-list-export';
import { enqueueJob, type JobRow } from '../jobs/queue';
import { mediaStorageFor } from '../media/storage-from-config';
import { newWorkbook, sheetWithHeader } from '../products/export-xlsx';
import { releaseEndedUploads } from './ended-uploads';
import { moveLegacyFiles } from './move-legacy';
import { referencedKeys } from './referenced-keys';

export const STORAGE_SWEEP = 'storage_sweep';
/** Findings kept in the job's result (a database row); the xlsx report has every one. */
const FINDINGS_IN_RESULT = 200;

export interface StorageSweepInput {
  language: Language;
}

/** What the sweep found for one key: removed or kept orphan, or a row whose file is missing. */
export interface SweepFinding {
  key: string;
  status: 'removed' | 'kept' | 'missing';
  /** The row naming the key (`media_files 12`); empty for an orphan. */
  where: string;
  modifiedAt: Date | null;
}

/**
 * The storage sweep (docs/decisions/0057): moves files of rows from before 0044 into the storage, removes
 * files of ended imports, then compares the stored keys with the keys rows name. A stored file no row
 * names is an orphan: removed when older than the grace period (STORAGE_SWEEP_GRACE_HOURS), kept and
 * reported when younger (an upload in flight puts its file before its row is written). A row whose file
 * is not stored is reported as missing. The findings are the job's xlsx report.
 */
export function storageSweepHandler(config: ServerConfig): FileMakingHandler {
  const storage = mediaStorageFor(config);
  return async ({ db, job, progress }) => {
    const input = job.input as StorageSweepInput;
    const language: Language = LANGUAGES.includes(input.language) ? input.language : 'pl';
    const moved = await moveLegacyFiles(db, storage);
    const released = await releaseEndedUploads(db, storage);
    // Rows first, then the listing: a file put after this read is younger than the grace period.
    const referenced = await referencedKeys(db);
    const cutoff = Date.now() - config.storageSweepGraceMs;
    const findings: SweepFinding[] = [];
    const seen = new Set<string>();
    for await (const { key, modifiedAt } of storage.list()) {
      seen.add(key);
      if (referenced.has(key)) continue;
      const old = modifiedAt.getTime() <= cutoff;
      if (old) await storage.delete(key);
      findings.push({ key, status: old ? 'removed' : 'kept', where: '', modifiedAt });
      if (seen.size % 500 === 0) await progress(seen.size, seen.size + 500);
    }
    for (const [key, where] of referenced)
      if (!seen.has(key)) findings.push({ key, status: 'missing', where, modifiedAt: null });
    const count = (status: SweepFinding['status']) => findings.filter((f) => f.status === status).length;
    return {
      result: {
        message: 'storageSweep.done',
        values: {
          removed: count('removed'),
          kept: count('kept'),
          missing: count('missing'),
          moved: moved + released,
        },
        // The first findings for a caller of the job's answer; all of them are in the report file.
        findings: findings
          .slice(0, FINDINGS_IN_RESULT)
          .map((f) => ({ ...f, modifiedAt: f.modifiedAt?.toISOString() ?? null })),
      },
      file: await sweepReport(findings, language),
    };
  };
}

async function sweepReport(findings: SweepFinding[], language: Language) {
  const tr = (key: string) => translate(language, key);
  const workbook = await newWorkbook();
  const sheet = sheetWithHeader(workbook, tr('storageSweep.report.title'), [
    { header: tr('storageSweep.report.key'), width: 50 },
    { header: tr('storageSweep.report.status'), width: 18 },
    { header: tr('storageSweep.report.where'), width: 28 },
    { header: tr('storageSweep.report.modifiedAt'), width: 24 },
  ]);
  for (const finding of findings)
    sheet.addRow([
      finding.key,
      tr(`storageSweep.status.${finding.status}`),
      finding.where,
      finding.modifiedAt?.toISOString() ?? '',
    ]);
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `storage-sweep-${day}.xlsx`,
    contentType: XLSX_TYPE,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** Queues a sweep for an admin; it shows in the admin's jobs panel with its report. */
export function queueStorageSweep(db: Db, userId: number, language: Language): Promise<JobRow> {
  return enqueueJob(db, {
    userId,
    kind: STORAGE_SWEEP,
    title: { language: language, key: 'storageSweep.jobTitle' },
    jobsKey: JOB_SOURCE.MAIN,
    input: { language } satisfies StorageSweepInput,
  });
}

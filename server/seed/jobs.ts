import { asc, eq } from 'drizzle-orm';
import { JOB_SOURCE } from '@contract/jobs';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { jobFiles, jobs, products, users } from '../db/schema';
import { BULK_EDIT_SAVE } from '../bulk-edit/save-job';
import { PRODUCTS_IMPORT } from '../importer/import-job';
import { PRODUCT_LIST_EXPORT, XLSX_TYPE, exportFileName } from '../jobs/product-list-export';
import { jobTitleColumns, type JobTitle } from '../jobs/queue';
import { FILE_KIND, newFileKey, type MediaStorage } from '../media/storage';
import { seeded } from './clock';

/** A demo job as the panel shows it once it has ended: what it was, when, and what it left. */
interface DemoJob {
  email: string;
  kind: string;
  title: JobTitle;
  status: 'finished' | 'failed';
  /** The day of November 2026 of the demo layout it ran on (moved into the past by `seeded`). */
  day: number;
  items: number;
  result: { message: string; values?: Record<string, number> };
  /** The finished export leaves the supplier's list as a workbook. */
  export?: boolean;
}

/** At 9:10 on a day of the demo layout, the job ran for `minutes`. */
const at = (day: number, minutes = 0) => seeded(Date.UTC(2026, 10, day, 9, 10 + minutes));

/**
 * Ended background jobs of the demo users (docs/decisions/0060), so the jobs panel and get-job have
 * something true to show: an export with its file, a bulk save and an import that ended well, and an
 * import that failed with the reason the worker gives. None is pending or running: a fresh server's
 * worker claims only those (§4 Jobs), so it never runs a demo job.
 */
function demoJobs(supplierCards: number): DemoJob[] {
  return [
    {
      email: 'supplier@demo.pim',
      kind: PRODUCT_LIST_EXPORT,
      title: { language: 'pl', key: 'jobs.titles.productListExport' },
      status: 'finished',
      day: 26,
      items: supplierCards,
      result: { message: 'jobs.exportReady', values: { count: supplierCards } },
      export: true,
    },
    {
      email: 'supplier@demo.pim',
      kind: BULK_EDIT_SAVE,
      title: { language: 'pl', key: 'bulkEdit.job.title', values: { count: 3 } },
      status: 'finished',
      day: 27,
      items: 3,
      result: { message: 'bulkEdit.job.done', values: { saved: 3, skipped: 0, refused: 0 } },
    },
    {
      email: 'supplier@demo.pim',
      kind: PRODUCTS_IMPORT,
      title: {
        language: 'pl',
        key: 'productsImporter.jobTitle',
        values: { name: 'jogurty-nowe-smaki.xlsx' },
      },
      status: 'failed',
      day: 29,
      items: 12,
      result: { message: 'jobs.errors.gaveUp' },
    },
    {
      email: 'supplier2@demo.pim',
      kind: PRODUCTS_IMPORT,
      title: { language: 'pl', key: 'productsImporter.jobTitle', values: { name: 'cydry-sezon-2026.xlsx' } },
      status: 'finished',
      day: 28,
      items: 6,
      result: { message: 'productsImporter.jobDone', values: { created: 4, updated: 2, failed: 0 } },
    },
  ];
}

/** The supplier's cards as the list exports them: ID, name, GTIN and status, in Polish. */
async function exportWorkbook(db: Db, companyId: number): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PIM';
  const sheet = workbook.addWorksheet(translate('pl', 'productList.export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = (['id', 'name_to_show', 'gtin', 'status'] as const).map((key) => ({
    header: translate('pl', `productList.columns.${key}`),
    key,
    width: key === 'name_to_show' ? 48 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  const cards = await db
    .select({ id: products.id, name: products.nameToShow, gtin: products.gtin, status: products.status })
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.id));
  for (const card of cards)
    sheet.addRow({
      id: card.id,
      name_to_show: card.name,
      gtin: card.gtin,
      status: translate('pl', `status.${card.status}`),
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Writes the demo jobs. The export's workbook goes to the file storage where the seed has one (as the
 * photos do); a seed without storage keeps the job and its result, with no file to download.
 */
export async function seedJobs(db: Db, options: { mediaStorage?: MediaStorage | undefined }): Promise<void> {
  const accounts = new Map(
    (await db.select({ id: users.id, email: users.email, companyId: users.companyId }).from(users)).map(
      (row) => [row.email, row],
    ),
  );
  const supplier = accounts.get('supplier@demo.pim')!;
  const supplierCards = (
    await db.select({ id: products.id }).from(products).where(eq(products.companyId, supplier.companyId!))
  ).length;
  for (const job of demoJobs(supplierCards)) {
    const user = accounts.get(job.email)!;
    const [row] = await db
      .insert(jobs)
      .values({
        userId: user.id,
        kind: job.kind,
        ...jobTitleColumns(job.title),
        jobsKey: JOB_SOURCE.MAIN,
        status: job.status,
        input: {},
        // The failed import stopped halfway through its rows.
        currentItem: job.status === 'finished' ? job.items : Math.floor(job.items / 2),
        totalItems: job.items,
        result: job.result,
        attempts: job.status === 'failed' ? 3 : 1,
        createdAt: at(job.day),
        startedAt: at(job.day),
        finishedAt: at(job.day, 2),
      })
      .returning({ id: jobs.id });
    if (job.export !== true || options.mediaStorage === undefined) continue;
    const bytes = await exportWorkbook(db, user.companyId!);
    const storageKey = newFileKey(FILE_KIND.JOB_FILE);
    await options.mediaStorage.put(storageKey, bytes);
    await db.insert(jobFiles).values({
      jobId: row!.id,
      filename: exportFileName(at(job.day).toISOString().slice(0, 10)),
      contentType: XLSX_TYPE,
      storageKey,
      size: bytes.byteLength,
      createdAt: at(job.day, 2),
    });
  }
}

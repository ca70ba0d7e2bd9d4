import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, PACKAGE_TYPE, PRODUCT_STATUS, type Language } from '@domain/constants';
import { hasErrors, type CheckedRow, type ImportProblem } from '@domain/importer-rows';
import type { AttributeData } from '@domain/product';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { importRows, importUploads, productEans, products } from '../db/schema';
import { JOB_SOURCE } from '@contract/jobs';
import { yieldToOthers } from '../db/yield';
import { enqueueJob, type JobRow } from '../jobs/queue';
import type { FileMakingHandler } from '../jobs/job-files';
import { mediaStorageFor } from '../media/storage-from-config';
import type { MediaStorage } from '../media/storage';
import { XLSX_TYPE } from '../jobs/product-list-export';
import {
  cardCompleteness,
  completenessDefinitions,
  type CompletenessDefinition,
} from '../products/completeness';
import { sanitizeHtml } from '../products/sanitize-html';
import { loadCurrentUser } from '../users/current-user';
import { checkImportRows, type FoundCard } from './check-rows';
import { loadImportCatalog, type ImportCatalog } from './lookups';
import { readImportSheet } from './read-sheet';
import { releaseUploadFile, uploadBytes } from './upload-file';
import { reportWorkbook, storedProblems, type ReportRow } from './report';
import { VERSION_SOURCE } from '@domain/card-history';
import { markVersions } from '../products/version-marks';

export const PRODUCTS_IMPORT = 'products_import';

/** Rows written per transaction: one batch is all or nothing, and progress is reported after each. */
export const IMPORT_BATCH = 250;

export interface ProductsImportInput {
  uploadId: number;
  language: Language;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Outcome = 'created' | 'updated' | 'failed';

/** The limits an upload was read with; the job reads the same file with the same ones. */
export const readLimits = (config: ServerConfig) => ({
  maxRows: config.importMaxRows,
  // An xlsx inflates to about ten times its size; a hundred times is no spreadsheet but a bomb.
  maxUncompressedBytes: Math.max(config.importMaxBytes * 20, 64 * 1024 * 1024),
});

/** §3 Attributes as saved (uuid, code, data), rich text sanitised as a save does (§3 html_textarea). */
async function savedAttributes(catalog: ImportCatalog, attributes: CheckedRow['attributes']) {
  return Promise.all(
    attributes.map(async (attribute) => {
      const row = catalog.attributeRows.get(attribute.uuid);
      const data: AttributeData[] =
        row?.type === 'html_textarea'
          ? await Promise.all(
              attribute.data.map(async (entry) => ({
                ...entry,
                value: await Promise.all(entry.value.map((value) => sanitizeHtml(value))),
              })),
            )
          : attribute.data;
      return { uuid: attribute.uuid, code: row?.code ?? null, data };
    }),
  );
}

/** A new card's logistics: the consumer unit carrying the row's GTIN; the rest is filled in the form. */
function consumerUnit(gtin: string) {
  return {
    structures: [
      {
        is_network_structure: false,
        network_codes: [],
        packages: [
          {
            uuid: randomUUID(),
            package_type: PACKAGE_TYPE.CONSUMER,
            has_ean: true,
            fields: [],
            eans: [{ uuid: randomUUID(), ean: gtin, dates_enabled: false, date_from: null, date_to: null }],
          },
        ],
      },
    ],
  };
}

interface WriteContext {
  catalog: ImportCatalog;
  userId: number;
  companyId: number;
  jobId: number;
  definitions: Map<number, CompletenessDefinition[]>;
  cards: ReadonlyMap<number, FoundCard>;
}

/** The products row of a new card (a draft of the user's company carrying the row's GTIN). */
async function newCard(context: WriteContext, row: CheckedRow) {
  const attributes = await savedAttributes(context.catalog, row.attributes);
  const { profile } = row;
  const categoryId = profile.categoryId ?? null;
  return {
    companyId: context.companyId,
    supplierUserId: context.userId,
    lastEditorId: context.userId,
    status: PRODUCT_STATUS.DRAFT,
    gtin: row.gtin,
    name: profile.name ?? '',
    nameToShow: profile.name_to_show ?? '',
    categoryId,
    producerId: profile.producerId ?? null,
    brandId: profile.brandId ?? null,
    attributes,
    completeness:
      categoryId === null
        ? 0
        : cardCompleteness(context.definitions.get(categoryId), { attributes, availability: [] }),
    logistic: consumerUnit(row.gtin!),
  };
}

/**
 * New cards of a batch in one statement each for products and EANs: the list row and essentialities
 * triggers then run once per batch, not once per card. GTINs are unique within the batch (repeated ones
 * were refused), so the returned ids are matched by GTIN.
 */
async function createCards(tx: Tx, rows: readonly NewCardRow[]) {
  if (rows.length === 0) return new Map<number, number>();
  const inserted = await tx
    .insert(products)
    .values(rows.map((row) => row.values))
    .returning({ id: products.id, gtin: products.gtin });
  const idByGtin = new Map(inserted.map((row) => [row.gtin, row.id]));
  await tx.insert(productEans).values(
    rows.map(({ row }) => ({
      ean: row.gtin!,
      productId: idByGtin.get(row.gtin)!,
      packageType: PACKAGE_TYPE.CONSUMER,
    })),
  );
  return new Map(rows.map(({ row }) => [row.row, idByGtin.get(row.gtin)!]));
}

interface NewCardRow {
  row: CheckedRow;
  values: Awaited<ReturnType<typeof newCard>>;
}

/**
 * The values of a batch's new cards, worked out before its transaction opens: on PGlite a transaction
 * holds the only connection, and the time spent here would keep every request waiting.
 */
async function newCards(context: WriteContext, batch: readonly CheckedRow[]): Promise<NewCardRow[]> {
  const rows = batch.filter((row) => !hasErrors(row) && !context.cards.has(row.row));
  return Promise.all(rows.map(async (row) => ({ row, values: await newCard(context, row) })));
}

/**
 * Updates the card a row found by its GTIN with what the row gives, if it is still the version the row
 * was checked against; false when someone changed the card meanwhile (nothing is written then).
 */
async function updateCard(tx: Tx, context: WriteContext, row: CheckedRow, card: FoundCard) {
  const attributes = await savedAttributes(context.catalog, row.attributes);
  const { profile } = row;
  // §2 an update changes what the row gives and keeps everything else (an empty cell leaves a value).
  const given = new Map(attributes.map((attribute) => [attribute.uuid, attribute]));
  const merged = [...card.attributes.filter((attribute) => !given.has(attribute.uuid)), ...attributes];
  const categoryId = profile.categoryId ?? card.categoryId;
  const written = await tx
    .update(products)
    .set({
      ...(profile.name === undefined ? {} : { name: profile.name }),
      ...(profile.name_to_show === undefined ? {} : { nameToShow: profile.name_to_show }),
      ...(profile.producerId === undefined ? {} : { producerId: profile.producerId }),
      ...(profile.brandId === undefined ? {} : { brandId: profile.brandId }),
      categoryId,
      attributes: merged,
      completeness:
        categoryId === null
          ? 0
          : cardCompleteness(context.definitions.get(categoryId), {
              attributes: merged,
              availability: card.availability,
            }),
      lastEditorId: context.userId,
      updatedAt: sql`now()`,
    })
    // The merge above is based on the card as read: a card written since keeps that write (docs/decisions/0027).
    .where(and(eq(products.id, card.id), eq(products.version, card.version)))
    .returning({ id: products.id });
  return written.length > 0;
}

const record = (
  jobId: number,
  row: CheckedRow,
  outcome: Outcome,
  productId: number | null,
  problems: ImportProblem[],
) => ({
  jobId,
  sourceRow: row.row,
  outcome,
  productId,
  // The refused GTIN as written: the report must say which code was wrong.
  gtin: row.gtin ?? (row.gtinText === '' ? null : row.gtinText),
  problems,
});

const WRITE_FAILED: ImportProblem = {
  column: '_',
  message: 'productsImporter.problems.writeFailed',
  level: 'error',
};

/** The row's card was changed by someone else between the check and the write: the row is not applied. */
const CHANGED_MEANWHILE: ImportProblem = {
  column: '_',
  message: 'productsImporter.problems.changedMeanwhile',
  level: 'error',
};

/** Writes a batch (all of it or nothing): the good rows' cards and every row's record in import_rows. */
async function writeRows(
  tx: Tx,
  context: WriteContext,
  batch: readonly CheckedRow[],
  fresh: readonly NewCardRow[],
) {
  // Card history (docs/decisions/0053): the batch's new versions are the importer's, by the job's user.
  await markVersions(tx, { userId: context.userId, switchedById: null, source: VERSION_SOURCE.IMPORTER });
  const created = await createCards(tx, fresh);
  const records = [];
  for (const row of batch) {
    const card = context.cards.get(row.row);
    if (hasErrors(row)) records.push(record(context.jobId, row, 'failed', null, row.problems));
    else if (card === undefined)
      records.push(record(context.jobId, row, 'created', created.get(row.row)!, row.problems));
    else if (await updateCard(tx, context, row, card))
      records.push(record(context.jobId, row, 'updated', card.id, row.problems));
    else records.push(record(context.jobId, row, 'failed', card.id, [...row.problems, CHANGED_MEANWHILE]));
  }
  if (records.length > 0) await tx.insert(importRows).values(records);
}

/**
 * One batch in one transaction. When the batch fails as a whole (a GTIN taken meanwhile by another
 * import), each row is tried again on its own, so one bad row never takes the good ones with it.
 */
async function writeBatch(db: Db, context: WriteContext, batch: readonly CheckedRow[]) {
  const fresh = await newCards(context, batch);
  try {
    await db.transaction((tx) => writeRows(tx, context, batch, fresh));
  } catch {
    for (const row of batch) {
      try {
        const own = fresh.filter((card) => card.row === row);
        await db.transaction((tx) => writeRows(tx, context, [row], own));
      } catch {
        await db
          .insert(importRows)
          .values(record(context.jobId, row, 'failed', null, [...row.problems, WRITE_FAILED]))
          .onConflictDoNothing();
      }
    }
  }
}

/** The job's records as report rows, in sheet order. */
export async function reportRows(db: Db, jobId: number): Promise<ReportRow[]> {
  const rows = await db
    .select()
    .from(importRows)
    .where(eq(importRows.jobId, jobId))
    .orderBy(asc(importRows.sourceRow));
  return rows.map((row) => ({
    sourceRow: row.sourceRow,
    gtin: row.gtin,
    outcome: row.outcome,
    problems: storedProblems(row.problems),
  }));
}

/**
 * §2 Products importer as a background job. The file is read and checked again (the data may have
 * changed since the preview); rows already recorded for this job (a run before the worker died) are
 * skipped, so running again never writes a card twice; progress is reported after every batch.
 */
export function productsImportHandler(config: ServerConfig): FileMakingHandler {
  const storage = mediaStorageFor(config);
  const run = importRun(config, storage);
  return async (context) => {
    const { uploadId } = context.job.input as ProductsImportInput;
    const outcome = await run(context);
    // A run that throws keeps the upload: it may be a process dying, run again on the same file. The
    // upload of a job that failed for good is removed by the storage sweep (docs/decisions/0057).
    return { ...outcome, afterFinish: () => releaseUploadFile(context.db, storage, uploadId) };
  };
}

function importRun(config: ServerConfig, storage: MediaStorage): FileMakingHandler {
  return async ({ db, job, progress }) => {
    const input = job.input as ProductsImportInput;
    const language: Language = LANGUAGES.includes(input.language) ? input.language : 'pl';
    const user = await loadCurrentUser(db, job.userId);
    if (user === null || user.is_blocked || user.company_id === null)
      return { result: { message: 'jobs.errors.noAccess' } };
    const [upload] = await db
      .select()
      .from(importUploads)
      .where(and(eq(importUploads.id, input.uploadId), eq(importUploads.userId, job.userId)));
    const source = upload === undefined ? null : await uploadBytes(storage, upload);
    if (upload === undefined || source === null) throw new Error('productsImporter.errors.uploadGone');
    const catalog = await loadImportCatalog(db, user, language);
    const importable = new Set(catalog.lookups.attributes.keys());
    const read = await readImportSheet(source, importable, upload.forUpdate, readLimits(config));
    if (!read.ok) throw new Error(read.message);
    const done = new Set(
      (
        await db.select({ row: importRows.sourceRow }).from(importRows).where(eq(importRows.jobId, job.id))
      ).map((row) => row.row),
    );
    const pending = { ...read.sheet, rows: read.sheet.rows.filter((row) => !done.has(row.row)) };
    const total = read.sheet.rows.length;
    await progress(done.size, total);
    const checked = await checkImportRows(db, catalog, pending, upload.forUpdate, user.company_id);
    const categoryIds = [
      ...new Set(
        checked.rows
          .map((row) => row.profile.categoryId ?? checked.cards.get(row.row)?.categoryId ?? null)
          .filter((id): id is number => id !== null),
      ),
    ];
    const context: WriteContext = {
      catalog,
      userId: user.id,
      companyId: user.company_id,
      jobId: job.id,
      definitions: await completenessDefinitions(db, categoryIds),
      cards: checked.cards,
    };
    for (let at = 0; at < checked.rows.length; at += IMPORT_BATCH) {
      await writeBatch(db, context, checked.rows.slice(at, at + IMPORT_BATCH));
      await progress(Math.min(total, done.size + at + IMPORT_BATCH), total);
      // Requests that came in during the batch are answered before the next one (docs/decisions/0030).
      await yieldToOthers();
    }
    const rows = await reportRows(db, job.id);
    const count = (outcome: Outcome) => rows.filter((row) => row.outcome === outcome).length;
    const bytes = await reportWorkbook(rows, catalog.attributeNames, language);
    return {
      result: {
        message: 'productsImporter.jobDone',
        values: { created: count('created'), updated: count('updated'), failed: count('failed') },
      },
      file: { filename: `import-report-${job.id}.xlsx`, contentType: XLSX_TYPE, bytes },
    };
  };
}

/** Queues the import of an upload; the title names the file (as text: the panel never renders HTML). */
export async function queueImport(
  db: Db,
  userId: number,
  upload: { id: number; fileName: string; rowCount: number },
  language: Language,
): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const job = await enqueueJob(tx as unknown as Db, {
      userId,
      kind: PRODUCTS_IMPORT,
      title: { language: language, key: 'productsImporter.jobTitle', values: { name: upload.fileName } },
      jobsKey: JOB_SOURCE.MAIN,
      input: { uploadId: upload.id, language } satisfies ProductsImportInput,
      totalItems: upload.rowCount,
    });
    await tx.update(importUploads).set({ jobId: job.id }).where(eq(importUploads.id, upload.id));
    return job;
  });
}

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq } from 'drizzle-orm';
import { jobIdSchema } from '@contract/jobs';
import {
  IMPORT_PREVIEW_ROWS,
  IMPORT_REPORT_ROWS,
  importTemplateQuerySchema,
  importUploadFieldsSchema,
  type ImportAnalysis,
  type ImportReport,
  type ImportSettings,
} from '@contract/products-importer';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import { cellText } from '@domain/importer-cells';
import { importFileName } from '@domain/importer-columns';
import { hasErrors } from '@domain/importer-rows';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { importUploads, jobFiles, jobs } from '../db/schema';
import { errorAnswer } from '../http/answers';
import { checkImportRows } from '../importer/check-rows';
import { PRODUCTS_IMPORT, queueImport, readLimits, reportRows } from '../importer/import-job';
import { loadImportCatalog } from '../importer/lookups';
import { readImportSheet } from '../importer/read-sheet';
import { storeUpload } from '../importer/upload-file';
import { columnLabel, problemAnswer } from '../importer/report';
import { importTemplate } from '../importer/template';
import { jobAnswer, jobFileUrl } from '../jobs/job-answer';
import { XLSX_TYPE } from '../jobs/product-list-export';

const BASE = '/product-excel/api/import';
/** Multipart headers and boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024;

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** §1 page flag 14 "new product importer": with it off the importer does not exist (404). */
const requireImporter = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { instance, disabledFeatures } = c.get('config');
  if (!featuresForInstance(instance, disabledFeatures).includes(FEATURE.NEW_PRODUCT_IMPORTER))
    return errorAnswer(c, 404, 'errors.notFoundApi');
  if (c.get('user')?.company_id === null) return errorAnswer(c, 403, 'session.forbidden');
  return next();
};

const guard = [requirePermission('product.import'), requireImporter()] as const;

/** A file part of a form, whichever File class the runtime gave it (undici's, or a test DOM's). */
function isFilePart(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    'name' in value &&
    'size' in value
  );
}

/** The upload's form: the file and for_update; a body that is no form is a 400, never a 500. */
async function readForm(c: Context<AppEnv>) {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}

/**
 * §2 Products importer, §7 importer template (docs/decisions/0021). All calls need `product.import`
 * (suppliers) and page flag 14. Upload → column check and preview (nothing written but the kept file);
 * start → a background job (202) the jobs panel watches; report → per row and cell, in the asker's language.
 */
export const productsImporterRoutes = new Hono<AppEnv>()
  .get(`${BASE}/settings`, ...guard, async (c) => {
    const user = c.get('user')!;
    const catalog = await loadImportCatalog(c.get('db'), user, c.get('language'));
    // Categories whose chain carries attributes: the ones a template can add columns for (bricks first).
    const categories = [...catalog.categoryNames]
      .filter(([id]) => [...catalog.categoryAttributes(id).values()].some((flags) => flags.isVisible))
      .map(([id, { code, name }]) => ({ id, code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, c.get('language')));
    const answer: ImportSettings = {
      max_rows: c.get('config').importMaxRows,
      max_bytes: c.get('config').importMaxBytes,
      categories,
    };
    return c.json(answer);
  })
  .get(`${BASE}/template`, ...guard, async (c) => {
    const query = importTemplateQuerySchema.safeParse({
      for_update: c.req.query('for_update'),
      categories: c.req.queries('categories[]') ?? c.req.queries('categories'),
    });
    if (!query.success) return errorAnswer(c, 400, 'productsImporter.errors.badTemplateQuery');
    const forUpdate = query.data.for_update !== '0';
    const user = c.get('user')!;
    const catalog = await loadImportCatalog(c.get('db'), user, c.get('language'));
    const ids = [...new Set((query.data.categories ?? []).map(Number))];
    if (ids.some((id) => !catalog.categoryNames.has(id)))
      return errorAnswer(c, 400, 'validation.unknownCategory');
    const bytes = await importTemplate(catalog, ids, forUpdate, c.get('language'));
    const name = forUpdate ? 'products-update-template.xlsx' : 'products-new-template.xlsx';
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .post(
    `${BASE}/upload`,
    ...guard,
    async (c, next) =>
      bodyLimit({
        maxSize: c.get('config').importMaxBytes + FORM_OVERHEAD,
        onError: (inner) =>
          errorAnswer(inner, 400, 'productsImporter.errors.tooLarge', {
            max: megabytes(c.get('config').importMaxBytes),
          }),
      })(c, next),
    async (c) => {
      const config = c.get('config');
      const db = c.get('db');
      const language = c.get('language');
      const user = c.get('user')!;
      const form = await readForm(c);
      if (form === null) return errorAnswer(c, 400, 'productsImporter.errors.noFile');
      const fields = importUploadFieldsSchema.safeParse({
        for_update: typeof form.for_update === 'string' ? form.for_update : undefined,
      });
      if (!fields.success) return errorAnswer(c, 400, 'productsImporter.errors.badMode');
      const file = form.file;
      if (!isFilePart(file) || file.size === 0) return errorAnswer(c, 400, 'productsImporter.errors.noFile');
      if (file.size > config.importMaxBytes)
        return errorAnswer(c, 400, 'productsImporter.errors.tooLarge', {
          max: megabytes(config.importMaxBytes),
        });
      const forUpdate = fields.data.for_update !== '0';
      const bytes = new Uint8Array(await file.arrayBuffer());
      const catalog = await loadImportCatalog(db, user, language);
      const read = await readImportSheet(
        bytes,
        new Set(catalog.lookups.attributes.keys()),
        forUpdate,
        readLimits(config),
      );
      if (!read.ok) return errorAnswer(c, 400, read.message, read.values);
      const { mapping } = read.sheet;
      const checked = await checkImportRows(db, catalog, read.sheet, forUpdate, user.company_id!);
      const fileName = importFileName(file.name);
      const [upload] = await storeUpload(c.get('media'), bytes, (storageKey) =>
        db
          .insert(importUploads)
          .values({
            userId: user.id,
            fileName,
            forUpdate,
            rowCount: read.sheet.rows.length,
            importable: mapping.missing.length === 0,
            storageKey,
          })
          .returning({ id: importUploads.id }),
      );
      const label = (key: string) => columnLabel(key, catalog.attributeNames, language);
      const answer: ImportAnalysis = {
        upload_id: upload!.id,
        file_name: fileName,
        for_update: forUpdate,
        total_rows: read.sheet.rows.length,
        rows_with_errors: checked.rows.filter(hasErrors).length,
        mapping: {
          recognised: mapping.recognised.map((column) => ({
            index: column.index,
            key: column.key,
            label: label(column.key),
          })),
          unknown: mapping.unknown,
          missing: mapping.missing.map((key) => ({ key, label: label(key) })),
        },
        preview: checked.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row, index) => {
          const source = read.sheet.rows[index]!;
          const cells: Record<string, string> = {};
          for (const column of mapping.recognised)
            cells[column.key] = cellText(source.cells.get(column.index)?.value ?? null);
          return {
            row: row.row,
            cells,
            problems: row.problems.map((problem) => problemAnswer(problem, catalog.attributeNames, language)),
          };
        }),
      };
      return c.json(answer);
    },
  )
  .post(`${BASE}/:upload{[0-9]+}/start`, ...guard, async (c) => {
    const user = c.get('user')!;
    const id = jobIdSchema.safeParse(c.req.param('upload'));
    if (!id.success) return errorAnswer(c, 404, 'productsImporter.errors.uploadGone');
    const [upload] = await c
      .get('db')
      .select({
        id: importUploads.id,
        fileName: importUploads.fileName,
        rowCount: importUploads.rowCount,
        importable: importUploads.importable,
        jobId: importUploads.jobId,
      })
      .from(importUploads)
      .where(and(eq(importUploads.id, id.data), eq(importUploads.userId, user.id)));
    if (upload === undefined) return errorAnswer(c, 404, 'productsImporter.errors.uploadGone');
    if (!upload.importable) return errorAnswer(c, 400, 'productsImporter.errors.missingColumns');
    // One import per upload: a second click (or a resent request) is told, not queued twice.
    if (upload.jobId !== null) return errorAnswer(c, 409, 'productsImporter.errors.alreadyStarted');
    const job = await queueImport(c.get('db'), user.id, upload, c.get('language'));
    return c.json(
      {
        job: jobAnswer(job, false, c.get('language')),
        message: translate(c.get('language'), 'productsImporter.started'),
      },
      202,
    );
  })
  .get(`${BASE}/jobs/:job{[0-9]+}/report`, ...guard, async (c) => {
    const user = c.get('user')!;
    const id = jobIdSchema.safeParse(c.req.param('job'));
    if (!id.success) return errorAnswer(c, 404, 'jobs.errors.notFound');
    const [found] = await c
      .get('db')
      .select({ job: jobs, fileName: importUploads.fileName, file: jobFiles.jobId })
      .from(jobs)
      .innerJoin(importUploads, eq(importUploads.jobId, jobs.id))
      .leftJoin(jobFiles, eq(jobFiles.jobId, jobs.id))
      .where(and(eq(jobs.id, id.data), eq(jobs.userId, user.id), eq(jobs.kind, PRODUCTS_IMPORT)));
    if (found === undefined) return errorAnswer(c, 404, 'jobs.errors.notFound');
    const catalog = await loadImportCatalog(c.get('db'), user, c.get('language'));
    const rows = await reportRows(c.get('db'), found.job.id);
    const listed = rows.filter((row) => row.problems.length > 0);
    const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
    const answer: ImportReport = {
      job_id: found.job.id,
      file_name: found.fileName,
      summary: {
        total: rows.length,
        created: count('created'),
        updated: count('updated'),
        failed: count('failed'),
        with_warnings: rows.filter((row) => row.outcome !== 'failed' && row.problems.length > 0).length,
      },
      rows: listed.slice(0, IMPORT_REPORT_ROWS).map((row) => ({
        row: row.sourceRow,
        gtin: row.gtin,
        outcome: row.outcome,
        problems: row.problems.map((problem) =>
          problemAnswer(problem, catalog.attributeNames, c.get('language')),
        ),
      })),
      truncated: listed.length > IMPORT_REPORT_ROWS,
      download: found.file !== null && found.job.status === 'finished' ? jobFileUrl(found.job.id) : null,
    };
    c.header('cache-control', 'no-store');
    return c.json(answer);
  });

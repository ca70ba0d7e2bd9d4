import { z } from 'zod/mini';
import type {
  ImportAnalysis,
  ImportProblemAnswer,
  ImportReport,
  ImportSettings,
} from '@domain/importer-answers';

export type { ImportAnalysis, ImportProblemAnswer, ImportReport, ImportSettings };

/**
 * §2 Products importer, §7 `product-excel/api/import/*` (docs/decisions/0021): the template query, the
 * upload's column check and preview, the start of the import job and its per-row, per-cell report.
 */

const flag = z.optional(z.enum(['0', '1']));
const categoryId = z.string().check(z.regex(/^\d{1,9}$/, 'validation.invalid'));

/** GET /product-excel/api/import/template?for_update=1&categories[]=… (for_update defaults to 1). */
export const importTemplateQuerySchema = z.object({
  for_update: flag,
  categories: z.optional(z.array(categoryId).check(z.maxLength(50))),
});

/** The upload's form fields beside the file. */
export const importUploadFieldsSchema = z.object({ for_update: flag });

/** What the screen needs before the first step: the limits and the categories the template can cover. */
export const importSettingsSchema = z.object({
  max_rows: z.number(),
  max_bytes: z.number(),
  categories: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
});

/** A problem of one cell (column '_' for the whole row), in the asker's language. */
export const importProblemSchema = z.object({
  column: z.string(),
  label: z.string(),
  message: z.string(),
  level: z.enum(['error', 'warning']),
});

const labelledColumn = z.object({ index: z.number(), key: z.string(), label: z.string() });

/** §2 column mapping check and preview: the answer of the upload. */
export const importAnalysisSchema = z.object({
  upload_id: z.number(),
  file_name: z.string(),
  for_update: z.boolean(),
  total_rows: z.number(),
  rows_with_errors: z.number(),
  mapping: z.object({
    recognised: z.array(labelledColumn),
    unknown: z.array(z.object({ index: z.number(), header: z.string() })),
    missing: z.array(z.object({ key: z.string(), label: z.string() })),
  }),
  preview: z.array(
    z.object({
      row: z.number(),
      cells: z.record(z.string(), z.string()),
      problems: z.array(importProblemSchema),
    }),
  ),
});

/** §2 The import's report, read once its job has ended. Only rows with problems are listed. */
export const importReportSchema = z.object({
  job_id: z.number(),
  file_name: z.string(),
  summary: z.object({
    total: z.number(),
    created: z.number(),
    updated: z.number(),
    failed: z.number(),
    with_warnings: z.number(),
  }),
  rows: z.array(
    z.object({
      row: z.number(),
      gtin: z.nullable(z.string()),
      outcome: z.enum(['created', 'updated', 'failed']),
      problems: z.array(importProblemSchema),
    }),
  ),
  /** More rows have problems than the screen lists; the xlsx report has them all. */
  truncated: z.boolean(),
  download: z.nullable(z.string()),
});

/** Rows of the preview and of the on-screen report. */
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_REPORT_ROWS = 500;

/** The schemas parse into the domain's shapes: a change to one side that the other lacks does not compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SHAPES_AGREE: [
  Same<z.infer<typeof importSettingsSchema>, ImportSettings>,
  Same<z.infer<typeof importProblemSchema>, ImportProblemAnswer>,
  Same<z.infer<typeof importAnalysisSchema>, ImportAnalysis>,
  Same<z.infer<typeof importReportSchema>, ImportReport>,
] = [true, true, true, true];

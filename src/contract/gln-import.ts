import { z } from 'zod/mini';
import {
  GLN_IMPORT_MODES,
  type GlnImportApplied as Applied,
  type GlnImportCheck as Check,
  type GlnReportRow as Row,
} from '@domain/gln-import-answers';
import { jobAnswerSchema } from './jobs';
import { invalid } from './list-params';

/** §6 Import GLN file, `/api/company/gln-import` (docs/decisions/0050). */

/** Bytes a GLN file may have as uploaded: 10,000 rows of csv are about 300 KB. */
export const GLN_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows a GLN file may hold. */
export const GLN_IMPORT_MAX_ROWS = 10_000;

export { GLN_IMPORT_MODES, type GlnImportMode } from '@domain/gln-import-answers';

/** `POST /api/company/gln-import/{id}/apply`. */
export const glnImportApplySchema = z.object({ mode: z.enum(GLN_IMPORT_MODES, invalid) });
export type GlnImportApply = z.infer<typeof glnImportApplySchema>;

/** One row of the report, its problems already in the reader's language. */
export const glnReportRowSchema = z.object({
  row: z.number(),
  company: z.string(),
  gln: z.string(),
  company_name: z.nullable(z.string()),
  current_gln: z.nullable(z.string()),
  problems: z.array(z.string()),
});
export type GlnReportRow = Row;

/** The answer of the upload: the per-row report of the checked file, nothing written yet. */
export const glnImportCheckSchema = z.object({
  import_id: z.number(),
  file_name: z.string(),
  total_rows: z.number(),
  good_rows: z.number(),
  bad_rows: z.number(),
  /** Applied by a background job (more rows than the server applies at once). */
  as_job: z.boolean(),
  rows: z.array(glnReportRowSchema),
});
export type GlnImportCheck = Check;

/** The answer of an apply done at once (200); a large file answers 202 with the job instead. */
export const glnImportAppliedSchema = z.object({
  applied: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  message: z.string(),
});
export type GlnImportApplied = Applied;

export const glnImportQueuedSchema = z.object({ job: jobAnswerSchema, message: z.string() });

/** The schemas parse into the domain's shapes: a change to one side that the other lacks does not compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const GLN_SHAPES_AGREE: [
  Same<z.infer<typeof glnReportRowSchema>, Row>,
  Same<z.infer<typeof glnImportCheckSchema>, Check>,
  Same<z.infer<typeof glnImportAppliedSchema>, Applied>,
] = [true, true, true];

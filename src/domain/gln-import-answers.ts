/** §6 Import GLN file: the answers' shapes (docs/decisions/0050); src/contract/gln-import.ts parses into them. */

/** All or nothing: any bad row stops the whole file. Good rows only: the bad ones are skipped. */
export const GLN_IMPORT_MODES = ['all', 'good_rows'] as const;
export type GlnImportMode = (typeof GLN_IMPORT_MODES)[number];

/** One row of the report, its problems already in the reader's language. */
export interface GlnReportRow {
  row: number;
  company: string;
  gln: string;
  company_name: string | null;
  current_gln: string | null;
  problems: string[];
}

/** The answer of the upload: the per-row report of the checked file, nothing written yet. */
export interface GlnImportCheck {
  import_id: number;
  file_name: string;
  total_rows: number;
  good_rows: number;
  bad_rows: number;
  /** Applied by a background job (more rows than the server applies at once). */
  as_job: boolean;
  rows: GlnReportRow[];
}

/** The answer of an apply done at once (200). */
export interface GlnImportApplied {
  applied: number;
  unchanged: number;
  skipped: number;
  message: string;
}

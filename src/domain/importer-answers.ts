/**
 * §2 Products importer: the answers the screen's machine holds (docs/decisions/0021). The contract's zod
 * schemas (src/contract/products-importer.ts) parse the server's answers into exactly these shapes.
 */

export interface ImportSettings {
  max_rows: number;
  max_bytes: number;
  categories: { id: number; code: string; name: string }[];
}

/** A problem of one cell (column '_' for the whole row), in the asker's language. */
export interface ImportProblemAnswer {
  column: string;
  label: string;
  message: string;
  level: 'error' | 'warning';
}

/** §2 column mapping check and preview: the answer of the upload. */
export interface ImportAnalysis {
  upload_id: number;
  file_name: string;
  for_update: boolean;
  total_rows: number;
  rows_with_errors: number;
  mapping: {
    recognised: { index: number; key: string; label: string }[];
    unknown: { index: number; header: string }[];
    missing: { key: string; label: string }[];
  };
  preview: { row: number; cells: Record<string, string>; problems: ImportProblemAnswer[] }[];
}

export type ImportOutcome = 'created' | 'updated' | 'failed';

/** §2 the import's report, read once its job has ended; only rows with problems are listed. */
export interface ImportReport {
  job_id: number;
  file_name: string;
  summary: { total: number; created: number; updated: number; failed: number; with_warnings: number };
  rows: { row: number; gtin: string | null; outcome: ImportOutcome; problems: ImportProblemAnswer[] }[];
  /** More rows have problems than the screen lists; the xlsx report has them all. */
  truncated: boolean;
  download: string | null;
}

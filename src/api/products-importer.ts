import { jobStartedSchema, type JobAnswer } from '@contract/jobs';
import {
  importAnalysisSchema,
  importReportSchema,
  importSettingsSchema,
  type ImportAnalysis,
  type ImportReport,
  type ImportSettings,
} from '@contract/products-importer';
import { toRefusal } from './auth';
import { api } from './client';
import { xhrFetch } from './upload-transport';

const BASE = '/product-excel/api/import';
/** A large sheet on a slow line takes longer than the default 30 s (the server checks every row). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * How the file travels: XMLHttpRequest where the page has it (upload progress on every browser), else
 * fetch. Tests that route fetch to the server in process choose fetch.
 */
let transport: 'xhr' | 'fetch' = typeof XMLHttpRequest === 'function' ? 'xhr' : 'fetch';

export function setImportUploadTransport(next: 'xhr' | 'fetch'): void {
  transport = next;
}

/** The limits and the categories a template can cover. */
export async function importSettings(): Promise<ImportSettings> {
  return importSettingsSchema.parse(await api.get(`${BASE}/settings`).json());
}

/** §7 the template's address: for_update (default 1) and the GPC categories whose attributes it adds. */
export function templateUrl(forUpdate: boolean, categoryIds: readonly number[]): string {
  const query = new URLSearchParams({ for_update: forUpdate ? '1' : '0' });
  for (const id of categoryIds) query.append('categories[]', String(id));
  return `${BASE}/template?${query.toString()}`;
}

/**
 * §2 The upload: the server reads the file, checks the columns and every row, and answers the mapping
 * and the preview. A refusal carries the server's words. XMLHttpRequest where the page has it (progress).
 */
export async function uploadImport(
  file: Blob & { readonly name: string },
  forUpdate: boolean,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ImportAnalysis> {
  const form = new FormData();
  form.append('for_update', forUpdate ? '1' : '0');
  form.append('file', file, file.name);
  onProgress(0);
  try {
    const answer = await api
      .post(`${BASE}/upload`, {
        body: form,
        timeout: UPLOAD_TIMEOUT_MS,
        signal,
        ...(transport === 'xhr' ? { fetch: xhrFetch(onProgress) } : {}),
      })
      .json();
    onProgress(1);
    return importAnalysisSchema.parse(answer);
  } catch (error) {
    if (signal.aborted) throw error;
    throw toRefusal(error, '');
  }
}

/** Starts the import job of an upload (202). */
export async function startImport(uploadId: number): Promise<JobAnswer> {
  try {
    return jobStartedSchema.parse(await api.post(`${BASE}/${uploadId}/start`).json()).job;
  } catch (error) {
    throw toRefusal(error, '');
  }
}

export async function importReport(jobId: number): Promise<ImportReport> {
  return importReportSchema.parse(await api.get(`${BASE}/jobs/${jobId}/report`).json());
}

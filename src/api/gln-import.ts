import {
  glnImportAppliedSchema,
  glnImportCheckSchema,
  glnImportQueuedSchema,
  type GlnImportApplied,
  type GlnImportCheck,
  type GlnImportMode,
} from '@contract/gln-import';
import type { JobAnswer } from '@contract/jobs';
import { toRefusal } from './auth';
import { api } from './client';

/** The apply's two answers: written at once (200), or handed to a background job (202). */
export type GlnApplyOutcome =
  { kind: 'applied'; applied: GlnImportApplied } | { kind: 'queued'; job: JobAnswer };

/** POST /api/company/gln-import: the file checked, its per-row report (docs/decisions/0050). */
export async function checkGlnFile(file: File, fallback: string): Promise<GlnImportCheck> {
  try {
    const form = new FormData();
    form.append('file', file);
    return glnImportCheckSchema.parse(await api.post('/api/company/gln-import', { body: form }).json());
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** POST /api/company/gln-import/{id}/apply. */
export async function applyGlnImport(
  id: number,
  mode: GlnImportMode,
  fallback: string,
): Promise<GlnApplyOutcome> {
  try {
    const response = await api.post(`/api/company/gln-import/${id}/apply`, { json: { mode } });
    const body: unknown = await response.json();
    if (response.status === 202) return { kind: 'queued', job: glnImportQueuedSchema.parse(body).job };
    return { kind: 'applied', applied: glnImportAppliedSchema.parse(body) };
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

import { jobAnswerSchema, jobListAnswerSchema, type JobAnswer } from '@contract/jobs';
import { api } from './client';
import { filenameOf } from './product-actions';

/** §7 `POST /{app}/api/get-job/{id}`. */
export async function getJob(id: number, signal?: AbortSignal): Promise<JobAnswer> {
  const body: unknown = await api.post(`/api/get-job/${id}`, signal ? { signal } : {}).json();
  return jobAnswerSchema.parse(body);
}

/** The user's own jobs of the last days, newest first (docs/decisions/0060). */
export async function listJobs(): Promise<JobAnswer[]> {
  const body: unknown = await api.get('/api/jobs').json();
  return jobListAnswerSchema.parse(body).jobs;
}

/** The file a finished job made, with the name the server gives it (`media.zip` when it gives none, §7). */
export async function downloadJobFile(url: string): Promise<{ blob: Blob; filename: string }> {
  const response = await api.get(url);
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), 'media.zip'),
  };
}

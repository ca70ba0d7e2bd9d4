import type { JobAnswer, JobStatus } from '@contract/jobs';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { JobRow } from './queue';

/** What a handler stores as the job's result: a message key with its values. */
interface StoredResult {
  message: string;
  values?: Record<string, string | number>;
}

const isStoredResult = (value: unknown): value is StoredResult =>
  typeof value === 'object' && value !== null && typeof (value as StoredResult).message === 'string';

/** The address the job's file is fetched from (routes/jobs.ts). */
export const jobFileUrl = (id: number) => `/api/jobs/${id}/file`;

/**
 * §7 get-job answer: title, jobs_key, status and §3 output; percentage 100 once ended (§4), else the
 * share of items done. The title and the result's message are put in the asker's language, and given as
 * catalogue texts too, so a screen that keeps the job says them again in whatever language it shows later.
 */
export function jobAnswer(job: JobRow, hasFile: boolean, language: Language): JobAnswer {
  const status = job.status as JobStatus;
  const ended = status === 'finished' || status === 'failed';
  const percentage = ended
    ? 100
    : job.totalItems > 0
      ? Math.min(99, Math.floor((job.currentItem / job.totalItems) * 100))
      : 0;
  const stored = isStoredResult(job.result) ? job.result : null;
  return {
    id: job.id,
    title:
      job.titleText === null ? job.title : translate(language, job.titleText.key, job.titleText.values ?? {}),
    ...(job.titleText === null ? {} : { title_text: job.titleText }),
    jobs_key: job.jobsKey,
    status,
    output: { current_item: job.currentItem, total_items: job.totalItems, percentage },
    result:
      stored === null
        ? null
        : {
            message: translate(language, stored.message, stored.values ?? {}),
            message_text:
              stored.values === undefined
                ? { key: stored.message }
                : { key: stored.message, values: stored.values },
            ...(hasFile && status === 'finished' ? { download: jobFileUrl(job.id) } : {}),
          },
  };
}

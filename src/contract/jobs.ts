import { z } from 'zod/mini';

import { JOB_STATUSES } from '@domain/jobs';

export { JOB_SOURCE, JOB_STATUSES, type JobStatus } from '@domain/jobs';

/** §3 output: how far the job is. */
export const jobOutputSchema = z.object({
  current_item: z.number(),
  total_items: z.number(),
  percentage: z.number(),
});
export type JobOutput = z.infer<typeof jobOutputSchema>;

/** A catalogue key with its values, for the screen to say in the reader's language (docs/decisions/0060). */
export const catalogueTextSchema = z.object({
  key: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** What a finished or failed job left for the user: a message (translated) and, for an export, a file. */
export const jobResultSchema = z.object({
  message: z.string(),
  message_text: z.optional(catalogueTextSchema),
  download: z.optional(z.string()),
});
export type JobResult = z.infer<typeof jobResultSchema>;

/** §7 `POST /{app}/api/get-job/{id}`: title, jobs_key, status, output (and what it left, once ended). */
export const jobAnswerSchema = z.object({
  id: z.number(),
  title: z.string(),
  title_text: z.optional(catalogueTextSchema),
  jobs_key: z.string(),
  status: z.enum(JOB_STATUSES),
  output: jobOutputSchema,
  result: z.nullable(jobResultSchema),
});
export type JobAnswer = z.infer<typeof jobAnswerSchema>;

/** `GET /api/jobs`: the user's own jobs of the last days, newest first (docs/decisions/0060). */
export const jobListAnswerSchema = z.object({ jobs: z.array(jobAnswerSchema) });
export type JobListAnswer = z.infer<typeof jobListAnswerSchema>;

/** The answer of a request that started a job (202): the job to watch in the jobs panel, and what to say. */
export const jobStartedSchema = z.object({ job: jobAnswerSchema, message: z.string() });
export type JobStarted = z.infer<typeof jobStartedSchema>;

/** The `{id}` of the job routes. */
export const jobIdSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

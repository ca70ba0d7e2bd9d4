/** §3 Job statuses; §9: four of them. */
export const JOB_STATUSES = ['pending', 'running', 'finished', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** §3 Job sources (`jobs_key`): the main application, a "{product}" queue, or a media-gallery download. */
export const JOB_SOURCE = { MAIN: 'main', MEDIA_GALLERY_DOWNLOAD: 'media_gallery_download' } as const;

/**
 * A text of the catalogue with its values: the screen says it in the reader's language now, not in the
 * one the job was started or read in (docs/decisions/0060).
 */
export interface CatalogueText {
  key: string;
  values?: Record<string, string | number> | undefined;
}

/** §3 Job as the client knows it: what §7 get-job answers. */
export interface Job {
  id: number;
  title: string;
  /** The title as a catalogue text; jobs queued before it was kept have the title alone. */
  title_text?: CatalogueText | undefined;
  jobs_key: string;
  status: JobStatus;
  /** §3 output. */
  output: { current_item: number; total_items: number; percentage: number };
  /** What an ended job left for the user: a message and, for an export, the file's address. */
  result: { message: string; message_text?: CatalogueText | undefined; download?: string | undefined } | null;
}

export const isEnded = (job: Pick<Job, 'status'>) => job.status === 'finished' || job.status === 'failed';

import { Hono } from 'hono';
import { storageSweepStartSchema } from '@contract/storage-sweep';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { parseBody } from '../http/answers';
import { jobAnswer } from '../jobs/job-answer';
import { queueStorageSweep } from '../storage-sweep/sweep-job';

/**
 * The storage sweep (docs/decisions/0057): an admin queues it; it runs as a background job in the admin's
 * jobs panel and leaves its findings as the job's xlsx report.
 */
export const storageSweepRoutes = new Hono<AppEnv>().post(
  '/api/storage/sweep',
  requirePermission('storage.sweep'),
  async (c) => {
    const parsed = await parseBody(c, storageSweepStartSchema, 'storageSweep');
    if (!parsed.ok) return parsed.response;
    const job = await queueStorageSweep(c.get('db'), c.get('user')!.id, c.get('language'));
    return c.json(
      {
        job: jobAnswer(job, false, c.get('language')),
        message: translate(c.get('language'), 'storageSweep.started'),
      },
      202,
    );
  },
);

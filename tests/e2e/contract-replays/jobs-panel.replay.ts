import { expect } from '@playwright/test';
import type { Job } from '@domain/jobs';
import { encodeJobs, jobsCookieName } from '@domain/jobs-cookie';
import { machineCatalog } from '@machines/index';
import { jobsPanelViewContract } from '@screens/jobs-panel/jobs-panel.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { DEMO, logIn } from '../support';

/** Each path's jobs get ids of their own: a job removed on one path stays removed for the user (0060). */
let pathsSetUp = 0;

/** The jobs the catalog starts the panel with (a running export), as the user's cookie keeps them (§4). */
function catalogJobs(): Job[] {
  pathsSetUp += 1;
  const entry = machineCatalog.find((candidate) => candidate.id === 'jobsPanel');
  return (entry?.input as { jobs: Job[] }).jobs.map((job) => ({
    ...job,
    // A job of an earlier session the server no longer knows: its polls answer 404 and are ignored (§8),
    // so it stays as the panel restored it while the user opens, closes and clears the panel.
    id: 900_000_000 + pathsSetUp * 1_000 + job.id,
  }));
}

/**
 * The jobs panel (§2, §4 Jobs) from its view contract, over the dashboard: restored from the user's
 * cookie, opened and closed, its job removed by clicks. News of jobs (added, progressing, ended) comes
 * from other screens and the job actors: those paths are skipped and counted.
 */
export const jobsPanelReplay = defineContractReplay({
  name: 'jobs panel',
  contract: jobsPanelViewContract,
  setup: async (page) => {
    await logIn(page, DEMO.supplier);
    const config = (await (await page.request.get('/api/page-config')).json()) as { user: { id: number } };
    await page.context().addCookies([
      {
        name: jobsCookieName(config.user.id),
        value: encodeJobs(catalogJobs()),
        url: new URL(page.url()).origin,
      },
    ]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
});

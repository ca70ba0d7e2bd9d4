import { expect } from '@playwright/test';
import type { Job } from '@domain/jobs';
import { encodeJobs, jobsCookieName } from '@domain/jobs-cookie';
import { machineCatalog } from '@machines/index';
import { jobsPanelViewContract } from '@screens/jobs-panel/jobs-panel.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { DEMO } from '../support';

/** The jobs the catalog starts the panel with (a running export), as the user's cookie keeps them (§4). */
function catalogJobs(): Job[] {
  const entry = machineCatalog.find((candidate) => candidate.id === 'jobsPanel');
  return (entry?.input as { jobs: Job[] }).jobs.map((job) => ({
    ...job,
    // A job of an earlier session the server no longer knows: its polls answer 404 and are ignored (§8),
    // so it stays as the panel restored it while the user opens, closes and clears the panel.
    id: 900_000_000 + job.id,
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
  // Logged in and given the cookie before the app first loads: a first load without the cookie would
  // restore the user's jobs from the server and write its own cookie over this one (0060).
  setup: async (page) => {
    const login = await page.request.post('/api/login', { data: DEMO.supplier });
    expect(login.ok()).toBe(true);
    const { user } = (await login.json()) as { user: { id: number } };
    await page
      .context()
      .addCookies([
        { name: jobsCookieName(user.id), value: encodeJobs(catalogJobs()), url: new URL(login.url()).origin },
      ]);
    await page.goto('/react/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
});

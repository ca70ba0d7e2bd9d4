import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchTranslations } from '@api/auth';
import { changeLanguage } from '@app/i18n';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker, type JobWorker } from '@server/jobs/worker';
import { stopJobsRuntime } from '@app/jobs-runtime';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The real server answers slower on a busy machine than testing-library's one-second default. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
let worker: JobWorker | null = null;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();
afterEach(async () => {
  await worker?.stop();
  worker = null;
  stopJobsRuntime();
  document.cookie = 'jobs_1=; path=/; max-age=0';
});

const panel = pl.jobs.panel;

describe('jobs panel (§2, §4 Jobs)', () => {
  it('a large export runs as a job: the panel watches it, says it is done, offers the file, and forgets it', async () => {
    server.config.exportDirectRows = 20;
    worker = startJobWorker(server.db, jobHandlers(server.config), { idleMs: 20 });
    await logInAs('admin@demo.pim');
    await renderApp('/product/list');
    // Nothing is shown while the user has no jobs.
    await screen.findByRole('grid', {}, LOADING);
    expect(screen.queryByRole('button', { name: new RegExp(panel.button) })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: pl.productsList.exportAll }));
    await waitFor(
      () => expect(screen.getByTestId('action-notice').textContent).toContain(pl.jobs.started),
      LOADING,
    );
    expect(await screen.findByRole('button', { name: new RegExp(panel.button) }, LOADING)).toBeTruthy();
    // Saved per user (§4), so a reload finds it again.
    expect(document.cookie).toContain('jobs_');

    // The job ends: the panel opens and says so (§4).
    const status = await screen.findByText(
      panel.completed.replace('{{title}}', pl.jobs.titles.productListExport),
      undefined,
      { timeout: 30_000 },
    );
    expect(status).toBeTruthy();
    const card = screen.getByRole('region', { name: panel.title });
    expect(within(card).getByText(panel.status.finished)).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(card).getByRole('button', { name: panel.download })).toBeTruthy();

    await userEvent.click(
      within(card).getByRole('button', {
        name: panel.remove.replace('{{title}}', pl.jobs.titles.productListExport),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: panel.title })).toBeNull(), LOADING);
    expect(screen.queryByRole('button', { name: new RegExp(panel.button) })).toBeNull();
  });
});

describe("jobs panel in a browser that has not kept the user's jobs (docs/decisions/0060)", () => {
  it("lists the user's recent jobs from the server, and a removed one stays removed", async () => {
    await logInAs('supplier@demo.pim');
    const { config } = await renderApp('/');
    const cookieName = `jobs_${config.user!.id}`;
    try {
      const button = await screen.findByRole('button', { name: new RegExp(panel.button) }, LOADING);
      await userEvent.click(button);
      const card = await screen.findByRole('region', { name: panel.title });
      // The demo supplier's ended jobs: the export, and the import that failed, saying why.
      expect(within(card).getByText(pl.jobs.titles.productListExport)).toBeTruthy();
      expect(within(card).getByText(pl.jobs.errors.gaveUp)).toBeTruthy();
      expect(within(card).getAllByText(panel.status.failed)).toHaveLength(1);

      // Removed here, it is not listed again after a reload: the browser now keeps the user's list.
      for (const remove of within(card).getAllByRole('button', { name: /^Usuń z listy: / }))
        await userEvent.click(remove);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: new RegExp(panel.button) })).toBeNull(),
      );
      stopJobsRuntime();
      cleanup();
      await renderApp('/');
      await screen.findByRole('main', {}, LOADING);
      expect(document.cookie).toContain(`${cookieName}=`);
      expect(screen.queryByRole('button', { name: new RegExp(panel.button) })).toBeNull();
    } finally {
      document.cookie = `${cookieName}=; path=/; max-age=0`;
    }
  });

  it('a kept job is said in the language the user switches to, not the one it was listed in', async () => {
    await logInAs('supplier@demo.pim');
    const { config, i18n } = await renderApp('/');
    const cookieName = `jobs_${config.user!.id}`;
    try {
      await userEvent.click(await screen.findByRole('button', { name: new RegExp(panel.button) }, LOADING));
      const card = await screen.findByRole('region', { name: panel.title });
      expect(within(card).getByText(pl.jobs.titles.productListExport)).toBeTruthy();
      await waitFor(() => expect(document.cookie).toContain(`${cookieName}=`));

      await act(() => changeLanguage(i18n, 'de', fetchTranslations));
      expect(await within(card).findByText(de.jobs.titles.productListExport)).toBeTruthy();
      expect(within(card).getByText(de.jobs.errors.gaveUp)).toBeTruthy();
      expect(within(card).queryByText(pl.jobs.titles.productListExport)).toBeNull();
    } finally {
      document.cookie = `${cookieName}=; path=/; max-age=0`;
    }
  });
});

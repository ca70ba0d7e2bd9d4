import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { setImportUploadTransport } from '@api/products-importer';
import { withCheckDigit } from '@domain/gtin';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker, type JobWorker } from '@server/jobs/worker';
import { stopJobsRuntime } from '@app/jobs-runtime';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

let server: RealServer;
let worker: JobWorker | null = null;
let jsdomFormData: typeof FormData;
beforeAll(async () => {
  server = await useRealServer();
  setImportUploadTransport('fetch');
  // jsdom's FormData does not travel in Node's fetch; a browser's does, so the test takes Node's own.
  jsdomFormData = globalThis.FormData;
  globalThis.FormData = (await new Response(new URLSearchParams('a=1')).formData())
    .constructor as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = jsdomFormData;
});
resetBetweenTests();
afterEach(async () => {
  await worker?.stop();
  worker = null;
  stopJobsRuntime();
});

const screenText = pl.productsImporter.screen;

async function file(): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(['gtin', 'name_to_show', 'nieznana']);
  sheet.addRow([withCheckDigit('590123400001'), 'Sok z importu', 'x']);
  sheet.addRow(['5901234000019', 'Zła cyfra', 'y']);
  const bytes = await workbook.xlsx.writeBuffer();
  // Node's File: jsdom's own File does not travel in Node's FormData.
  return new NodeFile([new Uint8Array(bytes)], '<b>sok</b>.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }) as unknown as File;
}

describe('products importer screen (§2 Products importer)', () => {
  it('walks file → columns → preview → job → report, and back from the columns to a new file', async () => {
    worker = startJobWorker(server.db, jobHandlers(server.config), { idleMs: 20 });
    await logInAs('supplier@demo.pim');
    await renderApp('/products-importer-excel');
    await screen.findByRole('heading', { name: screenText.template.heading }, { timeout: 30_000 });
    await userEvent.click(screen.getByLabelText(pl.productsImporter.modes.create));
    await userEvent.upload(screen.getByLabelText(screenText.upload.fileLabel), await file());
    await userEvent.click(screen.getByRole('button', { name: screenText.upload.send }));

    await screen.findByRole('heading', { name: screenText.mapping.heading }, { timeout: 30_000 });
    // The name is shown as text: its markup was removed on the server, and nothing is rendered as HTML.
    expect(screen.getByText(/Plik: b\.xlsx/)).toBeTruthy();
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByText(screenText.mapping.unknown.replace('{{count}}', '1'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: screenText.actions.back }));
    await screen.findByRole('heading', { name: screenText.upload.heading });

    await userEvent.upload(screen.getByLabelText(screenText.upload.fileLabel), await file());
    await userEvent.click(screen.getByRole('button', { name: screenText.upload.send }));
    await userEvent.click(
      await screen.findByRole('button', { name: screenText.actions.next }, { timeout: 30_000 }),
    );
    const preview = await screen.findByRole('region', { name: screenText.preview.heading });
    // The GTIN cell of row 3 carries its fault (§2 preview: problems per cell).
    const gtin = within(preview).getByText('5901234000019').closest('td')!;
    expect(gtin.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(gtin.getAttribute('aria-describedby')!)?.textContent).toBe(
      pl.validation.eanCheckDigit,
    );
    await userEvent.click(screen.getByRole('button', { name: screenText.actions.import }));

    const report = await screen.findByRole(
      'region',
      { name: screenText.report.tableLabel },
      { timeout: 30_000 },
    );
    const row = within(report).getByRole('rowheader', { name: '3' }).closest('tr')!;
    expect(row.textContent).toContain('5901234000019');
    expect(row.textContent).toContain(pl.productsImporter.outcomes.failed);
    expect(
      screen.getByRole('link', { name: screenText.actions.downloadReport }).getAttribute('href'),
    ).toMatch(/^\/api\/jobs\/\d+\/file$/);
    // The jobs panel lists the import too (§2 Jobs panel).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(pl.jobs.panel.button) })).toBeTruthy(),
    );
    await userEvent.click(screen.getByRole('button', { name: screenText.actions.again }));
    await screen.findByRole('heading', { name: screenText.upload.heading });
  });
});

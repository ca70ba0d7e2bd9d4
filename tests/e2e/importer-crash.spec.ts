import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext } from './journey';
import ExcelJS from 'exceljs';
import { withCheckDigit } from '../../src/domain/gtin';

/**
 * Issue 7: a server killed in the middle of an import. The job's lease runs out, the restarted server's
 * worker claims the job again and carries on from the rows already written (docs/decisions/0020, 0021):
 * the import ends with its report and every good row became exactly one card.
 */
const SUPPLIER = { email: 'supplier2@demo.pim', password: 'demo-supplier2-pass' };
const BASE = '/product-excel/api/import';
const ROWS = 1500;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

/** The real server on its own port and data dir, as `npm start` runs it. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/page-config`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function logIn(api: APIRequestContext): Promise<string> {
  const answer = await api.post('/api/login', { data: SUPPLIER });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { csrf_token: string }).csrf_token;
}

/** ROWS rows as the template lays them out, every 100th with a wrong check digit. */
async function importFile(marker: string, base: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(['GTIN', 'Nazwa handlowa', 'Producent', 'Marka']);
  sheet.addRow(['gtin', 'name_to_show', 'producer', 'brand']);
  let bad = 0;
  for (let i = 0; i < ROWS; i += 1) {
    let gtin = withCheckDigit(`59${String(base).padStart(6, '0')}${String(i).padStart(4, '0')}`);
    if (i % 100 === 7) {
      gtin = `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`;
      bad += 1;
    }
    sheet.addRow([gtin, `${marker} ${i}`, 'Browar Pod Lipą', 'Lipowe']);
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), good: ROWS - bad, bad };
}

interface JobAnswer {
  status: string;
  output: { current_item: number; total_items: number };
}

async function jobOf(api: APIRequestContext, csrf: string, id: number): Promise<JobAnswer> {
  const answer = await api.post(`/api/get-job/${id}`, { headers: { 'x-csrf-token': csrf } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as JobAnswer;
}

test('a server killed during an import: after the restart the job carries on, no card is written twice', async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pim-crash-'));
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  try {
    let api = await request.newContext({ baseURL: origin });
    let csrf = await logIn(api);
    const stamp = Date.now() % 1_000_000;
    const marker = `Awaria ${stamp}`;
    const file = await importFile(marker, stamp);

    const upload = await api.post(`${BASE}/upload`, {
      headers: { 'x-csrf-token': csrf },
      multipart: {
        for_update: '0',
        file: {
          name: 'awaria.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: file.buffer,
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const { upload_id } = (await upload.json()) as { upload_id: number };
    const started = await api.post(`${BASE}/${upload_id}/start`, { headers: { 'x-csrf-token': csrf } });
    expect(started.status()).toBe(202);
    const jobId = ((await started.json()) as { job: { id: number } }).job.id;

    // Kill the server as soon as its worker has the job: reading, checking or writing batches. Whenever
    // it lands, the outcome must be the same.
    await expect
      .poll(async () => (await jobOf(api, csrf, jobId)).status, { timeout: 60_000, intervals: [50] })
      .toBe('running');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    await api.dispose();

    server = await startServer(port, dataDir);
    api = await request.newContext({ baseURL: origin });
    csrf = await logIn(api);
    // The dead worker's lease runs out (30 s), then the new worker claims the job and finishes it.
    await expect
      .poll(async () => (await jobOf(api, csrf, jobId)).status, { timeout: 150_000, intervals: [1000] })
      .toBe('finished');

    const report = await api.get(`${BASE}/jobs/${jobId}/report`);
    expect(report.status()).toBe(200);
    const { summary } = (await report.json()) as {
      summary: { total: number; created: number; failed: number };
    };
    expect(summary).toMatchObject({ total: ROWS, created: file.good, failed: file.bad });

    // Every good row is one card: as many cards carry the marker as rows were good, each GTIN once.
    const gtins: string[] = [];
    for (let page = 1; page <= Math.ceil(file.good / 200); page += 1) {
      const list = await api.get(
        `/api/p1/products?q=${encodeURIComponent(marker)}&per_page=200&page=${page}`,
      );
      expect(list.status()).toBe(200);
      const answer = (await list.json()) as { total: number; rows: { cells: { gtin: string } }[] };
      expect(answer.total).toBe(file.good);
      gtins.push(...answer.rows.map((row) => row.cells.gtin));
    }
    expect(gtins).toHaveLength(file.good);
    expect(new Set(gtins).size).toBe(file.good);
    await api.dispose();
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

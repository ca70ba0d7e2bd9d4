import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { importAnalysisSchema, importReportSchema } from '@contract/products-importer';
import { jobStartedSchema } from '@contract/jobs';
import { withCheckDigit } from '@domain/gtin';
import { createApp } from '@server/app';
import { configFromEnv } from '@server/config';
import { openDatabase } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { categories, jobs } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { seedDemo } from '@server/seed/demo';
import { DEMO_USERS } from '@server/seed/demo-users';
import type { BenchResult } from './result';

const ROWS = 10_000;
const GOAL_ROWS_PER_S = 500;
/** One row in fifty is bad (a wrong check digit), so the report has something to say. */
const BAD_EVERY = 50;

/** 10,000 rows of the demo brick's template: GTIN, names, producer, brand, category and three attributes. */
async function generatedFile(keys: Map<string, string>): Promise<Buffer> {
  const storage = keys.get('Sposób przechowywania')!;
  const country = keys.get('Kraj pochodzenia') ?? null;
  const columns = [
    'gtin',
    'name_to_show',
    'name',
    'producer',
    'brand',
    'category',
    storage,
    ...(country ? [country] : []),
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(columns.map((key) => [...keys].find(([, value]) => value === key)?.[0] ?? key));
  sheet.addRow(columns);
  for (let i = 0; i < ROWS; i += 1) {
    const gtin = withCheckDigit(`591${String(i).padStart(9, '0')}`);
    const bad = i % BAD_EVERY === 0 ? `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}` : gtin;
    sheet.addRow([
      bad,
      `Jogurt ${i}`,
      `Jogurt naturalny nr ${i}`,
      'Zielona Dolina',
      'Łąkowe',
      '10000028',
      ['Chłodnia', 'Mroźnia'][i % 2],
      ...(country ? ['Polska'] : []),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * §2 Products importer, end to end on PGlite: the upload (column check and preview of all 10,000 rows),
 * the start, the job writing every good row with its record and the xlsx report, and the report answer.
 */
export async function benchImporter(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pim-importer-bench-'));
  const config = { ...configFromEnv({}), dataDir, databaseUrl: null };
  const database = await openDatabase({ url: null, dataDir });
  try {
    await migrate(database.db);
    await seedDemo(database.db, { products: 200 });
    const app = createApp({
      db: database.db,
      config,
      mailer: { send: () => Promise.resolve() },
      clientDir: dataDir,
    });
    const demo = DEMO_USERS.find((user) => user.email === 'supplier@demo.pim')!;
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const csrf = ((await login.json()) as { csrf_token: string }).csrf_token;
    const headers = { cookie, 'x-csrf-token': csrf };
    const [brick] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.code, '10000028'));
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(
      await (
        await app.request(`/product-excel/api/import/template?for_update=0&categories[]=${brick!.id}`, {
          headers,
        })
      ).arrayBuffer(),
    );
    const keys = new Map<string, string>();
    const sheet = template.worksheets[0]!;
    sheet
      .getRow(2)
      .eachCell((cell, column) =>
        keys.set(String(sheet.getRow(1).getCell(column).value).replace(/ \*$/, ''), String(cell.value)),
      );
    const file = await generatedFile(keys);

    const started = performance.now();
    const form = new FormData();
    form.append('for_update', '0');
    form.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
    const uploaded = await app.request('/product-excel/api/import/upload', {
      method: 'POST',
      body: form,
      headers,
    });
    const analysis = importAnalysisSchema.parse(await uploaded.json());
    const afterUpload = performance.now();
    const startAnswer = await app.request(`/product-excel/api/import/${analysis.upload_id}/start`, {
      method: 'POST',
      headers,
    });
    const { job } = jobStartedSchema.parse(await startAnswer.json());
    const worker = startJobWorker(database.db, jobHandlers(config), { idleMs: 10 });
    worker.wake();
    for (;;) {
      const [row] = await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
      if (row!.status === 'finished' || row!.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    const report = importReportSchema.parse(
      await (await app.request(`/product-excel/api/import/jobs/${job.id}/report`, { headers })).json(),
    );
    const seconds = (performance.now() - started) / 1000;
    const expectedBad = Math.ceil(ROWS / BAD_EVERY);
    if (report.summary.created !== ROWS - expectedBad || report.summary.failed !== expectedBad)
      throw new Error(`unexpected report ${JSON.stringify(report.summary)}`);
    const rate = Math.round(ROWS / seconds);
    return [
      {
        name: `importer: ${ROWS.toLocaleString('en')} rows end to end (upload, check, job, report)`,
        value: rate,
        unit: 'rows/s',
        goal: `≥ ${GOAL_ROWS_PER_S} rows/s`,
        ok: rate >= GOAL_ROWS_PER_S,
      },
      {
        name: 'importer: upload with column check and preview of every row',
        value: Math.round(afterUpload - started),
        unit: 'ms',
        goal: 'part of the above',
        ok: true,
      },
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchImporter())
    console.log(
      `${result.ok ? '✓' : '✗'} ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})`,
    );
}

import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@domain/constants';
import { rowsOf } from '@server/db/client';
import { importRows, productEans, products } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import {
  BASE,
  BRICK,
  analysed,
  brickId,
  gtinFor,
  importFile,
  report,
  start,
  template,
  templateKeys,
  untilEnded,
  upload,
  wrongCheckDigit,
} from './support';

describe('products importer: template (§7 importer template)', () => {
  test('for_update=1 by default: labels, stable keys, the dictionary sheet; categories add their attributes with units', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const plain = await template(app, supplier, '');
    expect(plain.worksheets.map((sheet) => sheet.name)).toEqual(['Produkty', 'Opis kolumn']);
    expect([...templateKeys(plain).values()]).toEqual([
      'gtin',
      'name_to_show',
      'name',
      'producer',
      'brand',
      'category',
    ]);
    // for_update=1: only the GTIN is required (it finds the card).
    expect(plain.worksheets[0]!.getRow(1).getCell(1).value).toBe('GTIN *');
    expect(plain.worksheets[0]!.getRow(1).getCell(2).value).toBe('Nazwa handlowa');

    const id = await brickId(db);
    const withBrick = await template(app, supplier, `?for_update=0&categories[]=${id}`);
    const keys = templateKeys(withBrick);
    expect(withBrick.worksheets[0]!.getRow(1).getCell(2).value).toBe('Nazwa handlowa *');
    expect(keys.get('Sposób przechowywania')).toMatch(/^attr:[0-9a-f-]{36}$/);
    const net =
      keys.get('Zawartość netto') ??
      [...keys.entries()].find(([label]) => label.startsWith('Zawartość'))?.[1];
    expect(net).toMatch(/^attr:/);
    expect([...keys.values()]).toContain(net!.replace('attr:', 'unit:'));
    // File uploads and per-value numbers cannot live in a cell: not in the template.
    expect([...keys.keys()]).not.toContain('Karta charakterystyki');
    const dictionary = withBrick.worksheets[1]!;
    const storage = dictionary
      .getColumn(1)
      .values.findIndex((value) => value === keys.get('Sposób przechowywania'));
    expect(String(dictionary.getRow(storage).getCell(5).value)).toContain('Chłodnia');
    expect(errors).toEqual([]);
  });

  test('roles, flag 14 and bad queries: 401, 403, 404, 400', async () => {
    const { app } = await testApp();
    expect((await app.request(`${BASE}/template`)).status).toBe(401);
    const network = await loginAs(app, 'network@demo.pim');
    expect((await app.request(`${BASE}/template`, { headers: { cookie: network.cookie } })).status).toBe(403);
    const admin = await loginAs(app, 'admin@demo.pim');
    expect((await app.request(`${BASE}/template`, { headers: { cookie: admin.cookie } })).status).toBe(403);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    for (const query of ['?for_update=2', '?categories[]=abc', '?categories[]=999999'])
      expect(
        (await app.request(`${BASE}/template${query}`, { headers: { cookie: supplier.cookie } })).status,
      ).toBe(400);
    const off = await testApp({ disabledFeatures: [14] });
    const offSupplier = await loginAs(off.app, 'supplier@demo.pim');
    expect(
      (await off.app.request(`${BASE}/template`, { headers: { cookie: offSupplier.cookie } })).status,
    ).toBe(404);
  });
});

describe('products importer: upload, job, report', () => {
  test('good rows are written as drafts, bad rows reported per cell in the user’s language; the report is an xlsx', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const keys = templateKeys(
      await template(app, supplier, `?for_update=0&categories[]=${await brickId(db)}`),
    );
    const storage = keys.get('Sposób przechowywania')!;
    const good = [gtinFor(1), gtinFor(2), gtinFor(3)];
    const bytes = await importFile(
      ['gtin', 'name_to_show', 'producer', 'brand', 'category', storage, 'mystery'],
      [
        {
          gtin: good[0],
          name_to_show: 'Jogurt A',
          producer: 'Zielona Dolina',
          brand: 'Łąkowe',
          category: BRICK,
          [storage]: 'Chłodnia',
        },
        { gtin: wrongCheckDigit(gtinFor(4)), name_to_show: 'Zła cyfra', category: BRICK },
        { gtin: good[1], name_to_show: 'Jogurt B', category: BRICK, [storage]: 'Piwnica' },
        { gtin: good[0], name_to_show: 'Powtórzony', category: BRICK },
        { gtin: good[2], name_to_show: '', category: BRICK },
        { gtin: good[2], name_to_show: 'Jogurt C', producer: 'Nieznany' },
        {},
        {
          gtin: Number(gtinFor(5)),
          name_to_show: 'Jogurt D (GTIN jako liczba)',
          category: BRICK,
          [storage]: 'mroźnia',
        },
      ],
    );
    const analysis = await analysed(app, supplier, bytes);
    expect(analysis.total_rows).toBe(7);
    expect(analysis.mapping.unknown).toEqual([{ index: 7, header: 'mystery' }]);
    expect(analysis.mapping.missing).toEqual([]);
    expect(analysis.preview[1]!.problems).toEqual([
      {
        column: 'gtin',
        label: 'GTIN',
        message: 'Nieprawidłowa cyfra kontrolna kodu EAN/GTIN',
        level: 'error',
      },
    ]);
    expect(analysis.preview[2]!.problems[0]).toMatchObject({
      label: 'Sposób przechowywania',
      message: 'Wartości „Piwnica” nie ma na liście dozwolonych',
    });
    expect(analysis.preview[3]!.problems[0]!.message).toBe('Ten GTIN jest już w wierszu 3 pliku');
    expect(analysis.rows_with_errors).toBe(5);
    // The upload itself writes no card.
    expect(await db.select().from(products).where(eq(products.nameToShow, 'Jogurt A'))).toEqual([]);

    const job = await start(app, supplier, analysis.upload_id);
    expect(job).toMatchObject({
      status: 'pending',
      title: 'Import produktów: produkty.xlsx',
      output: { total_items: 7 },
    });
    const again = await request(app, 'POST', `${BASE}/${analysis.upload_id}/start`, {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
    });
    expect(again.status).toBe(409);

    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, supplier, job.id);
    await worker.stop();
    expect(ended.status).toBe('finished');
    expect(ended.result?.message).toBe('Utworzono karty: 2, zaktualizowano: 0, wierszy z błędami: 5.');

    const written = await db
      .select()
      .from(products)
      .where(inArray(products.gtin, [good[0]!, gtinFor(5)]));
    expect(written.map((card) => card.nameToShow).sort()).toEqual([
      'Jogurt A',
      'Jogurt D (GTIN jako liczba)',
    ]);
    expect(written.every((card) => card.status === PRODUCT_STATUS.DRAFT)).toBe(true);
    const eans = await db
      .select()
      .from(productEans)
      .where(inArray(productEans.ean, [good[0]!, gtinFor(5)]));
    expect(eans).toHaveLength(2);

    const answer = await report(app, supplier, job.id);
    expect(answer.summary).toEqual({ total: 7, created: 2, updated: 0, failed: 5, with_warnings: 2 });
    const failed = answer.rows.filter((row) => row.outcome === 'failed');
    expect(failed.map((row) => row.row)).toEqual([4, 5, 6, 7, 8]);
    expect(failed.find((row) => row.row === 7)!.problems[0]).toMatchObject({
      column: 'name_to_show',
      message: 'Pole wymagane',
    });
    // Warnings: required attributes still empty keep the card a draft.
    const warned = answer.rows.find((row) => row.row === 3)!;
    expect(warned.outcome).toBe('created');
    expect(warned.problems.every((problem) => problem.level === 'warning')).toBe(true);

    const file = await app.request(answer.download!, { headers: { cookie: supplier.cookie } });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Wiersz',
      'GTIN',
      'Wynik',
      'Rodzaj',
      'Kolumna',
      'Co jest nie tak',
    ]);
    const lines = sheet.getSheetValues().slice(2) as unknown[][];
    expect(
      lines.some((line) => line[1] === 4 && line[6] === 'Nieprawidłowa cyfra kontrolna kodu EAN/GTIN'),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('for_update=1 updates the company’s cards found by GTIN; another company’s GTIN is not found; an empty cell keeps the value', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const companyId = supplier.answer.user.company_id!;
    const [own] = rowsOf<{ id: number; gtin: string; name: string; name_to_show: string }>(
      await db.execute(
        sql`select id, gtin, name, name_to_show from products where company_id = ${companyId} and gtin is not null order by id limit 1`,
      ),
    );
    const [foreign] = rowsOf<{ gtin: string }>(
      await db.execute(
        sql`select gtin from products where company_id <> ${companyId} and gtin is not null order by id limit 1`,
      ),
    );
    const bytes = await importFile(
      ['gtin', 'name_to_show', 'name'],
      [
        { gtin: own!.gtin, name_to_show: 'Nowa nazwa z importu' },
        { gtin: foreign!.gtin, name_to_show: 'Cudza karta' },
      ],
    );
    const analysis = await analysed(app, supplier, bytes, '1');
    expect(analysis.preview[1]!.problems[0]!.message).toBe('Nie znaleziono Twojej karty z tym GTIN');
    const job = await start(app, supplier, analysis.upload_id);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    await untilEnded(app, supplier, job.id);
    await worker.stop();
    const [after] = await db.select().from(products).where(eq(products.id, own!.id));
    expect(after!.nameToShow).toBe('Nowa nazwa z importu');
    expect(after!.name).toBe(own!.name);
    expect((await report(app, supplier, job.id)).summary).toMatchObject({ updated: 1, failed: 1 });
    expect(errors).toEqual([]);
  });

  test('a rerun after the worker died mid-import skips the rows already written: no card twice', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const rows = Array.from({ length: 600 }, (_, i) => ({
      gtin: gtinFor(1000 + i),
      name_to_show: `Karta ${i}`,
    }));
    const analysis = await analysed(app, supplier, await importFile(['gtin', 'name_to_show'], rows));
    const job = await start(app, supplier, analysis.upload_id);
    const handler = jobHandlers(config).products_import!;
    const [jobRow] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from jobs where id = ${job.id}`),
    );
    // The first run dies after its first batch was committed (the process was killed).
    let reports = 0;
    await expect(
      handler({
        db,
        job: {
          ...(jobRow as object),
          id: job.id,
          userId: supplier.answer.user.id,
          input: jobRow!.input,
        } as never,
        progress: () => {
          reports += 1;
          if (reports > 1) return Promise.reject(new Error('killed'));
          return Promise.resolve();
        },
      }),
    ).rejects.toThrow('killed');
    const partial = await db.select().from(importRows).where(eq(importRows.jobId, job.id));
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(600);
    // Its lease runs out; a worker claims the job again and finishes it.
    await db.execute(
      sql`update jobs set status = 'running', locked_by = 'dead', locked_until = now() - interval '1 minute' where id = ${job.id}`,
    );
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, supplier, job.id);
    await worker.stop();
    expect(ended.status).toBe('finished');
    const [{ cards, distinct }] = rowsOf<{ cards: number; distinct: number }>(
      await db.execute(
        sql`select count(*)::int as cards, count(distinct gtin)::int as distinct from products where name_to_show like 'Karta %'`,
      ),
    ) as [{ cards: number; distinct: number }];
    expect({ cards, distinct }).toEqual({ cards: 600, distinct: 600 });
    expect((await report(app, supplier, job.id)).summary).toMatchObject({
      total: 600,
      created: 600,
      failed: 0,
    });
    expect(errors).toEqual([]);
  });

  test('another user cannot start or read someone else’s import; the network role cannot upload', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const analysis = await analysed(
      app,
      supplier,
      await importFile(['gtin', 'name_to_show'], [{ gtin: gtinFor(7), name_to_show: 'X' }]),
    );
    const stolen = await request(app, 'POST', `${BASE}/${analysis.upload_id}/start`, {
      cookie: other.cookie,
      csrf: other.csrf,
    });
    expect(stolen.status).toBe(404);
    const job = await start(app, supplier, analysis.upload_id);
    expect(
      (await request(app, 'GET', `${BASE}/jobs/${job.id}/report`, { cookie: other.cookie })).status,
    ).toBe(404);
    const network = await loginAs(app, 'network@demo.pim');
    expect((await upload(app, network, 'x')).status).toBe(403);
    const uploads = await app.request(`${BASE}/upload`, { method: 'POST', body: new FormData() });
    expect(uploads.status).toBeGreaterThanOrEqual(401);
  });
});

import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { importAnalysisSchema } from '@contract/products-importer';
import { rowsOf, type Db } from '@server/db/client';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { gtinFor, importFile, upload } from './support';

const productCount = async (db: Db) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`))[0]!.n;

/** Every bad file: a 400 with a clear sentence, nothing written, no 500, the server answering after. */
describe('products importer: bad input (issue 7)', () => {
  test('not an xlsx, an empty form, a wrong template, no rows', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const before = await productCount(db);
    const cases: [Uint8Array | string, string][] = [
      [
        'gtin;name_to_show\n5901234123457;Sok',
        'To nie jest plik xlsx. Zapisz arkusz jako „Skoroszyt programu Excel (.xlsx)”.',
      ],
      [
        new Uint8Array([
          0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
        ]),
        'To nie jest plik xlsx. Zapisz arkusz jako „Skoroszyt programu Excel (.xlsx)”.',
      ],
      [
        await importFile(['kolor', 'waga'], [{ kolor: 'czerwony', waga: 3 }]),
        'Nie rozpoznano żadnej kolumny. Użyj szablonu pobranego z tej strony (wiersz z kluczami kolumn).',
      ],
      [await importFile(['gtin', 'name_to_show'], []), 'Plik nie zawiera wierszy z danymi.'],
    ];
    for (const [bytes, message] of cases) {
      const answer = await upload(app, supplier, bytes);
      expect(answer).toEqual({ status: 400, body: { message, code: expect.any(String) } });
    }
    const noFile = await app.request('/product-excel/api/import/upload', {
      method: 'POST',
      body: new URLSearchParams({ for_update: '1' }),
      headers: { cookie: supplier.cookie, 'x-csrf-token': supplier.csrf },
    });
    expect(noFile.status).toBe(400);
    expect(await productCount(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('a file over the byte limit and one over the row limit (100,000 rows) are refused before parsing', async () => {
    const { app, errors } = await testApp({ importMaxBytes: 200 * 1024 });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const big = await upload(app, supplier, new Uint8Array(300 * 1024));
    expect(big).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Plik jest większy niż 0.2 MB.' }),
    });

    const rows = await testApp({ importMaxRows: 20_000 });
    const session = await loginAs(rows.app, 'supplier@demo.pim');
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(['gtin', 'name_to_show']).commit();
    for (let i = 0; i < 100_000; i += 1) sheet.addRow([i, 'x']).commit();
    sheet.commit();
    await workbook.commit();
    await ended;
    const answer = await upload(rows.app, session, Buffer.concat(chunks));
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Plik ma więcej niż 20000 wierszy danych. Podziel go na mniejsze pliki.',
      }),
    });
    expect([...errors, ...rows.errors]).toEqual([]);
  });

  test('a zip bomb (a small file that inflates past the limit) is stopped while inflating', async () => {
    // 1 MB uploads: everything inflated may come to 64 MB.
    const { app, errors } = await testApp({ importMaxBytes: 1024 * 1024 });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const zip = await JSZip.loadAsync(
      await importFile(['gtin', 'name_to_show'], [{ gtin: gtinFor(1), name_to_show: 'A' }]),
    );
    zip.file('xl/sharedStrings.xml', ' '.repeat(80 * 1024 * 1024), {
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const answer = await upload(app, supplier, bomb);
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Plik po rozpakowaniu jest zbyt duży — to nie wygląda na zwykły arkusz.',
      }),
    });
    expect(errors).toEqual([]);
  });

  test('formulas give their cached result or a cell problem; merged cells and dates in text are cell problems', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [launch] = rowsOf<{ uuid: string }>(
      await db.execute(sql`select uuid from attributes where type = 'date' limit 1`),
    );
    const date = `attr:${launch!.uuid}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(['gtin', 'name_to_show', date]);
    sheet.addRow([gtinFor(11), { formula: 'CONCATENATE("Sok ","A")', result: 'Sok A' }, '01.02.2024']);
    sheet.addRow([gtinFor(12), { formula: 'A1&"x"' }, '2024-02-30']);
    sheet.addRow([gtinFor(13), 'Scalony', '03/12/2024']);
    sheet.addRow([gtinFor(14), '', new Date(Date.UTC(2024, 4, 1))]);
    sheet.mergeCells('B4:B5');
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(app, supplier, bytes);
    expect(answer.status).toBe(200);
    const analysis = importAnalysisSchema.parse(answer.body);
    const [formula, noResult, merged, mergedBelow] = analysis.preview;
    expect(formula!.cells.name_to_show).toBe('Sok A');
    expect(formula!.problems.filter((problem) => problem.level === 'error')).toEqual([]);
    expect(noResult!.problems.map((problem) => problem.message)).toEqual([
      'Formuła bez obliczonej wartości — zapisz plik w Excelu albo wpisz wartość',
      '„2024-02-30” nie jest datą — użyj RRRR-MM-DD lub DD.MM.RRRR',
    ]);
    const mergedMessage = 'Scalone komórki — rozdziel je i wpisz wartość w każdym wierszu';
    expect(merged!.problems.map((problem) => problem.message)).toEqual([
      mergedMessage,
      '„03/12/2024” nie jest datą — użyj RRRR-MM-DD lub DD.MM.RRRR',
    ]);
    expect(mergedBelow!.problems.map((problem) => problem.message)).toContain(mergedMessage);
    expect(errors).toEqual([]);
  });

  test('a GTIN with a wrong check digit and a file with script in its name: reported, stored without markup', async () => {
    const { app, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const bytes = await importFile(
      ['gtin', 'name_to_show'],
      [{ gtin: '5901234123458', name_to_show: 'Sok' }],
    );
    const answer = await upload(app, supplier, bytes, { name: '"><img src=x onerror=alert(1)>.xlsx' });
    expect(answer.status).toBe(200);
    const analysis = importAnalysisSchema.parse(answer.body);
    expect(analysis.file_name).toBe('img src=x onerror=alert(1).xlsx');
    expect(analysis.file_name).not.toMatch(/[<>"]/);
    expect(analysis.preview[0]!.problems[0]!.message).toBe('Nieprawidłowa cyfra kontrolna kodu EAN/GTIN');
    expect(analysis.rows_with_errors).toBe(1);
    expect(errors).toEqual([]);
  });
});

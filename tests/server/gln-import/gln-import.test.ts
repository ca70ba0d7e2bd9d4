import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { glnImportAppliedSchema, glnImportQueuedSchema } from '@contract/gln-import';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { untilEnded } from '@tests/server/importer/support';
import { withCookies } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import {
  BASE,
  BREWERY,
  DAIRY,
  apply,
  checked,
  gln,
  glnsOf,
  importCount,
  uploadGln,
  wrongGln,
} from './support';

const NEW_DAIRY = gln('590111100001');
const NEW_BREWERY = gln('590111100002');
const SELGROS_GLN = '5900000000053';

/** One row per check of §6 Import GLN file: two good, then each problem once. */
const MIXED = [
  'firma;gln',
  `${DAIRY.name};${NEW_DAIRY}`,
  `PL ${BREWERY.taxId};${NEW_BREWERY}`,
  `${DAIRY.name};${wrongGln('590111100003')}`,
  `Nieznana Firma Sp. z o.o.;${gln('590111100004')}`,
  `Penny Market;${NEW_DAIRY}`,
  `Metro Cash & Carry;${SELGROS_GLN}`,
].join('\n');

describe('GLN import (§6 import GLN file): who may', () => {
  test('only an admin uploads and applies: 401 without a session, 403 for every other role', async () => {
    const { app } = await testApp();
    expect((await app.request(BASE, { method: 'POST' })).status).toBe(401);
    for (const email of [
      'supplier@demo.pim',
      'network@demo.pim',
      'metro@demo.pim',
      'qc@demo.pim',
      'mdm@demo.pim',
      'cm@demo.pim',
    ]) {
      const session = await loginAs(app, email);
      const upload = await uploadGln(app, session, MIXED);
      expect([upload.status, (upload.body as { code: string }).code]).toEqual([403, 'session.forbidden']);
      expectError(await apply(app, session, 1, { mode: 'all' }), 403, 'session.forbidden');
    }
    const admin = await loginAs(app, 'admin@demo.pim');
    expect((await uploadGln(app, admin, MIXED)).status).toBe(200);
  });
});

describe('GLN import: the per-row report', () => {
  test('each row is checked: mod-10, unknown company, a GLN or company twice, a GLN another company holds', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const report = await checked(app, admin, MIXED);
    expect(report).toMatchObject({
      file_name: 'gln.csv',
      total_rows: 6,
      good_rows: 2,
      bad_rows: 4,
      as_job: false,
    });
    expect(report.rows.map((row) => [row.row, row.company_name, row.problems])).toEqual([
      [2, DAIRY.name, []],
      [3, BREWERY.name, []],
      [
        4,
        DAIRY.name,
        ['GLN musi mieć 13 cyfr i poprawną cyfrę kontrolną.', 'Ta firma jest już w wierszu 2.'],
      ],
      [5, null, ['Nie znaleziono firmy o tej nazwie ani o tym NIP.']],
      [6, 'Penny Market', ['Ten GLN jest już w wierszu 2.']],
      [7, 'Metro Cash & Carry', ['Ten GLN ma już firma Selgros Cash & Carry.']],
    ]);
    expect(report.rows[0]!.current_gln).toBe('5901234000017');
    // The check writes nothing but the kept rows.
    expect(await glnsOf(db, [DAIRY.name, BREWERY.name])).toEqual({
      [DAIRY.name]: '5901234000017',
      [BREWERY.name]: '5907654000019',
    });
  });

  test('the report is in the reader language; a comma csv with quotes and an xlsx with a GLN typed as a number read alike', async () => {
    const { app } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    admin.cookie = withCookies(admin.cookie, 'pim_lang=de');
    const csv = `GLN,Company\n${wrongGln('590111100003')},"${BREWERY.name}"\n`;
    const report = await checked(app, admin, csv);
    expect(report.rows[0]!.company_name).toBe(BREWERY.name);
    expect(report.rows[0]!.problems).toEqual(['Die GLN muss 13 Ziffern und eine richtige Prüfziffer haben.']);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('GLN');
    sheet.addRow(['NIP', 'GLN']);
    sheet.addRow([Number(DAIRY.taxId), Number(gln('012345600001'))]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fromXlsx = await checked(app, admin, bytes, 'gln.xlsx');
    expect(fromXlsx.rows).toEqual([
      expect.objectContaining({ row: 2, gln: gln('012345600001'), company_name: DAIRY.name, problems: [] }),
    ]);
  });

  test('bad files are refused with a 400 and nothing is kept', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const cases: [string | Uint8Array, string][] = [
      ['', 'glnImport.errors.noFile'],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x82]), 'glnImport.errors.notReadable'],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'glnImport.errors.notReadable'],
      ['nazwa;numer\nMleczarnia;5901234000017', 'glnImport.errors.columns'],
      ['firma;gln\n\n;\n', 'glnImport.errors.noRows'],
      [`firma;gln\n${`${DAIRY.name};${NEW_DAIRY}\n`.repeat(10_001)}`, 'glnImport.errors.tooManyRows'],
      [`firma;gln\n${'x'.repeat(2 * 1024 * 1024 + 1)}`, 'glnImport.errors.tooLarge'],
    ];
    for (const [content, code] of cases) {
      const response = await uploadGln(app, admin, content);
      expect(response.status, code).toBe(400);
      expect((response.body as { code: string }).code).toBe(code);
    }
    const noForm = await request(app, 'POST', BASE, {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: { file: 'x' },
    });
    expectError(noForm, 400, 'glnImport.errors.noFile');
    expect(await importCount(db)).toBe(0);
  });
});

describe('GLN import: applying', () => {
  test('all or nothing: a bad row writes nothing; good rows only writes the good ones; once only', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const report = await checked(app, admin, MIXED);
    const before = await glnsOf(db, [DAIRY.name, BREWERY.name, 'Penny Market', 'Metro Cash & Carry']);

    expectError(
      await apply(app, admin, report.import_id, { mode: 'all' }),
      400,
      'glnImport.errors.hasBadRows',
    );
    expect(await glnsOf(db, Object.keys(before))).toEqual(before);

    const done = await apply(app, admin, report.import_id, { mode: 'good_rows' });
    expect(done.status, done.text).toBe(200);
    expect(glnImportAppliedSchema.parse(done.body)).toEqual({
      applied: 2,
      unchanged: 0,
      skipped: 4,
      message: 'Zapisano: 2, bez zmian: 0, pominięto: 4.',
    });
    expect(await glnsOf(db, Object.keys(before))).toEqual({
      ...before,
      [DAIRY.name]: NEW_DAIRY,
      [BREWERY.name]: NEW_BREWERY,
    });
    expectError(
      await apply(app, admin, report.import_id, { mode: 'good_rows' }),
      409,
      'glnImport.errors.alreadyApplied',
    );
  });

  test('a clean file in all-or-nothing is written whole; two companies may swap their GLNs', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const swap = `firma;gln\n${DAIRY.name};5907654000019\n${BREWERY.name};5901234000017\n`;
    const report = await checked(app, admin, swap);
    expect(report.bad_rows).toBe(0);
    const done = await apply(app, admin, report.import_id, { mode: 'all' });
    expect(done.status, done.text).toBe(200);
    expect(await glnsOf(db, [DAIRY.name, BREWERY.name])).toEqual({
      [DAIRY.name]: '5907654000019',
      [BREWERY.name]: '5901234000017',
    });
  });

  test('bad apply bodies and unknown imports: 400 and 404, nothing written', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const report = await checked(app, admin, `firma;gln\n${DAIRY.name};${NEW_DAIRY}\n`);
    for (const body of [{}, { mode: 'some' }, { mode: 1 }, []])
      expect((await apply(app, admin, report.import_id, body)).status).toBe(400);
    const raw = await request(app, 'POST', `${BASE}/${report.import_id}/apply`, {
      cookie: admin.cookie,
      csrf: admin.csrf,
      raw: '{"mode":',
    });
    expect(raw.status).toBe(400);
    expectError(await apply(app, admin, 999_999, { mode: 'all' }), 404, 'glnImport.errors.importGone');
    expectError(await apply(app, admin, 99_999_999_999, { mode: 'all' }), 404, 'glnImport.errors.importGone');
    expect((await glnsOf(db, [DAIRY.name]))[DAIRY.name]).toBe('5901234000017');
  });

  test('a file larger than the direct limit is applied by a background job the jobs panel follows', async () => {
    const { app, db, config } = await testApp({ glnImportDirectRows: 2 });
    const admin = await loginAs(app, 'admin@demo.pim');
    const report = await checked(app, admin, MIXED);
    expect(report.as_job).toBe(true);
    const started = await apply(app, admin, report.import_id, { mode: 'good_rows' });
    expect(started.status, started.text).toBe(202);
    const { job, message } = glnImportQueuedSchema.parse(started.body);
    expect(job.title).toBe('Import GLN: gln.csv');
    expect(message).toBe('Plik jest zapisywany w tle.');
    expectError(
      await apply(app, admin, report.import_id, { mode: 'good_rows' }),
      409,
      'glnImport.errors.alreadyApplied',
    );
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, admin, job.id);
    await worker.stop();
    expect(ended.status).toBe('finished');
    expect(ended.result?.message).toBe('Zapisano: 2, bez zmian: 0, pominięto: 4.');
    expect(await glnsOf(db, [DAIRY.name, BREWERY.name])).toEqual({
      [DAIRY.name]: NEW_DAIRY,
      [BREWERY.name]: NEW_BREWERY,
    });
  });

  test('all or nothing in a job: a bad row leaves every company as it was', async () => {
    const { app, db, config } = await testApp({ glnImportDirectRows: 2 });
    const admin = await loginAs(app, 'admin@demo.pim');
    const report = await checked(app, admin, MIXED);
    const started = await apply(app, admin, report.import_id, { mode: 'all' });
    const { job } = glnImportQueuedSchema.parse(started.body);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, admin, job.id);
    await worker.stop();
    expect(ended.result?.message).toBe('Plik ma błędne wiersze (4); nic nie zostało zapisane.');
    expect((await glnsOf(db, [DAIRY.name]))[DAIRY.name]).toBe('5901234000017');
  });
});

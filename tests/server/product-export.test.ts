import type { Workbook } from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import pl from '@i18n/locales/pl.json';
import de from '@i18n/locales/de.json';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { attributes, categoryAttributes, products, users } from '@server/db/schema';
import { attributeUuids, cardInNetwork, cardOf, withCookies } from '@tests/server/fixtures/catalog';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const METRO_UUID = 'c0000000-0000-4000-8000-00000000000a';

/** GET an export and read the bytes (the harness's request reads text, which would spoil a zip). */
async function download(app: App, session: Session | null, path: string, cookie = '') {
  const header = withCookies(session?.cookie ?? '', cookie);
  const response = await app.request(path, header === '' ? {} : { headers: { cookie: header } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function readBack(bytes: Buffer): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<Workbook['xlsx']['load']>[0]);
  return workbook;
}

/** Every row of a sheet as plain cell texts (exceljs rows are 1-based with an empty slot 0). */
function rowsOf(workbook: Workbook, name: string): string[][] {
  const sheet = workbook.getWorksheet(name);
  if (sheet === undefined) throw new Error(`no sheet ${name}`);
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
  return rows;
}

/** A card of the company that Metro sees (visible in its availability). */
async function metroCardOf(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`${products.availability} @> ${JSON.stringify([{ code: 'metro', visibility: true }])}::jsonb`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (row === undefined) throw new Error('no card of the company visible in metro');
  return row;
}

/** A private attribute of Metro on every card of the category, with a value on the card. */
async function addMetroAttribute(db: Db, card: typeof products.$inferSelect, value: string) {
  await db.insert(attributes).values({
    uuid: METRO_UUID,
    type: 'text',
    sectionCode: 'private_attributes',
    name: { pl: 'Kod działu Metro', de: 'Metro-Abteilungscode', ro: 'Cod departament Metro' },
    privateNetworkCode: 'metro',
    position: 999,
  });
  await db.insert(categoryAttributes).values({ categoryId: card.categoryId!, attributeUuid: METRO_UUID });
  await db
    .update(products)
    .set({ attributes: [...(card.attributes as object[]), { uuid: METRO_UUID, data: [{ value: [value] }] }] })
    .where(eq(products.id, card.id));
}

describe('§7 GET /product/{id}/get-as-xlsx', () => {
  test('a real xlsx: identify, every attribute with value and unit, logistics and availability', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const { response, bytes } = await download(app, session, `/product/${card.id}/get-as-xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${card.gtin}.xlsx"`);
    const workbook = await readBack(bytes);
    const sheets = pl.productExport.sheets;
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      sheets.card,
      sheets.attributes,
      sheets.logistics,
      sheets.availability,
    ]);
    const identify = new Map(rowsOf(workbook, sheets.card).map(([field, value]) => [field, value]));
    expect(identify.get(pl.productExport.fields.gtin)).toBe(card.gtin);
    expect(identify.get(pl.productExport.fields.nameToShow)).toBe(card.nameToShow);
    expect(identify.get(pl.productExport.fields.status)).toBe(pl.status[String(card.status) as '2']);

    const [head, ...attributeRows] = rowsOf(workbook, sheets.attributes);
    expect(head).toEqual([
      pl.productExport.columns.section,
      pl.productExport.columns.group,
      pl.productExport.columns.attribute,
      pl.productExport.columns.value,
      pl.productExport.columns.unit,
      pl.productExport.columns.network,
    ]);
    const byName = new Map(attributeRows.map((row) => [row[2], row]));
    expect(byName.get('Kraj pochodzenia')?.slice(0, 5)).toEqual([
      'Informacje podstawowe',
      '',
      'Kraj pochodzenia',
      'Polska',
      '',
    ]);
    const netContent = byName.get('Zawartość netto')!;
    expect(netContent[3]).toMatch(/^\d+$/);
    expect(['g', 'ml', 'szt.']).toContain(netContent[4]);
    // Every attribute of the schema is listed, empty ones too, and the network column names Selgros.
    expect(byName.get('Hasło reklamowe')?.[3]).toBe('');
    expect(byName.get('Grupa towarowa Selgros')?.[5]).toBe('Selgros');

    const [, consumer] = rowsOf(workbook, sheets.logistics);
    expect(consumer?.slice(0, 4)).toEqual([
      pl.productExport.values.generalStructure,
      pl.logistics.packageTypes.consumer,
      card.gtin,
      '1',
    ]);
    expect(consumer?.[5]).toBe('mm');
    expect(consumer?.[7]).toBe('cm³');

    const availability = rowsOf(workbook, sheets.availability).slice(1);
    expect(availability.map((row) => row[1]).sort()).toEqual(
      (card.availability as { code: string }[]).map((entry) => entry.code).sort(),
    );
    expect(errors).toEqual([]);
  });

  test('in the user’s language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const { bytes } = await download(app, session, `/product/${card.id}/get-as-xlsx`, 'pim_lang=de');
    const workbook = await readBack(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      Object.values(de.productExport.sheets).slice(0, 4),
    );
    expect(rowsOf(workbook, de.productExport.sheets.attributes).map((row) => row[2])).toContain(
      'Ursprungsland',
    );
  });

  test('the same visibility as show: 404 for cards the user may not see, 401 without a session', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, supplier.answer.user.company_id!, true);
    const path = (id: number) => `/product/${id}/get-as-xlsx`;
    expectError(
      await request(app, 'GET', path(other.id), { cookie: supplier.cookie }),
      404,
      'errors.productNotFound',
    );
    expectError(
      await request(app, 'GET', path(999999), { cookie: supplier.cookie }),
      404,
      'errors.productNotFound',
    );
    expectError(await request(app, 'GET', path(other.id)), 401, 'errors.unauthenticated');
    const network = await loginAs(app, 'network@demo.pim');
    const visible = await cardInNetwork(db, 'selgros', true);
    const hidden = await cardInNetwork(db, 'selgros', false);
    expect((await download(app, network, path(visible.id))).response.status).toBe(200);
    expectError(
      await request(app, 'GET', path(hidden.id), { cookie: network.cookie }),
      404,
      'errors.productNotFound',
    );
  });

  test('a network user gets no other network’s private attributes; an admin with the flag gets them marked', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const card = await cardInNetwork(db, 'metro', true);
    await db
      .update(products)
      .set({
        attributes: [
          ...(card.attributes as object[]),
          { uuid: uuids.selgros_group, data: [{ value: ['x'] }] },
        ],
      })
      .where(eq(products.id, card.id));
    // The second sheet, whatever the user's language (Metro's demo user reads German).
    const names = async (email: string) => {
      const workbook = await readBack(
        (await download(app, await loginAs(app, email), `/product/${card.id}/get-as-xlsx`)).bytes,
      );
      return rowsOf(workbook, workbook.worksheets[1]!.name).map((row) => row[2]);
    };
    expect(await names('metro@demo.pim')).not.toContain('Warengruppe Selgros');
    // Selgros's own attributes follow the Selgros flags (docs/decisions/0043): an admin holding the full one.
    await db
      .update(users)
      .set({ extraFlags: { can_use_selgros_private_attributes: true } })
      .where(eq(users.email, 'admin@demo.pim'));
    expect(await names('admin@demo.pim')).toContain('Grupa towarowa Selgros');
  });

  test('the site-root redirect to the SPA does not swallow the export; other /product paths still redirect', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    expect((await download(app, session, `/product/${card.id}/get-as-xlsx`)).response.status).toBe(200);
    const details = await request(app, 'GET', `/product/${card.id}/details`, { cookie: session.cookie });
    expect(details.status).toBe(302);
    expect(details.headers.get('location')).toBe(`/react/product/${card.id}/details`);
  });
});

describe('§7 GET /product/{id}/get-as-xlsx-metro', () => {
  test('Metro’s layout: fixed columns, then Metro’s private attributes, then the supplier’s own', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await metroCardOf(db, session.answer.user.company_id!);
    await addMetroAttribute(db, card, 'DZ-07');
    const { response, bytes } = await download(app, session, `/product/${card.id}/get-as-xlsx-metro`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${card.gtin}-metro.xlsx"`,
    );
    const workbook = await readBack(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([pl.productExport.sheets.metro]);
    const [head, values, ...more] = rowsOf(workbook, pl.productExport.sheets.metro);
    expect(more).toEqual([]);
    const metro = pl.productExport.metro;
    expect(head?.slice(0, 2)).toEqual([pl.productExport.fields.gtin, metro.articleNumber]);
    const entry = (card.availability as { code: string; product_number: string }[]).find(
      (a) => a.code === 'metro',
    );
    expect(values?.slice(0, 2)).toEqual([card.gtin, entry?.product_number ?? '']);
    const column = (name: string) => head!.indexOf(name);
    expect(values?.[column(metro.baseEans)]).toBe(card.gtin);
    const metroColumn = column('[Metro] Kod działu Metro');
    const ownColumn = column('Kraj pochodzenia');
    expect(metroColumn).toBeGreaterThan(column(metro.caseEans));
    expect(ownColumn).toBeGreaterThan(metroColumn);
    expect(values?.[metroColumn]).toBe('DZ-07');
    expect(values?.[ownColumn]).toBe('Polska');
    // Another network's private attribute is never in Metro's file.
    expect(head!.some((name) => name.includes('Selgros'))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('for the card’s supplier, Metro and admins; 403 for other roles, 404 for a card not in Metro', async () => {
    const { app, db } = await testApp();
    const card = await cardInNetwork(db, 'metro', true);
    const path = (id: number) => `/product/${id}/get-as-xlsx-metro`;
    for (const email of ['metro@demo.pim', 'admin@demo.pim'])
      expect((await download(app, await loginAs(app, email), path(card.id))).response.status, email).toBe(
        200,
      );
    for (const email of ['mdm@demo.pim', 'cm@demo.pim'])
      expectError(
        await request(app, 'GET', path(card.id), { cookie: (await loginAs(app, email)).cookie }),
        403,
        'productExport.metro.forbidden',
      );
    const both = await db
      .select()
      .from(products)
      .where(
        and(
          sql`${products.availability} @> ${JSON.stringify([{ code: 'metro', visibility: true }])}::jsonb`,
          sql`${products.availability} @> ${JSON.stringify([{ code: 'selgros', visibility: true }])}::jsonb`,
        ),
      )
      .limit(1);
    const network = await loginAs(app, 'network@demo.pim');
    expectError(
      await request(app, 'GET', path(both[0]!.id), { cookie: network.cookie }),
      403,
      'productExport.metro.forbidden',
    );
    const admin = await loginAs(app, 'admin@demo.pim');
    const notInMetro = await cardInNetwork(db, 'metro', false);
    expectError(
      await request(app, 'GET', path(notInMetro.id), { cookie: admin.cookie }),
      404,
      'productExport.metro.notInMetro',
    );
    const metro = await loginAs(app, 'metro@demo.pim');
    expectError(
      await request(app, 'GET', path(notInMetro.id), { cookie: metro.cookie }),
      404,
      'errors.productNotFound',
    );
  });
});

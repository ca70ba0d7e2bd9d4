import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PER_PAGE_SIZES } from '@contract/data-table';
import { productShowAnswerSchema } from '@contract/product-card';
import { PRODUCT_STATUS } from '@domain/constants';
import { rowsOf, type Db } from '@server/db/client';
import { productRows, products } from '@server/db/schema';
import { COUNT_CAP } from '@server/lists/paging';
import { allListedIds, listOf, listRequest, visibleIds } from '@tests/server/fixtures/product-list';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { expectNameOrder } from '@tests/server/harness/name-order';

const ALL_COLUMNS = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'category',
  'brand',
  'producer',
  'supplier',
  'completeness',
  'readiness',
  'qc_status',
  'network_qc',
  'sales_status',
  'updated_at',
];
const without = (list: string[], ...gone: string[]) => list.filter((item) => !gone.includes(item));

/** §6 written out per demo user: what the list's info must offer them. */
const ROLES = [
  {
    email: 'supplier@demo.pim',
    columns: without(ALL_COLUMNS, 'supplier'),
    filters: [
      'q',
      'status',
      'category_id',
      'brand_id',
      'completeness',
      'qc_status',
      'readiness',
      'gs1',
      'network_code',
    ],
    // The offer actions (send-offer, existing offers): a supplier where the instance sends offers (0041).
    single: ['edit', 'details', 'clone', 'copy', 'delete', 'sales_status', 'xlsx', 'offer', 'offers'],
    mass: ['delete', 'export', 'bulk_edit', 'bulk_numbers', 'bulk_media', 'offer'],
  },
  {
    email: 'admin@demo.pim',
    columns: ALL_COLUMNS,
    filters: [
      'q',
      'status',
      'category_id',
      'brand_id',
      'completeness',
      'qc_status',
      'readiness',
      'gs1',
      'supplier_id',
      'network_code',
    ],
    single: ['edit', 'details', 'delete', 'sales_status', 'xlsx'],
    mass: ['delete', 'export', 'bulk_numbers', 'bulk_assign', 'bulk_media'],
  },
  ...['network@demo.pim', 'metro@demo.pim', 'qc@demo.pim'].map((email) => ({
    email,
    columns: without(ALL_COLUMNS, 'qc_status'),
    filters: ['q', 'status', 'category_id', 'brand_id', 'completeness', 'readiness', 'supplier_id'],
    single: ['details', 'xlsx'],
    mass: ['export', 'bulk_assign'],
  })),
  ...['mdm@demo.pim', 'cm@demo.pim'].map((email) => ({
    email,
    columns: without(ALL_COLUMNS, 'qc_status'),
    filters: [
      'q',
      'status',
      'category_id',
      'brand_id',
      'completeness',
      'readiness',
      'supplier_id',
      'network_code',
    ],
    single: ['details', 'xlsx'],
    mass: ['export'],
  })),
];

/** `count` more draft cards named "Karta masowa n" of one company, in one statement (list rows by trigger). */
async function addMassCards(db: Db, count: number) {
  const [template] = await db.select().from(products).limit(1);
  await db.execute(sql`
    insert into products (company_id, gtin, name, name_to_show, status)
    select ${template!.companyId}, null, 'Masowa', 'Karta masowa ' || n, ${PRODUCT_STATUS.DRAFT}
    from generate_series(1, ${count}) as n`);
}

describe('GET /api/p1/products: who sees what (§6)', () => {
  test.each(ROLES.map((role) => [role.email, role] as const))(
    '%s sees exactly the cards visibleProducts allows, with the columns, filters and actions of the role',
    async (_email, role) => {
      const { app, db, errors } = await testApp();
      const session = await loginAs(app, role.email);
      const expected = await visibleIds(db, session.answer.user);
      expect(expected.length).toBeGreaterThan(0);
      expect(await allListedIds(app, session)).toEqual(expected);

      const { info, rows } = await listOf(app, session);
      expect(info.available_columns.map((column) => column.id)).toEqual(role.columns);
      expect(info.filters.map((filter) => filter.name)).toEqual(role.filters);
      expect(info.single_actions.map((action) => action.id)).toEqual(role.single);
      expect(info.mass_actions.map((action) => action.id)).toEqual(role.mass);
      expect(info.per_page_sizes).toEqual([...PER_PAGE_SIZES]);
      // A column the role does not get has no cell either.
      for (const row of rows) expect(Object.keys(row.cells)).toEqual(role.columns);
      expect(errors).toEqual([]);
    },
  );

  test('a supplier never sees the other supplier’s cards, whatever the filters say', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const otherCompany = String(other.answer.user.company_id);
    // supplier_id is not a supplier's filter (§6): ignored, never a way into another company.
    const answer = await listOf(app, session, { supplier_id: otherCompany, per_page: '200' });
    const companies = await db
      .select({ companyId: products.companyId })
      .from(products)
      .where(sql`${products.id} in ${answer.rows.map((row) => row.id)}`);
    expect(new Set(companies.map((row) => row.companyId))).toEqual(new Set([session.answer.user.company_id]));
    expect(await allListedIds(app, other)).toEqual(await visibleIds(db, other.answer.user));
  });

  test('labels are message keys; the delete asks the §8 question', async () => {
    const { app } = await testApp();
    const { info } = await listOf(app, await loginAs(app, 'supplier@demo.pim'));
    expect(info.available_columns.find((column) => column.id === 'gtin')?.label).toBe(
      'productList.columns.gtin',
    );
    const remove = info.single_actions.find((action) => action.id === 'delete')!;
    expect(remove).toMatchObject({ confirm: 'productList.confirm.delete', danger: true });
    expect(info.single_actions.find((action) => action.id === 'edit')?.href).toBe('/react/product/{id}/edit');
    expect(info.single_actions.find((action) => action.id === 'xlsx')?.href).toBe(
      '/product/{id}/get-as-xlsx',
    );
  });

  test('bulk edit is offered only with flags.bulk_edit on', async () => {
    const { app } = await testApp({ bulkEditEnabled: false });
    const { info } = await listOf(app, await loginAs(app, 'supplier@demo.pim'));
    expect(info.mass_actions.map((action) => action.id)).toEqual([
      'delete',
      'export',
      'bulk_numbers',
      'bulk_media',
      'offer',
    ]);
  });

  test('no offer action on the German instance, where sending offers is off (flag 3)', async () => {
    const { app } = await testApp({ instance: 'de' });
    const { info } = await listOf(app, await loginAs(app, 'supplier@demo.pim'));
    expect(info.single_actions.map((action) => action.id)).not.toContain('offer');
    expect(info.single_actions.map((action) => action.id)).not.toContain('offers');
    expect(info.mass_actions.map((action) => action.id)).not.toContain('offer');
  });

  test('without a session the answer is 401', async () => {
    const { app } = await testApp();
    expectError(await listRequest(app, null), 401, 'errors.unauthenticated');
  });
});

describe('GET /api/p1/products: rows, order and paging (§3)', () => {
  test('newest changes first by default, cells formatted in the user’s language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const answer = await listOf(app, session, { per_page: '25' });
    expect(answer).toMatchObject({
      page: 1,
      per_page: 25,
      sort: 'updated_at',
      order: 'desc',
      total_capped: false,
    });
    expect(answer.total).toBe((await db.select({ id: products.id }).from(products)).length);
    const times = answer.rows.map((row) => String(row.cells.updated_at));
    expect(times).toEqual([...times].sort().reverse());
    const [first] = await db.select().from(products).where(eq(products.id, answer.rows[0]!.id));
    const cells = answer.rows[0]!.cells;
    expect(cells.name_to_show).toBe(first!.nameToShow);
    expect(cells.gtin).toBe(first!.gtin);
    expect(cells.status).toMatch(/^(Gotowa|Kopia robocza|Wycofana|Oferta)$/);
    expect(cells.completeness).toBe(first!.completeness);
    expect(typeof cells.category).toBe('string');
    expect(typeof cells.supplier).toBe('string');
  });

  test('a draft copy’s row names its original (0059); other rows and a copy made a ready card do not', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [original] = await db
      .select()
      .from(products)
      .where(eq(products.companyId, session.answer.user.company_id!))
      .orderBy(products.id)
      .limit(1);
    const cloned = await request(app, 'POST', `/product/${original!.id}/clone`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {},
    });
    expect(cloned.status, cloned.text).toBe(201);
    const copyId = Number(/\/product\/(\d+)\/edit$/.exec((cloned.body as { url: string }).url)![1]);
    const copied = async () => {
      const answer = await listOf(app, session, { per_page: '100' });
      return answer.rows.filter((row) => row.cells.draft_copy_of !== undefined);
    };
    expect(await copied()).toEqual([
      expect.objectContaining({
        id: copyId,
        cells: expect.objectContaining({ draft_copy_of: original!.nameToShow }),
      }),
    ]);
    // Only a draft is a draft copy: the same card saved as ready is a card of its own.
    await db.update(products).set({ status: PRODUCT_STATUS.READY }).where(eq(products.id, copyId));
    expect(await copied()).toEqual([]);
  });

  test('sorting by name both ways, ties broken by id; the next page continues the order', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const ascending = await allListedIds(app, session, {});
    const byName = await listOf(app, session, { sort: 'name_to_show', order: 'asc', per_page: '25' });
    const next = await listOf(app, session, {
      sort: 'name_to_show',
      order: 'asc',
      per_page: '25',
      page: '2',
    });
    const names = [...byName.rows, ...next.rows].map((row) => String(row.cells.name_to_show));
    expect(names.length).toBe(ascending.length);
    expectNameOrder(names);
    const descending = await listOf(app, session, { sort: 'name_to_show', order: 'desc', per_page: '50' });
    expect(descending.rows.map((row) => String(row.cells.name_to_show))).toEqual([...names].reverse());
  });

  test('names sort in the Polish alphabet, not in the order of their bytes', async () => {
    const { app, db } = await testApp();
    const [template] = await db.select().from(products).limit(1);
    const names = ['Zupa ogórkowa', 'Łąkowe masło', 'Lody waniliowe', 'ananas w puszce', 'Ćwikła', 'Cukier'];
    await db.insert(products).values(
      names.map((name) => ({
        companyId: template!.companyId,
        name: 'Sortowanie',
        nameToShow: `Ω ${name}`,
        status: PRODUCT_STATUS.DRAFT,
      })),
    );
    const session = await loginAs(app, 'admin@demo.pim');
    const answer = await listOf(app, session, { q: 'Sortowanie', sort: 'name_to_show', order: 'asc' });
    expect(answer.rows.map((row) => String(row.cells.name_to_show))).toEqual([
      'Ω ananas w puszce',
      'Ω Cukier',
      'Ω Ćwikła',
      'Ω Lody waniliowe',
      'Ω Łąkowe masło',
      'Ω Zupa ogórkowa',
    ]);
  });

  test('a page past the end shows the last page', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const full = await listOf(app, session, { per_page: '25' });
    const last = Math.ceil(full.total / 25);
    const past = await listOf(app, session, { per_page: '25', page: '999' });
    expect(past.page).toBe(last);
    expect(past.rows.length).toBe(full.total - (last - 1) * 25);
  });

  test('a catalogue past the count cap says "2 000+" and pages end at the cap', async () => {
    const { app, db } = await testApp();
    await addMassCards(db, COUNT_CAP + 1);
    const session = await loginAs(app, 'admin@demo.pim');
    const answer = await listOf(app, session, { per_page: '200' });
    expect(answer).toMatchObject({ total: COUNT_CAP, total_capped: true });
    const end = await listOf(app, session, { per_page: '200', page: '5000' });
    expect(end).toMatchObject({ page: COUNT_CAP / 200, total_capped: true });
    expect(end.rows.length).toBe(200);
    // A narrower filter counts exactly again.
    const few = await listOf(app, session, { status: String(PRODUCT_STATUS.READY) });
    expect(few.total_capped).toBe(false);
  });
});

describe('GET /api/p1/products: totals while cards change', () => {
  const version = async (db: Db) =>
    Number(
      rowsOf<{ v: string }>(
        await db.execute(sql`select last_value::text as v from lists.product_rows_version`),
      )[0]!.v,
    );

  test('the change counter of the list rows moves once per row written, whatever the statement', async () => {
    const { db } = await testApp();
    const ids = (await db.select({ id: products.id }).from(products).limit(3)).map((row) => row.id);
    const before = await version(db);
    await db.update(products).set({ salesStatus: 1 }).where(inArray(products.id, ids));
    const updated = await version(db);
    expect(updated - before).toBeGreaterThanOrEqual(3);
    await db.delete(products).where(inArray(products.id, ids));
    expect((await version(db)) - updated).toBeGreaterThanOrEqual(3);
  });

  test('a total past the cap is kept while few cards change, and counted again once enough did', async () => {
    const { app, db } = await testApp();
    await addMassCards(db, COUNT_CAP + 30);
    const session = await loginAs(app, 'admin@demo.pim');
    const search = { q: 'masowa', per_page: '50' };
    expect(await listOf(app, session, search)).toMatchObject({ total: COUNT_CAP, total_capped: true });
    // Ten cards leave the search: still far past the cap, and still shown as past it.
    const leave = async (count: number) =>
      db.execute(sql`
        update products set name = 'Inna', name_to_show = 'Inna karta' where id in (
          select id from products where name = 'Masowa' order by id limit ${count})`);
    await leave(10);
    expect(await listOf(app, session, search)).toMatchObject({ total: COUNT_CAP, total_capped: true });
    // Thirty more: 1,990 remain, and the total says so exactly.
    await leave(30);
    expect(await listOf(app, session, search)).toMatchObject({ total: COUNT_CAP - 10, total_capped: false });
  });
});

describe('GET /api/p1/products: filters', () => {
  test('status (repeated), category, brand, completeness and QC narrow the supplier’s cards', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const user = session.answer.user;
    const ready = String(PRODUCT_STATUS.READY);
    const draft = String(PRODUCT_STATUS.DRAFT);
    expect(await allListedIds(app, session, { status: [ready, draft] })).toEqual(
      await visibleIds(db, user, sql`${products.status} in (2, 5)`),
    );
    const [card] = await db.select().from(products).where(eq(products.companyId, user.company_id!)).limit(1);
    expect(await allListedIds(app, session, { category_id: String(card!.categoryId) })).toEqual(
      await visibleIds(db, user, eq(products.categoryId, card!.categoryId!)),
    );
    expect(await allListedIds(app, session, { brand_id: String(card!.brandId) })).toEqual(
      await visibleIds(db, user, eq(products.brandId, card!.brandId!)),
    );
    expect(await allListedIds(app, session, { completeness: '100' })).toEqual(
      await visibleIds(db, user, eq(products.completeness, 100)),
    );
    expect(await allListedIds(app, session, { completeness: '0-49' })).toEqual(
      await visibleIds(db, user, sql`${products.completeness} <= 49`),
    );
    expect(await allListedIds(app, session, { qc_status: '1' })).toEqual(
      await visibleIds(db, user, eq(products.qcStatus, 1)),
    );
  });

  test('filter options: the categories and brands of the user’s own cards, in the user’s language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { info } = await listOf(app, session);
    const own = await db
      .selectDistinct({ categoryId: products.categoryId, brandId: products.brandId })
      .from(products)
      .where(eq(products.companyId, session.answer.user.company_id!));
    const options = (name: string) => info.filters.find((filter) => filter.name === name)!.options;
    expect(
      options('category_id')
        .map((option) => Number(option.value))
        .sort(),
    ).toEqual([...new Set(own.map((row) => row.categoryId))].sort());
    expect(
      options('brand_id')
        .map((option) => Number(option.value))
        .sort(),
    ).toEqual([...new Set(own.map((row) => row.brandId))].sort());
    expect(options('status').map((option) => option.label)).toEqual([
      'Gotowa',
      'Kopia robocza',
      'Wycofana',
      'Oferta',
    ]);
    expect(options('qc_status').map((option) => option.value)).toEqual(['0', '1', '2']);
    expect(options('completeness').map((option) => option.value)).toEqual(['0-49', '50-99', '100']);
    expect(options('network_code').length).toBeGreaterThan(0);
    const cm = await listOf(app, await loginAs(app, 'cm@demo.pim'));
    const cmStatus = cm.info.filters.find((filter) => filter.name === 'status')!;
    expect(cmStatus.options[0]!.label).toBe('Pregătită');
  });

  test('an admin filters by supplier and by network (availability with visibility)', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const supplier = await loginAs(app, 'supplier2@demo.pim');
    const companyId = supplier.answer.user.company_id!;
    expect(await allListedIds(app, session, { supplier_id: String(companyId) })).toEqual(
      await visibleIds(db, supplier.answer.user),
    );
    const network = await loginAs(app, 'network@demo.pim');
    expect(await allListedIds(app, session, { network_code: 'selgros' })).toEqual(
      await visibleIds(db, network.answer.user),
    );
  });

  test('a filter the role does not get is ignored, never widening or failing the list', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const plain = await allListedIds(app, session);
    expect(await allListedIds(app, session, { qc_status: '2', network_code: 'metro' })).toEqual(plain);
  });

  test('search by a word prefix of the name, by GTIN and by any package EAN', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const [card] = await db.select().from(products).orderBy(products.id).limit(1);
    const word = card!.nameToShow.split(' ')[1]!;
    const byWord = await allListedIds(app, session, { q: word.slice(0, 3).toUpperCase() });
    expect(byWord).toContain(card!.id);
    const named = await db.select({ id: productRows.id, name: productRows.nameToShow }).from(productRows);
    const expected = named.filter((row) =>
      row.name
        .toLowerCase()
        .split(/[^0-9a-z\u0080-\uffff]+/)
        .some((part) => part.startsWith(word.slice(0, 3).toLowerCase())),
    );
    expect(byWord.length).toBeGreaterThanOrEqual(expected.length);
    expect(await allListedIds(app, session, { q: card!.gtin! })).toEqual([card!.id]);
    await db.execute(
      sql`insert into product_eans (ean, product_id, package_type) values ('5909990001117', ${card!.id}, 12)`,
    );
    expect(await allListedIds(app, session, { q: '590999000' })).toEqual([card!.id]);
    // Words of several parts: every word must match.
    const both = await allListedIds(app, session, { q: `${card!.nameToShow.split(' ')[0]} ${word}` });
    expect(both).toContain(card!.id);
  });

  test.each(["' or 1=1 --", 'Mleko%', '_', "x'); drop table products; --", 'a & b | !c:*', '\\', 'ąę łóż'])(
    'search text %j is only ever searched for',
    async (q) => {
      const { app, db, errors } = await testApp();
      const session = await loginAs(app, 'admin@demo.pim');
      const response = await listRequest(app, session, { q });
      expect([200, 400]).toContain(response.status);
      expect(errors).toEqual([]);
      expect((await db.select({ id: products.id }).from(products)).length).toBeGreaterThan(0);
    },
  );
});

describe('completeness (docs/decisions/0012)', () => {
  test('every save stores it, and the list row follows the card', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [card] = await db
      .select()
      .from(products)
      .where(
        sql`${products.companyId} = ${session.answer.user.company_id} and ${products.completeness} = 100`,
      )
      .orderBy(products.id)
      .limit(1);
    const shown = productShowAnswerSchema.parse(
      (await request(app, 'GET', `/api/p1/product/show/${card!.id}`, { cookie: session.cookie })).body,
    );
    const { general_info: info, id: _id, ...payload } = shown;
    const kept = payload.attributes.slice(0, 1);
    const saved = await request(app, 'PUT', `/api/p1/product/${card!.id}/edit?save=draft`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: {
        ...payload,
        attributes: kept,
        version: info.version,
        product_profile: { ...payload.product_profile, name_to_show: 'Przemianowana karta' },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const [after] = await db.select().from(products).where(eq(products.id, card!.id));
    expect(after!.completeness).toBeLessThan(100);
    const listed = await listOf(app, session, { q: 'przemianowana' });
    expect(listed.rows.map((row) => [row.id, row.cells.completeness, row.cells.status])).toEqual([
      [card!.id, after!.completeness, 'Kopia robocza'],
    ]);
    expect(errors).toEqual([]);
  });
});

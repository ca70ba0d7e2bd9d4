import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { migrationDetailsSchema } from '@contract/attribute-migrations';
import {
  attributeMigrationCompanies,
  attributeMigrations,
  attributes,
  categoryAttributes,
  products,
} from '@server/db/schema';
import { STORAGE_CONDITIONS_UUID } from '@server/seed/attribute-lists';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { listAt, send } from './support';

const PATH = '/api/p1/attribute-migrations';
type Db = Awaited<ReturnType<typeof testApp>>['db'];

/** The demo migration's source: the storage mode select. */
async function storageMode(db: Db) {
  const [mode] = await db
    .select()
    .from(attributes)
    .where(sql`${attributes.name} ->> 'pl' = 'Sposób przechowywania'`);
  return mode!;
}

const countMigrations = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(attributeMigrations))[0]!.n;

describe('GET /api/p1/attribute-migrations (§2, docs/decisions/0019)', () => {
  test('admin sees every migration with agreements so far; apply is excluded until all agreed', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const answer = await listAt(app, session, PATH);
    expect(answer.rows).toHaveLength(1);
    expect(answer.rows[0]!.cells).toMatchObject({ status: 'Oczekuje', agreements: '1 / 2' });
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['open', 'apply', 'delete']);
    expect(answer.info.row_action_exclusions[String(answer.rows[0]!.id)]).toEqual(['apply']);
  });

  test('a supplier sees the migrations touching its cards, its own count, and may agree once', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = await listAt(app, session, PATH);
    expect(answer.rows).toHaveLength(1);
    const id = answer.rows[0]!.id;
    const [part] = await db
      .select()
      .from(attributeMigrationCompanies)
      .where(eq(attributeMigrationCompanies.companyId, session.answer.user.company_id!));
    expect(answer.rows[0]!.cells).toMatchObject({
      affected_cards: part!.affectedCards,
      agreements: 'Czeka na zgodę',
    });
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['open', 'agree']);

    const agreed = await send(app, session, 'POST', `${PATH}/${id}/agree`);
    expect(agreed.status, agreed.text).toBe(200);
    const details = migrationDetailsSchema.parse(agreed.body);
    expect(details.companies).toHaveLength(1);
    expect(details.companies[0]!.agreed_by).toBe('Piotr Dostawca');
    expect(details.can_agree).toBe(false);
    const again = await listAt(app, session, PATH);
    expect(again.info.row_action_exclusions[String(id)]).toEqual(['agree']);
  });

  test('roles: networks may not see; suppliers may not create or apply; no session is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', PATH), 401, 'errors.unauthenticated');
    const network = await loginAs(app, 'network@demo.pim');
    expectError(await request(app, 'GET', PATH, { cookie: network.cookie }), 403, 'session.forbidden');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expectError(await send(app, supplier, 'POST', PATH, {}), 403, 'session.forbidden');
    expectError(await send(app, supplier, 'POST', `${PATH}/1/apply`), 403, 'session.forbidden');
    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(await send(app, admin, 'POST', `${PATH}/1/agree`), 403, 'session.forbidden');
  });
});

describe('attribute migration writes', () => {
  test('admin creates a migration: affected companies are asked; bad bodies write nothing', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const mode = await storageMode(db);
    const before = await countMigrations(db);
    expectFaults(await send(app, session, 'POST', PATH, { name: '' }), 'attribute_migrations');
    const same = expectFaults(
      await send(app, session, 'POST', PATH, {
        name: 'X',
        source_attribute_uuid: mode.uuid,
        target_attribute_uuid: mode.uuid,
      }),
      'attribute_migrations',
    );
    expect(same.map((fault) => fault.field)).toEqual(['target_attribute_uuid']);
    const badMap = expectFaults(
      await send(app, session, 'POST', PATH, {
        name: 'X',
        source_attribute_uuid: mode.uuid,
        target_attribute_uuid: STORAGE_CONDITIONS_UUID,
        value_map: [{ from: 'nie-ma', to: 'nie-ma' }],
      }),
      'attribute_migrations',
    );
    expect(badMap.map((fault) => fault.field).sort()).toEqual(['value_map.0.from', 'value_map.0.to']);
    expect(await countMigrations(db)).toBe(before);

    const created = await send(app, session, 'POST', PATH, {
      name: 'Druga migracja',
      source_attribute_uuid: mode.uuid,
      target_attribute_uuid: STORAGE_CONDITIONS_UUID,
      value_map: [],
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { id: number }).id;
    const parts = await db
      .select()
      .from(attributeMigrationCompanies)
      .where(eq(attributeMigrationCompanies.migrationId, id));
    expect(parts.length).toBe(2);
    expect(parts.every((part) => part.agreedAt === null)).toBe(true);
  });

  test('apply is refused until everyone agreed, then rewrites the cards and the categories in one go', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const [migration] = await db.select().from(attributeMigrations);
    expectError(
      await send(app, admin, 'POST', `${PATH}/${migration!.id}/apply`),
      409,
      'attributeMigrations.errors.awaitingAgreements',
    );
    const supplier = await loginAs(app, 'supplier@demo.pim');
    await send(app, supplier, 'POST', `${PATH}/${migration!.id}/agree`);
    const applied = await send(app, admin, 'POST', `${PATH}/${migration!.id}/apply`);
    expect(applied.status, applied.text).toBe(200);
    const details = migrationDetailsSchema.parse(applied.body);
    expect(details.status).toBe('applied');
    expect(details.applied_cards).toBe(migration!.affectedCards);
    const holding = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.attributes} @> ${JSON.stringify([{ uuid: migration!.sourceAttributeUuid }])}::jsonb`,
      );
    expect(holding[0]!.n).toBe(0);
    const target = await db
      .select({ attributes: products.attributes })
      .from(products)
      .where(sql`${products.attributes} @> ${JSON.stringify([{ uuid: STORAGE_CONDITIONS_UUID }])}::jsonb`);
    const mapped = new Set(migration!.valueMap.map((pair) => pair.to));
    for (const card of target) {
      const entry = (card.attributes as { uuid: string; data: { value_uuid?: string }[] }[]).find(
        (candidate) => candidate.uuid === STORAGE_CONDITIONS_UUID,
      );
      for (const item of entry!.data) expect(mapped.has(item.value_uuid!)).toBe(true);
    }
    expect(
      await db
        .select()
        .from(categoryAttributes)
        .where(eq(categoryAttributes.attributeUuid, migration!.sourceAttributeUuid)),
    ).toEqual([]);
    expectError(
      await send(app, admin, 'POST', `${PATH}/${migration!.id}/apply`),
      409,
      'attributeMigrations.errors.applied',
    );
    const refused = await send(app, admin, 'DELETE', PATH, { ids: [migration!.id] });
    expect(refused.body).toMatchObject({ results: [{ id: migration!.id, success: false }] });
  });

  test('a supplier not touched by a migration gets 404 for it; bad ids are 404', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const slogan = (
      await db
        .select()
        .from(attributes)
        .where(sql`${attributes.name} ->> 'pl' = 'Hasło reklamowe'`)
    )[0];
    const description = (
      await db
        .select()
        .from(attributes)
        .where(sql`${attributes.type} = 'html_textarea'`)
    )[0];
    if (slogan !== undefined && description !== undefined) {
      const created = await send(app, admin, 'POST', PATH, {
        name: 'Hasło → opis',
        source_attribute_uuid: slogan.uuid,
        target_attribute_uuid: description.uuid,
      });
      expect(created.status, created.text).toBe(201);
      const supplier = await loginAs(app, 'supplier@demo.pim');
      const id = (created.body as { id: number }).id;
      expectError(
        await request(app, 'GET', `${PATH}/${id}`, { cookie: supplier.cookie }),
        404,
        'attributeMigrations.errors.notFound',
      );
    }
    expectError(
      await request(app, 'GET', `${PATH}/abc`, { cookie: admin.cookie }),
      404,
      'attributeMigrations.errors.notFound',
    );
  });
});

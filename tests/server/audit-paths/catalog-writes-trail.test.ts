import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditPageSchema } from '@contract/audit-trail';
import { issueStepAnswerSchema } from '@contract/product-issues';
import {
  attributeMigrations,
  attributes,
  categories,
  categoryAttributes,
  productIssues,
  products,
} from '@server/db/schema';
import { STORAGE_CONDITIONS_UUID } from '@server/seed/attribute-lists';
import { send } from '@tests/server/attribute-lists/support';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { entityEntries, entriesAfter, lastEntryId, onlyEntry } from '@tests/server/audit/trail';

/**
 * Issues, requirement sets, attribute migrations and a chain's own attribute definitions leave their
 * entries, with who and the fields before and after; a refused write leaves none (docs/decisions/0052).
 */

const ISSUE = {
  type: 'qc' as const,
  ns: 'product_profile',
  header: 'Nazwa handlowa',
  message: 'Nazwa nie podaje gramatury.',
};

describe('the trail of issues', () => {
  test('reported by QC, resolved by the supplier, a second one cancelled: each status before and after, and who', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const qc = await loginAs(app, 'qc@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    // The QC manager sees the card once Markant may see it (§6 visibility by availability).
    await db
      .update(products)
      .set({ availability: [{ code: 'markant', visibility: true, product_number: '' }] })
      .where(eq(products.id, card.id));
    const path = (what: string) => `/api/p1/product/${card.id}/${what}`;
    // Two findings the card has no issue about yet: a report of a known one replaces its text instead.
    const known = new Set(
      (
        await db
          .select({ ns: productIssues.ns, identify: productIssues.identify })
          .from(productIssues)
          .where(eq(productIssues.productId, card.id))
      ).map((row) => `${row.ns} ${row.identify}`),
    );
    const [firstField, secondField] = ['name_to_show', 'name', 'brand', 'sub_brand', 'producer'].filter(
      (field) => !known.has(`${ISSUE.ns} ${field}`),
    );
    let since = await lastEntryId(db);

    const reported = await send(app, qc, 'POST', path('report-issues'), {
      issues: [
        { ...ISSUE, identify: firstField! },
        { ...ISSUE, identify: secondField!, header: 'Druga uwaga', message: 'Brak nazwy prawnej.' },
      ],
    });
    expect(reported.status, reported.text).toBe(201);
    const created = await entityEntries(db, since, 'issue');
    expect(created).toHaveLength(2);
    for (const entry of created)
      expect(entry).toMatchObject({
        action: 'insert',
        source: 'ui',
        userId: qc.answer.user.id,
        productId: card.id,
      });
    expect(created.map((entry) => entry.changes['status'])).toEqual([
      { before: null, after: 'open' },
      { before: null, after: 'open' },
    ]);
    expect(created[0]!.changes['message']).toEqual({ before: null, after: ISSUE.message });
    const thread = issueStepAnswerSchema.parse(reported.body).thread.issues;
    const first = thread.find((issue) => issue.identify === firstField && issue.status === 'open')!;
    const second = thread.find((issue) => issue.identify === secondField && issue.status === 'open')!;

    // Refused: the supplier may not cancel, nor resolve an issue that does not exist.
    since = await lastEntryId(db);
    expectError(
      await send(app, supplier, 'PUT', path('cancel-issue'), { id: second.id }),
      403,
      'session.forbidden',
    );
    expectError(
      await send(app, supplier, 'PUT', path('resolve-issue'), { id: 999_999 }),
      404,
      'issues.notFound',
    );
    expectFaults(await send(app, supplier, 'PUT', path('resolve-issue'), { id: 'x' }), 'issues');
    expect(await entriesAfter(db, since)).toEqual([]);

    const resolved = await send(app, supplier, 'PUT', path('resolve-issue'), {
      id: first.id,
      message: 'Poprawione: 500 g.',
    });
    expect(resolved.status, resolved.text).toBe(200);
    const resolution = await onlyEntry(db, since, 'issue');
    expect(resolution).toMatchObject({
      action: 'update',
      source: 'ui',
      userId: supplier.answer.user.id,
      entityId: String(first.id),
      productId: card.id,
    });
    expect(resolution.changes['status']).toEqual({ before: 'open', after: 'resolved' });
    expect(resolution.changes['closed_by']).toEqual({ before: null, after: supplier.answer.user.id });
    const step = await onlyEntry(db, since, 'issue_event');
    expect(step).toMatchObject({ action: 'insert', userId: supplier.answer.user.id });
    expect(step.changes['message']).toEqual({ before: null, after: 'Poprawione: 500 g.' });

    since = await lastEntryId(db);
    const cancelled = await send(app, qc, 'PUT', path('cancel-issue'), { id: second.id });
    expect(cancelled.status, cancelled.text).toBe(200);
    const cancellation = await onlyEntry(db, since, 'issue');
    expect(cancellation).toMatchObject({ userId: qc.answer.user.id, entityId: String(second.id) });
    expect(cancellation.changes['status']).toEqual({ before: 'open', after: 'cancelled' });
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });
});

describe('the trail of requirement sets', () => {
  test('a chain creating, editing and deleting a set: its fields before and after; refused writes leave none', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [food] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.code, '50000000'));
    const uuids = (await db.select({ uuid: attributes.uuid }).from(attributes).limit(3)).map(
      (row) => row.uuid,
    );
    const PATH = '/api/p1/requirement-sets';
    let since = await lastEntryId(db);

    expectError(
      await send(app, supplier, 'POST', PATH, {
        name: 'X',
        category_ids: [food!.id],
        attribute_uuids: uuids,
      }),
      403,
      'session.forbidden',
    );
    expectFaults(await send(app, network, 'POST', PATH, { name: '', category_ids: [] }), 'requirement_sets');
    expect(await entriesAfter(db, since)).toEqual([]);

    const created = await send(app, network, 'POST', PATH, {
      name: 'Zestaw z dziennika',
      category_ids: [food!.id],
      attribute_uuids: uuids,
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { id: number }).id;
    const insert = await onlyEntry(db, since, 'requirement_set');
    expect(insert).toMatchObject({
      action: 'insert',
      source: 'ui',
      userId: network.answer.user.id,
      entityId: String(id),
    });
    expect(insert.changes['name']).toEqual({ before: null, after: 'Zestaw z dziennika' });
    expect(insert.changes['network_code']).toEqual({ before: null, after: 'selgros' });

    since = await lastEntryId(db);
    const edited = await send(app, network, 'PUT', `${PATH}/${id}`, {
      name: 'Zestaw po zmianie',
      category_ids: [food!.id],
      attribute_uuids: uuids.slice(0, 2),
    });
    expect(edited.status, edited.text).toBe(200);
    const update = await onlyEntry(db, since, 'requirement_set');
    expect(update).toMatchObject({ action: 'update', userId: network.answer.user.id });
    expect(update.changes['name']).toEqual({ before: 'Zestaw z dziennika', after: 'Zestaw po zmianie' });
    expect(update.changes['attribute_count']).toEqual({ before: 3, after: 2 });

    // Another chain's user deletes nothing of this chain's set.
    since = await lastEntryId(db);
    const metro = await loginAs(app, 'metro@demo.pim');
    const foreign = await send(app, metro, 'DELETE', PATH, { ids: [id] });
    expect(foreign.body).toMatchObject({ results: [{ id, success: false }] });
    expect(await entriesAfter(db, since)).toEqual([]);

    const deleted = await send(app, network, 'DELETE', PATH, { ids: [id] });
    expect(deleted.body).toMatchObject({ results: [{ id, success: true }] });
    const removal = await onlyEntry(db, since, 'requirement_set');
    expect(removal).toMatchObject({ action: 'delete', userId: network.answer.user.id });
    expect(removal.changes['name']).toEqual({ before: 'Zestaw po zmianie', after: null });
  });
});

describe('the trail of attribute migrations', () => {
  test('created by the admin, agreed by the supplier, applied to the cards: each with who and its values', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const PATH = '/api/p1/attribute-migrations';
    const [mode] = await db
      .select()
      .from(attributes)
      .where(sql`${attributes.name} ->> 'pl' = 'Sposób przechowywania'`);
    let since = await lastEntryId(db);

    expectError(await send(app, supplier, 'POST', PATH, {}), 403, 'session.forbidden');
    expectFaults(await send(app, admin, 'POST', PATH, { name: '' }), 'attribute_migrations');
    expect(await entriesAfter(db, since)).toEqual([]);

    const created = await send(app, admin, 'POST', PATH, {
      name: 'Migracja z dziennika',
      source_attribute_uuid: mode!.uuid,
      target_attribute_uuid: STORAGE_CONDITIONS_UUID,
      value_map: [],
    });
    expect(created.status, created.text).toBe(201);
    // Written, then its count of affected cards once the companies asked are known.
    const [insert, counted, ...more] = await entityEntries(db, since, 'attribute_migration');
    expect(more).toEqual([]);
    expect(insert).toMatchObject({ action: 'insert', source: 'ui', userId: admin.answer.user.id });
    expect(insert!.changes['name']).toEqual({ before: null, after: 'Migracja z dziennika' });
    expect(counted).toMatchObject({
      action: 'update',
      userId: admin.answer.user.id,
      entityId: insert!.entityId,
    });
    expect(Object.keys(counted!.changes)).toEqual(['affected_cards']);
    const asked = await entityEntries(db, since, 'attribute_migration_company');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((entry) => entry.action === 'insert' && entry.userId === admin.answer.user.id)).toBe(
      true,
    );

    // The demo migration, waiting for the supplier's agreement.
    const [demo] = await db
      .select()
      .from(attributeMigrations)
      .where(sql`${attributeMigrations.name} <> 'Migracja z dziennika'`);
    since = await lastEntryId(db);
    expectError(
      await send(app, admin, 'POST', `${PATH}/${demo!.id}/apply`),
      409,
      'attributeMigrations.errors.awaitingAgreements',
    );
    expect(await entriesAfter(db, since)).toEqual([]);
    const agreed = await send(app, supplier, 'POST', `${PATH}/${demo!.id}/agree`);
    expect(agreed.status, agreed.text).toBe(200);
    const agreement = await onlyEntry(db, since, 'attribute_migration_company');
    expect(agreement).toMatchObject({
      action: 'update',
      source: 'ui',
      userId: supplier.answer.user.id,
      companyId: supplier.answer.user.company_id,
    });
    expect(agreement.changes['agreed_by_id']).toEqual({ before: null, after: supplier.answer.user.id });

    const links = await db
      .select({ categoryId: categoryAttributes.categoryId })
      .from(categoryAttributes)
      .where(eq(categoryAttributes.attributeUuid, demo!.sourceAttributeUuid));
    expect(links.length).toBeGreaterThan(0);
    since = await lastEntryId(db);
    const applied = await send(app, admin, 'POST', `${PATH}/${demo!.id}/apply`);
    expect(applied.status, applied.text).toBe(200);
    const status = await onlyEntry(db, since, 'attribute_migration');
    expect(status.changes['status']).toEqual({ before: 'pending', after: 'applied' });
    const rewritten = await entityEntries(db, since, 'card');
    expect(rewritten).toHaveLength(demo!.affectedCards);
    for (const entry of rewritten) {
      expect(entry).toMatchObject({ action: 'update', source: 'ui', userId: admin.answer.user.id });
      expect(entry.changes[`attributes.${demo!.sourceAttributeUuid}`]?.after).toBeNull();
      expect(entry.changes[`attributes.${STORAGE_CONDITIONS_UUID}`]?.after).not.toBeNull();
    }
    // The categories that carried the old attribute carry the new one instead: what every card there needs.
    const moved = await entityEntries(db, since, 'category_attribute');
    const removed = moved.filter((entry) => entry.action === 'delete');
    expect(removed.map((entry) => entry.changes['category_id']?.before).sort()).toEqual(
      links.map((link) => link.categoryId).sort(),
    );
    expect(
      removed.every((entry) => entry.changes['attribute_uuid']?.before === demo!.sourceAttributeUuid),
    ).toBe(true);
    const added = moved.filter((entry) => entry.action === 'insert');
    expect(added.length).toBeGreaterThan(0);
    expect(moved.every((entry) => entry.source === 'ui' && entry.userId === admin.answer.user.id)).toBe(true);
    for (const entry of added)
      expect(entry.changes['attribute_uuid']).toEqual({ before: null, after: STORAGE_CONDITIONS_UUID });
    // The admin's report reads them like any other entry.
    const report = await request(app, 'GET', '/api/p1/audit-trail?entity=category_attribute&limit=200', {
      cookie: admin.cookie,
    });
    expect(report.status, report.text).toBe(200);
    const read = auditPageSchema.parse(report.body).entries.filter((entry) => entry.id > since);
    expect(read.map((entry) => entry.id).sort()).toEqual(moved.map((entry) => entry.id).sort());
  });
});

describe('the trail of a chain’s own attribute definitions', () => {
  // No route writes attribute definitions: the seed and migrations do. Their writes are on the trail too.
  test('a chain-private attribute renamed: recorded as network_attribute with its name before and after', async () => {
    const { db } = await testApp();
    const [own] = await db
      .select({ uuid: attributes.uuid, name: attributes.name })
      .from(attributes)
      .where(sql`${attributes.privateNetworkCode} is not null`)
      .limit(1);
    const since = await lastEntryId(db);
    const name = { ...own!.name, pl: 'Grupa towarowa sieci' };
    await db.update(attributes).set({ name }).where(eq(attributes.uuid, own!.uuid));
    const entry = await onlyEntry(db, since, 'network_attribute');
    expect(entry).toMatchObject({ action: 'update', source: 'system', entityId: own!.uuid });
    expect(entry.changes['name']).toEqual({ before: own!.name, after: name });
  });
});

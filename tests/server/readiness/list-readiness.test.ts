import { describe, expect, test } from 'vitest';
import { networks } from '@server/db/schema';
import { translate } from '@i18n/translate';
import { allListedIds, listOf, listRequest } from '@tests/server/fixtures/product-list';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { expectedReadiness, storedRows } from './expected';

const STATE_ORDER = ['todo', 'waiting', 'ready'] as const;

describe('GET /api/p1/products: readiness and each network’s QC verdict (docs/decisions/0042)', () => {
  test('a supplier gets the QC columns and readiness by default', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { info } = await listOf(app, session);
    const shown = info.available_columns.filter((column) => column.default).map((column) => column.id);
    expect(shown).toEqual(expect.arrayContaining(['readiness', 'qc_status', 'network_qc']));
  });

  test.each([
    ['supplier@demo.pim', null],
    ['network@demo.pim', 'selgros'],
    ['admin@demo.pim', null],
  ])('%s: every row’s cells match the stored rows', async (email, own) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, email);
    const rows = await storedRows(db);
    const names = new Map((await db.select().from(networks)).map((row) => [row.code, row.name]));
    const { rows: listed } = await listOf(app, session, { per_page: '100' });
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) {
      const card = rows.cards.find((candidate) => candidate.id === row.id)!;
      const covered = own === null ? card.networks : card.networks.filter((network) => network === own);
      const readiness = covered
        .map((network) => expectedReadiness(rows, card.id, network))
        .sort((a, b) => names.get(a.network)!.localeCompare(names.get(b.network)!));
      if (readiness.length === 0) {
        expect(row.cells.readiness).toBeNull();
        continue;
      }
      const state = STATE_ORDER.find((candidate) => readiness.some((one) => one.state === candidate))!;
      expect(row.cells.readiness).toBe(
        `${translate('pl', `readiness.states.${state}`)}: ${readiness
          .filter((one) => one.state === state)
          .map((one) => names.get(one.network))
          .join(', ')}`,
      );
      expect(row.cells.network_qc).toBe(
        readiness
          .map((one) => `${names.get(one.network)}: ${translate('pl', `readiness.qc.${one.qc}`)}`)
          .join(' · '),
      );
    }
  });
});

describe('GET /api/p1/products?readiness=: the cards with something to do, or nothing', () => {
  test.each([
    ['supplier@demo.pim', null],
    ['network@demo.pim', 'selgros'],
    ['qc@demo.pim', 'markant'],
    ['admin@demo.pim', null],
  ])('%s: the filter keeps exactly the cards the readiness rule says', async (email, own) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, email);
    const rows = await storedRows(db);
    const all = await allListedIds(app, session);
    const todo = all.filter((id) => {
      const card = rows.cards.find((candidate) => candidate.id === id)!;
      const covered = own === null ? card.networks : card.networks.filter((network) => network === own);
      return covered.some((network) => expectedReadiness(rows, id, network).state === 'todo');
    });
    expect(todo.length).toBeGreaterThan(0);
    expect(await allListedIds(app, session, { readiness: 'todo' })).toEqual(todo);
    expect(await allListedIds(app, session, { readiness: 'clear' })).toEqual(
      all.filter((id) => !todo.includes(id)),
    );
  });

  test('an unknown readiness is a 400 naming the filter', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await listRequest(app, session, { readiness: 'soon' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('readiness');
  });
});

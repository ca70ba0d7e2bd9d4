import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rowsOf, type Db } from '@server/db/client';
import { attributes, products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { analysed, brickId, importFile, start, template, templateKeys, untilEnded } from './support';

/** The Selgros private attributes of the demo by code: trade 26, group 27, sub_group 28, is_offer. */
async function selgrosAttributes(db: Db) {
  const rows = await db
    .select({ uuid: attributes.uuid, code: attributes.code })
    .from(attributes)
    .where(inArray(attributes.code, ['26', '27', '28', 'is_offer']));
  const byCode = new Map(rows.map((row) => [row.code, row.uuid]));
  return {
    trade: byCode.get('26')!,
    group: byCode.get('27')!,
    subGroup: byCode.get('28')!,
    isOffer: byCode.get('is_offer')!,
  };
}

async function withoutFlags(db: Db, email: string) {
  await db.update(users).set({ extraFlags: {} }).where(eq(users.email, email));
}

describe('products importer: Selgros private attributes follow the user flags (§6, docs/decisions/0043)', () => {
  test('the template offers the full flag every one, the limited flag trade/group/sub_group, neither none', async () => {
    const { app, db, errors } = await testApp();
    const selgros = await selgrosAttributes(db);
    const query = `?categories[]=${await brickId(db)}`;
    const keysOf = async (email: string) =>
      new Set(templateKeys(await template(app, await loginAs(app, email), query)).values());

    const full = await keysOf('supplier@demo.pim');
    for (const uuid of Object.values(selgros)) expect(full).toContain(`attr:${uuid}`);

    const limited = await keysOf('supplier2@demo.pim');
    for (const uuid of [selgros.trade, selgros.group, selgros.subGroup])
      expect(limited).toContain(`attr:${uuid}`);
    expect(limited).not.toContain(`attr:${selgros.isOffer}`);

    await withoutFlags(db, 'supplier2@demo.pim');
    const none = await keysOf('supplier2@demo.pim');
    for (const uuid of Object.values(selgros)) expect(none).not.toContain(`attr:${uuid}`);
    expect(none).toContain('gtin');
    expect(errors).toEqual([]);
  });

  test('an uploaded column the user may not use is listed as skipped and its values are not written', async () => {
    const { app, db, config, errors } = await testApp();
    const selgros = await selgrosAttributes(db);
    const supplier2 = await loginAs(app, 'supplier2@demo.pim');
    const [own] = rowsOf<{ id: number; gtin: string }>(
      await db.execute(sql`
        select p.id, p.gtin from products p join users u on u.company_id = p.company_id
        where u.email = 'supplier2@demo.pim' and p.gtin is not null order by p.id limit 1`),
    );
    const storedOf = async () => {
      const [row] = await db.select().from(products).where(eq(products.id, own!.id));
      const list = (row!.attributes ?? []) as { uuid: string; data: unknown }[];
      return new Map(list.map((attribute) => [attribute.uuid, attribute.data]));
    };
    const before = await storedOf();
    const offerKey = `attr:${selgros.isOffer}`;
    const tradeKey = `attr:${selgros.trade}`;
    const bytes = await importFile(
      ['gtin', tradeKey, offerKey],
      [{ gtin: own!.gtin, [tradeKey]: 'Przemysłowy', [offerKey]: 'tak' }],
    );
    const analysis = await analysed(app, supplier2, bytes, '1');
    expect(analysis.mapping.unknown.map((column) => column.header)).toEqual([offerKey]);
    expect(analysis.mapping.recognised.map((column) => column.key)).toContain(tradeKey);

    const job = await start(app, supplier2, analysis.upload_id);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    await untilEnded(app, supplier2, job.id);
    await worker.stop();
    const after = await storedOf();
    // The limited flag writes the trade; is_offer keeps what was stored (here: nothing).
    expect(after.get(selgros.trade)).toBeDefined();
    expect(after.get(selgros.isOffer)).toEqual(before.get(selgros.isOffer));

    // Without either flag, no Selgros column is read at all.
    await withoutFlags(db, 'supplier2@demo.pim');
    const again = await analysed(app, await loginAs(app, 'supplier2@demo.pim'), bytes, '1');
    expect(again.mapping.unknown.map((column) => column.header)).toEqual([tradeKey, offerKey]);
    expect(errors).toEqual([]);
  });
});

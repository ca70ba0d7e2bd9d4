import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { productRequirementSets, products, requirementSets } from '@server/db/schema';
import { categoryId, GPC, schemaOf } from '@tests/server/fixtures/catalog';
import { expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

/** The show answer as an edit payload (general_info and id dropped, its version kept). */
function editPayload(card: ProductShowAnswer) {
  const { general_info: info, id: _id, ...payload } = card;
  return { ...payload, version: info.version };
}

describe('§3 product_requirement_sets of the card form (docs/decisions/0019)', () => {
  test('the schema offers the sets covering the card’s category, named with their network', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const milk = await categoryId(db, GPC.MILK);
    const schema = await schemaOf(app, session, { body: { product_profile: { category_ids: [milk] } } });
    const names = schema.available_requirement_sets.map((set) => set.name);
    expect(names).toContain('Metro: Żywność — dane podstawowe');
    expect(names).toContain('Metro: Nabiał — wartości odżywcze');
    expect(names).not.toContain('Selgros: Napoje — przechowywanie');
  });

  test('a save keeps the chosen sets; a set not covering the category is a 400 and nothing is written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const milk = await categoryId(db, GPC.MILK);
    const [card] = await db
      .select()
      .from(products)
      .where(and(eq(products.companyId, session.answer.user.company_id!), eq(products.categoryId, milk)))
      .orderBy(products.id)
      .limit(1);
    const sets = await db.select().from(requirementSets);
    const shown = await request(app, 'GET', `/api/p1/product/show/${card!.id}`, { cookie: session.cookie });
    const answer = productShowAnswerSchema.parse(shown.body);
    const schema = await schemaOf(app, session, {
      body: { product_profile: { category_ids: answer.product_profile.category_ids } },
    });
    const offered = new Set(schema.available_requirement_sets.map((set) => set.id));
    const fitting = sets.find((set) => offered.has(set.id))!;
    const foreign = sets.find((set) => !offered.has(set.id))!;
    const path = `/api/p1/product/${card!.id}/edit?save=draft`;
    const send = (ids: number[], body = editPayload(answer)) =>
      request(app, 'PUT', path, {
        cookie: session.cookie,
        csrf: session.csrf,
        body: { ...body, product_requirement_sets: ids },
      });

    const refused = expectFaults(await send([fitting.id, foreign.id]), 'product_requirement_sets');
    expect(refused.map((fault) => fault.field)).toEqual(['1']);
    expect(await db.select().from(productRequirementSets)).toEqual([]);

    const saved = await send([fitting.id]);
    expect(saved.status, saved.text).toBe(200);
    const again = await request(app, 'GET', `/api/p1/product/show/${card!.id}`, { cookie: session.cookie });
    expect(productShowAnswerSchema.parse(again.body).product_requirement_sets).toEqual([fitting.id]);
    const cardSchema = await schemaOf(app, session, { id: card!.id });
    expect(cardSchema.product_requirement_sets).toEqual([fitting.id]);

    // Deleting the set takes the card's link with it.
    await db.delete(requirementSets).where(eq(requirementSets.id, fitting.id));
    expect(await db.select().from(productRequirementSets)).toEqual([]);
  });
});

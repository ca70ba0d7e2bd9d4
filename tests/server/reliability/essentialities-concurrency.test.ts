import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { attributes, categories, requirementSets } from '@server/db/schema';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { send } from '@tests/server/attribute-lists/support';
import { runQueuedJobs, sequentialFigures, storedFigures } from './essentialities-refresh.support';

const PATH = '/api/p1/requirement-sets';
/** Writes sent at once: more than the PostgreSQL pool has connections, so some wait for one. */
const WRITERS = 12;

describe('requirement set writes at once (§2 Essentialities, docs/decisions/0030)', () => {
  test('concurrent POSTs and PUTs of one network: no 5xx, and after the refresh the figures equal a sequential refresh', async () => {
    const { app, db, config, errors } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const foodCategories = await db.select({ id: categories.id }).from(categories).limit(6);
    const attributeRows = await db.select({ uuid: attributes.uuid }).from(attributes).limit(8);
    const own = await db
      .select({ id: requirementSets.id })
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'selgros'));
    expect(own.length).toBeGreaterThan(0);

    const body = (index: number) => ({
      name: `Zestaw równoległy ${index}`,
      category_ids: foodCategories.slice(index % 3, (index % 3) + 3).map((row) => row.id),
      attribute_uuids: attributeRows.slice(index % 4, (index % 4) + 4).map((row) => row.uuid),
    });
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, index) =>
        index % 2 === 0
          ? send(app, network, 'POST', PATH, body(index))
          : send(app, network, 'PUT', `${PATH}/${own[index % own.length]!.id}`, {
              ...body(index),
              name: `Zestaw poprawiony ${index}`,
            }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    expect(errors).toEqual([]);

    await runQueuedJobs(db, config);
    const stored = await storedFigures(db, 'selgros');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(await sequentialFigures(db, 'selgros'));
  });
});

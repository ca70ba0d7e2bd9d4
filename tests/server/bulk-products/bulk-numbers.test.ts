import { describe, expect, test } from 'vitest';
import { bulkNumbersAnswerSchema, bulkNumbersLoadAnswerSchema } from '@contract/bulk-products';
import { BULK_NAMESPACE } from '@domain/bulk-products';
import { products } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';
import { cardNow, cardsOf, send } from './support';

type Entry = { code: string; visibility: boolean; product_number: string };

/** Makes a card generally available with every listed network visible, or hides one network. */
async function setAvailability(db: Parameters<typeof cardNow>[0], id: number, availability: Entry[]) {
  await db
    .update(products)
    .set({ availability, ownBrandType: 1, ownBrandNetworkCode: null })
    .where(eq(products.id, id));
}

const ENTRIES: Entry[] = [
  { code: 'selgros', visibility: true, product_number: 'S-1' },
  { code: 'metro', visibility: false, product_number: '' },
];

describe('POST /api/p1/products/bulk-numbers/load (§2 bulk numbers)', () => {
  test('a supplier gets its own selected cards with their numbers; another company’s card is not answered', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const own = await cardsOf(db, session.answer.user.company_id!, 2);
    const [foreign] = await cardsOf(db, session.answer.user.company_id!, 1, true);
    await setAvailability(db, own[0]!.id, ENTRIES);
    const response = await send(app, session, 'POST', '/api/p1/products/bulk-numbers/load', {
      ids: [own[0]!.id, own[1]!.id, foreign!.id],
    });
    expect(response.status, response.text).toBe(200);
    const answer = bulkNumbersLoadAnswerSchema.parse(response.body);
    expect(answer.cards.map((card) => card.id).sort()).toEqual([own[0]!.id, own[1]!.id].sort());
    expect(answer.cards.find((card) => card.id === own[0]!.id)?.availability).toEqual(ENTRIES);
    expect(answer.networks.map((network) => network.code)).toContain('selgros');
  });

  test('§6: a network user may not (403), nobody signed in is 401, a bad body is 400', async () => {
    const { app } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    expectError(
      await send(app, network, 'POST', '/api/p1/products/bulk-numbers/load', { ids: [1] }),
      403,
      'session.forbidden',
    );
    expectError(
      await send(app, null, 'POST', '/api/p1/products/bulk-numbers/load', { ids: [1] }),
      401,
      'errors.unauthenticated',
    );
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expectFaults(
      await send(app, supplier, 'POST', '/api/p1/products/bulk-numbers/load', { ids: [] }),
      BULK_NAMESPACE,
    );
    expectFaults(
      await send(app, supplier, 'POST', '/api/p1/products/bulk-numbers/load', { ids: ['1'] }),
      BULK_NAMESPACE,
    );
  });
});

describe('POST /api/p1/products/bulk-numbers (§2 bulk numbers, §4 availability)', () => {
  test('a dry run counts the changed cards and writes nothing; the write stores trimmed numbers', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [first, second] = await cardsOf(db, session.answer.user.company_id!, 2);
    await setAvailability(db, first!.id, ENTRIES);
    await setAvailability(db, second!.id, ENTRIES);
    const cards = [
      { id: first!.id, version: (await cardNow(db, first!.id)).version, numbers: { selgros: '  S-100 ' } },
      { id: second!.id, version: (await cardNow(db, second!.id)).version, numbers: { selgros: 'S-1' } },
    ];
    const dry = await send(app, session, 'POST', '/api/p1/products/bulk-numbers', {
      check_only: true,
      cards,
    });
    expect(bulkNumbersAnswerSchema.parse(dry.body)).toEqual({ changed: 1, check_only: true });
    expect(((await cardNow(db, first!.id)).availability as Entry[])[0]!.product_number).toBe('S-1');

    const response = await send(app, session, 'POST', '/api/p1/products/bulk-numbers', { cards });
    expect(bulkNumbersAnswerSchema.parse(response.body)).toEqual({ changed: 1, check_only: false });
    const stored = await cardNow(db, first!.id);
    expect(stored.availability).toEqual([{ ...ENTRIES[0], product_number: 'S-100' }, ENTRIES[1]]);
    expect(stored.lastEditorId).toBe(session.answer.user.id);
    expect((await cardNow(db, second!.id)).version).toBe(cards[1]!.version);
    expect(errors).toEqual([]);
  });

  test('a number on a hidden network, a too long one and a card of another company: per-row faults, nothing written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [first] = await cardsOf(db, session.answer.user.company_id!, 1);
    const [foreign] = await cardsOf(db, session.answer.user.company_id!, 1, true);
    await setAvailability(db, first!.id, ENTRIES);
    const before = await cardNow(db, first!.id);
    const response = await send(app, session, 'POST', '/api/p1/products/bulk-numbers', {
      cards: [
        { id: first!.id, version: before.version, numbers: { selgros: 'x'.repeat(256), metro: 'M-1' } },
        { id: foreign!.id, version: foreign!.version, numbers: { selgros: 'S-9' } },
      ],
    });
    const faults = expectFaults(response, BULK_NAMESPACE);
    expect(Object.fromEntries(faults.map((fault) => [fault.field, fault.message]))).toEqual({
      'cards.0.selgros': 'Wartość jest za długa',
      'cards.0.metro': 'Karta nie jest widoczna w tej sieci — nie może mieć w niej numeru',
      'cards.1._': 'Wybrany produkt nie został znaleziony.',
    });
    expect(await cardNow(db, first!.id)).toEqual(before);
    expect(await cardNow(db, foreign!.id)).toEqual(foreign);
  });

  test('translated faults (de) and absurd bodies are 400s', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [first] = await cardsOf(db, session.answer.user.company_id!, 1);
    await setAvailability(db, first!.id, ENTRIES);
    // The login set the language cookie to pl; the browser's switch replaces it.
    const german = { ...session, cookie: session.cookie.replace(/pim_lang=\w+/, 'pim_lang=de') };
    const hidden = await send(app, german, 'POST', '/api/p1/products/bulk-numbers', {
      cards: [{ id: first!.id, version: (await cardNow(db, first!.id)).version, numbers: { metro: 'M-1' } }],
    });
    expect(expectFaults(hidden, BULK_NAMESPACE)[0]!.message).toBe(
      'Die Karte ist in dieser Handelskette nicht sichtbar — sie kann dort keine Nummer haben',
    );
    const bad = await send(app, session, 'POST', '/api/p1/products/bulk-numbers', {
      cards: [{ id: 1, numbers: 'x' }],
    });
    expectFaults(bad, BULK_NAMESPACE);
    const extra = await send(app, session, 'POST', '/api/p1/products/bulk-numbers', {
      cards: [{ id: 1, numbers: {} }],
      drop: 1,
    });
    expectFaults(extra, BULK_NAMESPACE);
    const many = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, numbers: {} }));
    expectFaults(
      await send(app, session, 'POST', '/api/p1/products/bulk-numbers', { cards: many }),
      BULK_NAMESPACE,
    );
  });
});

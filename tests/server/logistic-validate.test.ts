import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { eanValidateAnswerSchema, logisticValidateAnswerSchema } from '@contract/logistic';
import { productShowAnswerSchema } from '@contract/product-card';
import { EMPTY_EAN, PACKAGE_TYPE } from '@domain/constants';
import { FEATURE } from '@domain/feature-flags';
import { withCheckDigit } from '@domain/gtin';
import { LOGISTIC_FIELD_ID, VALIDATION_LOGISTIC_FIELDS } from '@domain/logistics-fields';
import type { Structure } from '@domain/product';
import { UNIT } from '@domain/units';
import { validateLogistics } from '@domain/product-validation';
import { translate } from '@i18n/translate';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { productEans, products } from '@server/db/schema';
import { cardOf, schemaOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const CONSUMER = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];

function validate(app: App, session: Session | null, body: unknown) {
  return request(
    app,
    'POST',
    '/api/p1/logistic/validate',
    session === null ? { body } : { body, cookie: session.cookie, csrf: session.csrf },
  );
}

function validateEan(app: App, session: Session | null, body: unknown) {
  return request(
    app,
    'POST',
    '/api/p1/logistic/validate/ean',
    session === null ? { body } : { body, cookie: session.cookie, csrf: session.csrf },
  );
}

/** A demo card of the supplier with its structures and category, as the form holds them. */
async function supplierCard(app: App, db: Db, session: Session) {
  const row = await cardOf(db, session.answer.user.company_id!);
  const response = await request(app, 'GET', `/api/p1/product/show/${row.id}`, { cookie: session.cookie });
  const card = productShowAnswerSchema.parse(response.body);
  return { row, structures: card.logistic.structures, categoryIds: card.product_profile.category_ids };
}

/** The structures with one field of the first package replaced (or removed with `data: null`). */
function withField(
  structures: Structure[],
  uuid: string,
  data: Structure['packages'][number]['fields'][number]['data'] | null,
) {
  return structures.map((structure, index) =>
    index !== 0
      ? structure
      : {
          ...structure,
          packages: structure.packages.map((pack, at) =>
            at !== 0
              ? pack
              : {
                  ...pack,
                  fields: [
                    ...pack.fields.filter((field) => field.uuid !== uuid),
                    ...(data === null ? [] : [{ uuid, data }]),
                  ],
                },
          ),
        },
  );
}

describe('POST /api/p1/logistic/validate', () => {
  test("a demo card's structures pass: 200 with no errors", async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { row, structures, categoryIds } = await supplierCard(app, db, session);
    const response = await validate(app, session, {
      logistic: { structures },
      category_ids: categoryIds,
      product_id: row.id,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ errors: [], warnings: [] });
    expect(errors).toEqual([]);
  });

  test('no package: 400 on field packages', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const faults = expectFaults(await validate(app, session, { logistic: { structures: [] } }), 'logistic');
    expect(faults.map((fault) => [fault.field, fault.message])).toEqual([
      ['packages', pl.validation.atLeastOnePackage],
    ]);
  });

  test('missing dimensions and a negative weight are package faults on <package uuid>.<field uuid>', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { row, structures, categoryIds } = await supplierCard(app, db, session);
    const pack = structures[0]!.packages[0]!;
    let broken = withField(structures, CONSUMER.DIMENSIONS, null);
    broken = withField(broken, CONSUMER.NET_WEIGHT, [
      { value: ['-5'], unit_uuid: pack.fields[1]!.data[0]!.unit_uuid },
    ]);
    const response = await validate(app, session, {
      logistic: { structures: broken },
      category_ids: categoryIds,
      product_id: row.id,
    });
    const faults = expectFaults(response, 'logistic');
    expect(faults.map((fault) => [fault.field, fault.message]).sort()).toEqual(
      [
        [`${pack.uuid}.${CONSUMER.DIMENSIONS}`, pl.validation.dimensions],
        [`${pack.uuid}.${CONSUMER.NET_WEIGHT}`, pl.validation.greaterThanZero],
      ].sort(),
    );
  });

  test('the answer is the domain rule of the ready validation, with the definitions of the card schema', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { row, structures, categoryIds } = await supplierCard(app, db, session);
    const broken = withField(
      withField(structures, CONSUMER.NET_WEIGHT, [{ value: ['1'] }]),
      CONSUMER.DIMENSIONS,
      [{ value: ['1', '', '0'], unit_uuid: null }],
    );
    const schema = await schemaOf(app, session, { body: { product_profile: { category_ids: categoryIds } } });
    const expected = validateLogistics(broken, {
      packageDefinitions: schema.logistic_definitions,
      logisticFields: VALIDATION_LOGISTIC_FIELDS,
    }).map((fault) => ({ ...fault, message: translate('pl', fault.message) }));
    expect(expected.length).toBeGreaterThan(0);
    const response = await validate(app, session, {
      logistic: { structures: broken },
      category_ids: categoryIds,
      product_id: row.id,
    });
    expect(expectFaults(response, 'logistic')).toEqual(expected);
  });

  test('without categories there are no package definitions: only the one-package rule applies', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { row, structures } = await supplierCard(app, db, session);
    const broken = withField(structures, CONSUMER.DIMENSIONS, null);
    const response = await validate(app, session, { logistic: { structures: broken }, product_id: row.id });
    expect(response.status, response.text).toBe(200);
  });

  test('with the product form validation flag (10) off nothing is checked', async () => {
    const { app } = await testApp({ disabledFeatures: [FEATURE.PRODUCT_FORM_VALIDATION] });
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await validate(app, session, { logistic: { structures: [] } });
    expect(response.status, response.text).toBe(200);
  });

  test('an unknown category is a 400 on product_profile', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const faults = expectFaults(
      await validate(app, session, { logistic: { structures: [] }, category_ids: [999_999] }),
      'product_profile',
    );
    expect(faults.map((fault) => [fault.field, fault.message])).toEqual([
      ['category_ids.0', pl.validation.unknownCategory],
    ]);
  });

  test('roles: no session 401, network and QC users 403 (only who edits cards validates them)', async () => {
    const { app } = await testApp();
    const body = { logistic: { structures: [] } };
    expectError(await validate(app, null, body), 401, 'errors.unauthenticated');
    for (const email of ['network@demo.pim', 'qc@demo.pim']) {
      expectError(await validate(app, await loginAs(app, email), body), 403, 'session.forbidden');
    }
    // The admin edits any card.
    expect((await validate(app, await loginAs(app, 'admin@demo.pim'), body)).status).toBe(400);
  });

  test.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['logistic a string', { logistic: 'x' }],
    ['structures not a list', { logistic: { structures: {} } }],
    [
      'a package without uuid',
      { logistic: { structures: [{ is_network_structure: false, network_codes: [], packages: [{}] }] } },
    ],
    [
      'too many structures',
      {
        logistic: {
          structures: Array.from({ length: 21 }, () => ({
            is_network_structure: false,
            network_codes: [],
            packages: [],
          })),
        },
      },
    ],
    ['category_ids garbage', { logistic: { structures: [] }, category_ids: ['a', -1] }],
  ])('bad input (%s) is a 400 in the fault shape, never a 500', async (_case, body) => {
    const { app, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'POST', '/api/p1/logistic/validate', {
      ...(body === undefined ? { raw: '' } : { body }),
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(response.status, response.text).toBe(400);
    logisticValidateAnswerSchema.parse(response.body);
    expect(errors).toEqual([]);
  });
});

describe('POST /api/p1/logistic/validate/ean', () => {
  test('a free EAN with a good check digit, and the thirteen-zero placeholder, are fine', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    for (const ean of [
      withCheckDigit('590999999999'),
      withCheckDigit('9638507'),
      EMPTY_EAN,
      ` ${withCheckDigit('590999999998')} `,
    ]) {
      const response = await validateEan(app, session, { ean });
      expect(response.status, `${ean}: ${response.text}`).toBe(200);
      expect(response.body).toEqual({ errors: [], warnings: [], products: [] });
    }
  });

  test.each([
    ['a wrong check digit', '5901234123458', pl.validation.eanCheckDigit],
    ['a wrong length', '12345', pl.validation.eanLength],
    ['letters', '59012341234ab', pl.validation.eanDigits],
    ['15 digits', '123456789012345', pl.validation.eanLength],
    ['a GTIN-14 with indicator 9', withCheckDigit('9590123412345'), pl.validation.gtin14Indicator],
  ])('%s is a 400 on field ean with the GS1 reason', async (_case, ean, message) => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await validateEan(app, session, { ean });
    expect(response.status, response.text).toBe(400);
    expect(eanValidateAnswerSchema.parse(response.body)).toEqual({
      errors: [{ namespace: 'ean', field: 'ean', message, type: 'validation' }],
      warnings: [],
      products: [],
    });
  });

  test("another company's EAN is a 400 \"already used\" without its card's id or name; the card's own is no clash", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    const [owned] = await db.select().from(productEans).where(eq(productEans.productId, other.id));
    const response = await validateEan(app, session, { ean: owned!.ean });
    expect(response.status, response.text).toBe(400);
    expect(eanValidateAnswerSchema.parse(response.body)).toEqual({
      errors: [{ namespace: 'ean', field: 'ean', message: pl.validation.eanUsed, type: 'validation' }],
      warnings: [],
      products: [],
    });
    expect(response.text).not.toContain(String(other.id));
    expect(response.text).not.toContain(other.nameToShow);
    // The admin edits every card and may be told which one carries it.
    const admin = await loginAs(app, 'admin@demo.pim');
    const named = eanValidateAnswerSchema.parse((await validateEan(app, admin, { ean: owned!.ean })).body);
    expect(named.products).toEqual([other.id]);
    const own = await validateEan(app, session, { ean: owned!.ean, product_id: other.id });
    expect(own.status, own.text).toBe(200);
  });

  test("an EAN of another card of the supplier's company is named, as the EAN dialog lists it", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const mine = await cardOf(db, session.answer.user.company_id!);
    const [owned] = await db.select().from(productEans).where(eq(productEans.productId, mine.id));
    const answer = eanValidateAnswerSchema.parse((await validateEan(app, session, { ean: owned!.ean })).body);
    expect(answer.products).toEqual([mine.id]);
    expect(answer.errors[0]!.message).toBe(
      translate('pl', 'validation.eanTakenBy', { id: mine.id, name: mine.nameToShow }),
    );
  });

  test.each([
    ['no body', undefined],
    ['ean missing', {}],
    ['ean empty', { ean: '  ' }],
    ['ean a number', { ean: 5901234123457 }],
    ['ean too long', { ean: '1'.repeat(33) }],
    ['product_id garbage', { ean: EMPTY_EAN, product_id: 'x' }],
  ])('bad input (%s) is a 400, never a 500', async (_case, body) => {
    const { app, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'POST', '/api/p1/logistic/validate/ean', {
      ...(body === undefined ? { raw: '' } : { body }),
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expectFaults(response, 'ean');
    expect(errors).toEqual([]);
  });

  test('roles: no session 401, network 403; nothing is written by a check', async () => {
    const { app, db } = await testApp();
    const before = (await db.select({ n: count() }).from(products))[0]!.n;
    expectError(await validateEan(app, null, { ean: EMPTY_EAN }), 401, 'errors.unauthenticated');
    expectError(
      await validateEan(app, await loginAs(app, 'network@demo.pim'), { ean: EMPTY_EAN }),
      403,
      'session.forbidden',
    );
    expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(before);
  });
});

describe('issue 5: bad input and GS1 rules on the card, nothing written', () => {
  const NEW_EAN = 'e0000000-0000-4000-8000-000000000001';
  /** A new card's structure (no product_id) built from the supplier's demo card with one change. */
  async function newCard(change: (structures: Structure[]) => Structure[]) {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const { row, structures, categoryIds } = await supplierCard(app, db, session);
    // A fresh EAN so the new card does not carry the demo card's code.
    const fresh = structures.map((structure) => ({
      ...structure,
      packages: structure.packages.map((pack) => ({
        ...pack,
        eans: pack.eans.map((ean) => ({ ...ean, uuid: NEW_EAN, ean: withCheckDigit('590999000001') })),
      })),
    }));
    const before = (await db.select({ n: count() }).from(products))[0]!.n;
    const response = await validate(app, session, {
      logistic: { structures: change(fresh) },
      category_ids: categoryIds,
    });
    expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(before);
    return { response, row, db, structures: fresh };
  }
  const answerOf = (response: Awaited<ReturnType<typeof validate>>) => {
    expect(response.status, response.text).toBe(400);
    return logisticValidateAnswerSchema
      .parse(response.body)
      .errors.map((fault) => `${fault.namespace} ${fault.field} ${fault.message}`);
  };
  const consumerField = (structures: Structure[], uuid: string, suffix = '') =>
    `logistic ${structures[0]!.packages[0]!.uuid}.${uuid}${suffix}`;

  test('the fresh card passes', async () => {
    const { response } = await newCard((structures) => structures);
    expect(response.status, response.text).toBe(200);
  });

  test.each([
    [
      'a 40-tonne consumer unit',
      [{ value: ['40000'], unit_uuid: UNIT.KG }],
      '',
      pl.validation.consumerTooHeavy,
    ],
    [
      'a unit of another field',
      [{ value: ['500'], unit_uuid: UNIT.CM }],
      '.unit',
      pl.validation.unitNotAllowed,
    ],
    [
      'a weight that is not a number',
      [{ value: ['pół kilo'], unit_uuid: UNIT.G }],
      '',
      pl.validation.notANumber,
    ],
    ['a zero weight', [{ value: ['0'], unit_uuid: UNIT.G }], '', pl.validation.greaterThanZero],
    ['a negative weight', [{ value: ['-3'], unit_uuid: UNIT.G }], '', pl.validation.greaterThanZero],
  ])('%s: a translated fault on the package field', async (_case, data, suffix, message) => {
    const { response, structures } = await newCard((all) => withField(all, CONSUMER.NET_WEIGHT, data));
    expect(answerOf(response)).toEqual([
      `${consumerField(structures, CONSUMER.NET_WEIGHT, suffix)} ${message}`,
    ]);
  });

  test('absurd dimensions are refused', async () => {
    const { response, structures } = await newCard((all) =>
      withField(all, CONSUMER.DIMENSIONS, [{ value: ['25', '1', '1'], unit_uuid: UNIT.M }]),
    );
    expect(answerOf(response)).toEqual([
      `${consumerField(structures, CONSUMER.DIMENSIONS)} ${pl.validation.dimensionTooLarge}`,
    ]);
  });

  test.each([
    ['letters', '59012341234ab', pl.validation.eanDigits],
    ['a wrong check digit', '5901234123458', pl.validation.eanCheckDigit],
    ['a wrong length', '590123', pl.validation.eanLength],
  ])('a malformed EAN (%s) is named on its EAN', async (_case, code, message) => {
    const { response } = await newCard((all) =>
      all.map((structure) => ({
        ...structure,
        packages: structure.packages.map((pack, index) =>
          index === 0 ? { ...pack, eans: pack.eans.map((ean) => ({ ...ean, ean: code })) } : pack,
        ),
      })),
    );
    expect(answerOf(response)).toEqual([`ean ${NEW_EAN} ${message}`]);
  });

  test('an EAN of the supplier\'s own card names that card; another company\'s card is only "already used"', async () => {
    const own = await newCard((all) => all);
    const [ownEan] = await own.db.select().from(productEans).where(eq(productEans.productId, own.row.id));
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    const [otherEan] = await db.select().from(productEans).where(eq(productEans.productId, other.id));
    for (const [code, message] of [
      [ownEan!.ean, translate('pl', 'validation.eanTakenBy', { id: own.row.id, name: own.row.nameToShow })],
      [otherEan!.ean, pl.validation.eanUsed],
    ] as const) {
      const structures = own.structures.map((structure) => ({
        ...structure,
        packages: structure.packages.map((pack) => ({
          ...pack,
          eans: pack.eans.map((ean) => ({ ...ean, ean: code })),
        })),
      }));
      const response = await validate(app, session, { logistic: { structures } });
      expect(answerOf(response)).toEqual([`ean ${NEW_EAN} ${message}`]);
    }
  });

  test('a network structure of an unknown network, or of none, is refused on the structure', async () => {
    const network = (codes: string[]) => (all: Structure[]) => [
      ...all,
      { ...all[0]!, is_network_structure: true, network_codes: codes, packages: [] },
    ];
    const unknown = await newCard(network(['no-such-chain']));
    expect(answerOf(unknown.response)).toEqual([
      `logistic structures.1.network_codes ${pl.validation.unknownNetwork}`,
    ]);
    const none = await newCard(network([]));
    expect(answerOf(none.response)).toEqual([
      `logistic structures.1.network_codes ${pl.validation.networkRequired}`,
    ]);
  });

  test('the same EAN on two levels of the card is refused on the later one', async () => {
    const second = 'e0000000-0000-4000-8000-000000000002';
    const { response } = await newCard((all) =>
      all.map((structure) => ({
        ...structure,
        packages: structure.packages.map((pack, index) =>
          index === 1
            ? { ...pack, has_ean: true, eans: [{ ...structure.packages[0]!.eans[0]!, uuid: second }] }
            : pack,
        ),
      })),
    );
    expect(answerOf(response)).toEqual([`ean ${second} ${pl.validation.eanRepeated}`]);
  });
});

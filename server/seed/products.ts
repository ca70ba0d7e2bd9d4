import { AVAILABILITY, PACKAGE_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { withCheckDigit } from '@domain/gtin';
import { CONSUMER_UNITS_UNIT, LOGISTIC_FIELD_ID } from '@domain/logistics-fields';
import { UNIT } from '@domain/units';
import type { Db } from '../db/client';
import { productEans, products } from '../db/schema';
import { completenessDefinitions } from '../products/completeness';
import { cardQuality } from './product-quality';
import type { Random } from './random';
import type { ReferenceIds } from './reference';
import { seeded } from './clock';

/** Product words per GPC family, so the demo catalogue reads like a real one. */
const NAMES: Record<string, { words: string[]; sizes: [string, number, string][] }> = {
  '50130000': {
    words: [
      'Mleko 3,2%',
      'Mleko 2%',
      'Jogurt naturalny',
      'Jogurt truskawkowy',
      'Kefir',
      'Maślanka',
      'Ser gouda',
      'Twaróg półtłusty',
      'Śmietana 18%',
      'Serek homogenizowany',
    ],
    sizes: [
      ['1 l', 1000, 'ml'],
      ['500 ml', 500, 'ml'],
      ['400 g', 400, 'g'],
      ['150 g', 150, 'g'],
      ['250 g', 250, 'g'],
    ],
  },
  '50200000': {
    words: [
      'Piwo jasne pełne',
      'Piwo pszeniczne',
      'Cydr jabłkowy',
      'Woda mineralna niegazowana',
      'Woda gazowana',
      'Sok jabłkowy',
      'Sok pomarańczowy',
      'Napój cytrynowy',
    ],
    sizes: [
      ['0,5 l', 500, 'ml'],
      ['1,5 l', 1500, 'ml'],
      ['330 ml', 330, 'ml'],
      ['1 l', 1000, 'ml'],
    ],
  },
  '50180000': {
    words: ['Chleb żytni', 'Chleb pszenny', 'Bułka kajzerka', 'Chleb razowy', 'Bagietka'],
    sizes: [
      ['500 g', 500, 'g'],
      ['300 g', 300, 'g'],
      ['80 g', 80, 'g'],
    ],
  },
  '53130000': {
    words: ['Pasta do zębów wybielająca', 'Pasta do zębów z fluorem', 'Szczoteczka do zębów miękka'],
    sizes: [
      ['75 ml', 75, 'ml'],
      ['100 ml', 100, 'ml'],
      ['1 szt.', 1, 'szt'],
    ],
  },
};

/** Most demo cards are ready, a good share are drafts, a few retired. */
function statusFor(roll: number) {
  if (roll < 0.58) return PRODUCT_STATUS.READY;
  if (roll < 0.88) return PRODUCT_STATUS.DRAFT;
  return PRODUCT_STATUS.RETIRED;
}

function dimension(random: Random, min: number, max: number) {
  return [
    {
      value: [String(random.int(min, max)), String(random.int(min, max)), String(random.int(min, max))],
      unit_uuid: UNIT.MM,
    },
  ];
}

/** §3 The fixed logistic field identifiers of the two package levels the demo cards carry. */
const CONSUMER = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
const FIRST = LOGISTIC_FIELD_ID[PACKAGE_TYPE.FIRST_LEVEL];

function logisticFor(random: Random, gtin: string, netGrams: number) {
  const consumer = {
    uuid: random.uuid(),
    package_type: PACKAGE_TYPE.CONSUMER,
    has_ean: true,
    fields: [
      { uuid: CONSUMER.CONSUMER_UNITS_NUMBER, data: [{ value: ['1'], unit_uuid: CONSUMER_UNITS_UNIT }] },
      { uuid: CONSUMER.NET_WEIGHT, data: [{ value: [String(netGrams)], unit_uuid: UNIT.G }] },
      { uuid: CONSUMER.DIMENSIONS, data: dimension(random, 40, 250) },
    ],
    eans: [{ uuid: random.uuid(), ean: gtin, dates_enabled: false, date_from: null, date_to: null }],
  };
  const perCase = random.pick([6, 8, 12, 20]);
  const firstLevel = {
    uuid: random.uuid(),
    package_type: PACKAGE_TYPE.FIRST_LEVEL,
    has_ean: false,
    fields: [
      {
        uuid: FIRST.CONSUMER_UNITS_NUMBER,
        data: [{ value: [String(perCase)], unit_uuid: CONSUMER_UNITS_UNIT }],
      },
      { uuid: FIRST.NET_WEIGHT, data: [{ value: [String(perCase * netGrams)], unit_uuid: UNIT.G }] },
      { uuid: FIRST.DIMENSIONS, data: dimension(random, 200, 400) },
    ],
    eans: [],
  };
  return {
    structures: [{ is_network_structure: false, network_codes: [], packages: [consumer, firstLevel] }],
  };
}

function availabilityFor(random: Random, networkCodes: string[]) {
  return networkCodes
    .filter(() => random.chance(0.6))
    .map((code) => ({
      code,
      visibility: random.chance(0.85),
      product_number: random.chance(0.7) ? String(random.int(100000, 999999)) : '',
      is_supplier_number: false,
    }));
}

/**
 * Generates `count` cards spread over the supplier companies, deterministic for a given PRNG, inserted
 * in batches. `offset` continues the GTIN sequence when a large catalogue is added to demo data.
 */
export async function seedProducts(
  db: Db,
  random: Random,
  ref: ReferenceIds,
  count: number,
  offset = 0,
): Promise<void> {
  const companyIds = Object.keys(ref.brandsByCompany).map(Number);
  const quality = cardQuality(
    ref,
    await completenessDefinitions(db, [...new Set(ref.bricks.map((b) => b.id))]),
  );
  const batchSize = 1000;
  for (let start = 0; start < count; start += batchSize) {
    const rows: (typeof products.$inferInsert)[] = [];
    const eans: string[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i += 1) {
      const companyId = companyIds[i % companyIds.length]!;
      const brand = random.pick(ref.brandsByCompany[companyId]!);
      const brick = random.pick(
        ref.bricks.filter((b) => (companyId === companyIds[0] ? b.family !== '50200000' : true)),
      );
      const family = NAMES[brick.family] ?? NAMES['50130000']!;
      const word = random.pick(family.words);
      const [sizeLabel, sizeValue, sizeUnit] = random.pick(family.sizes);
      const gtin = withCheckDigit(
        `590${String(companyId).padStart(3, '0')}${String(offset + i).padStart(6, '0')}`,
      );
      const status = statusFor(random.next());
      const nameToShow = `${brand.name} ${word} ${sizeLabel}`;
      const netGrams = sizeUnit === 'szt' ? 20 : sizeValue;
      const updatedAt = seeded(
        Date.UTC(2026, random.int(0, 10), random.int(1, 28), random.int(6, 18), random.int(0, 59)),
      );
      const netContent = {
        uuid: ref.attributeUuids.net_content!,
        data: [
          {
            value: [String(sizeValue)],
            unit_uuid: sizeUnit === 'g' ? UNIT.G : sizeUnit === 'ml' ? UNIT.ML : UNIT.PIECE,
          },
        ],
      };
      // Drawn in the order the fields were always drawn in, so a seed gives the same catalogue as before.
      const salesStatus = random.chance(0.92) ? 1 : 0;
      const isShared = random.chance(0.2);
      const isEditRequired = status !== PRODUCT_STATUS.RETIRED && random.chance(0.12);
      const logistic = logisticFor(random, gtin, netGrams);
      const availability = availabilityFor(random, ref.networkCodes);
      const checked = quality({
        categoryId: brick.id,
        status,
        attributes: [{ uuid: ref.attributeUuids.country!, data: [{ value: ['Polska'] }] }, netContent],
        availability,
      });
      rows.push({
        companyId,
        gtin,
        name: `${word} ${sizeLabel}`,
        nameToShow,
        status,
        salesStatus,
        categoryId: brick.id,
        producerId: brand.producerId,
        brandId: brand.brandId,
        subBrandId: brand.subBrandId,
        companyAddressId: ref.addressesByCompany[companyId]!.company,
        returnAddressId: ref.addressesByCompany[companyId]!.return,
        ownBrandType: AVAILABILITY.GENERALLY_AVAILABLE,
        isShared,
        isBasic: true,
        isEditRequired,
        attributes: checked.attributes,
        completeness: checked.completeness,
        qcStatus: checked.qcStatus,
        logistic,
        availability,
        gallery: [],
        supplierUserId: ref.supplierUsers[companyId] ?? null,
        lastEditorId: ref.supplierUsers[companyId] ?? null,
        createdAt: new Date(updatedAt.getTime() - random.int(1, 90) * 86400_000),
        updatedAt,
      });
      eans.push(gtin);
    }
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    await db.insert(productEans).values(
      inserted.map((row, index) => ({
        ean: eans[index]!,
        productId: row.id,
        packageType: PACKAGE_TYPE.CONSUMER,
      })),
    );
  }
}

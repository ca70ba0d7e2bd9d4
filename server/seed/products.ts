import { AVAILABILITY, PACKAGE_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { withCheckDigit } from '@domain/gtin';
import { CONSUMER_UNITS_UNIT, LOGISTIC_FIELD_ID } from '@domain/logistics-fields';
import { UNIT } from '@domain/units';
import type { Db } from '../db/client';
import { productEans, products } from '../db/schema';
import { completenessDefinitions } from '../products/completeness';
import type { MediaStorage } from '../media/storage';
import { packPhotos, type CardPhoto } from './pack-photos';
import { cardQuality } from './product-quality';
import { createRandom, type Random } from './random';
import type { ReferenceIds } from './reference';
import { seeded } from './clock';
import { sizeLabel, type PackSize } from './templates/card-template';
import { FAMILIES_OF_SUPPLIER, fittingBrand, TEMPLATE_OF_BRICK } from './templates/catalogue';

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

const NET_CONTENT_UNIT: Record<PackSize['unit'], string> = {
  g: UNIT.G,
  kg: UNIT.KG,
  ml: UNIT.ML,
  l: UNIT.L,
  szt: UNIT.PIECE,
};

/** The demo bricks each supplier company makes cards in (templates/catalogue.ts), by company id. */
function bricksByCompany(ref: ReferenceIds): Map<number, ReferenceIds['bricks']> {
  const keyOf = new Map(Object.entries(ref.companies).map(([key, id]) => [id, key]));
  return new Map(
    Object.keys(ref.brandsByCompany).map((id) => {
      const families = FAMILIES_OF_SUPPLIER[keyOf.get(Number(id)) ?? ''] ?? [];
      const bricks = ref.bricks.filter((b) => families.includes(b.family) && TEMPLATE_OF_BRICK.has(b.code));
      return [Number(id), bricks];
    }),
  );
}

/** Ready and retired cards carry their photos (§4 ready needs a front and a label); most drafts do too. */
const hasPhoto = (status: number, photoRandom: Random) =>
  status !== PRODUCT_STATUS.DRAFT || photoRandom.chance(0.6);

/**
 * Generates `count` cards spread over the supplier companies from their categories' templates,
 * deterministic for a given PRNG, inserted in batches. `offset` continues the GTIN sequence when a large
 * catalogue is added to demo data.
 */
export async function seedProducts(
  db: Db,
  random: Random,
  ref: ReferenceIds,
  count: number,
  options: { offset?: number; mediaStorage?: MediaStorage | undefined } = {},
): Promise<void> {
  const offset = options.offset ?? 0;
  const companyIds = Object.keys(ref.brandsByCompany).map(Number);
  const bricksOf = bricksByCompany(ref);
  const quality = cardQuality(
    ref,
    await completenessDefinitions(db, [...new Set(ref.bricks.map((b) => b.id))]),
  );
  const photos = packPhotos(options.mediaStorage);
  // Its own sequence, so that photos leave every other generated field as it was.
  const photoRandom = createRandom(0x9a11_e2e7);
  const batchSize = 1000;
  for (let start = 0; start < count; start += batchSize) {
    const rows: (typeof products.$inferInsert)[] = [];
    const eans: string[] = [];
    const photographed: { row: number; photo: CardPhoto }[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i += 1) {
      const companyId = companyIds[i % companyIds.length]!;
      const brands = ref.brandsByCompany[companyId]!;
      const drawnBrand = random.pick(brands);
      const brick = random.pick(bricksOf.get(companyId)!);
      const template = TEMPLATE_OF_BRICK.get(brick.code)!;
      const brand = fittingBrand(template, brands, drawnBrand);
      const kind = random.pick(template.kinds);
      const size = random.pick(template.sizes);
      const gtin = withCheckDigit(
        `590${String(companyId).padStart(3, '0')}${String(offset + i).padStart(6, '0')}`,
      );
      const status = statusFor(random.next());
      const name = `${kind.name} ${sizeLabel(size)}`;
      const updatedAt = seeded(
        Date.UTC(2026, random.int(0, 10), random.int(1, 28), random.int(6, 18), random.int(0, 59)),
      );
      const netContent = {
        uuid: ref.attributeUuids.net_content!,
        data: [{ value: [String(size.value)], unit_uuid: NET_CONTENT_UNIT[size.unit] }],
      };
      // Drawn in the order the fields were always drawn in, so a seed gives the same catalogue as before.
      const salesStatus = random.chance(0.92) ? 1 : 0;
      const isShared = random.chance(0.2);
      const isEditRequired = status !== PRODUCT_STATUS.RETIRED && random.chance(0.12);
      const logistic = logisticFor(random, gtin, size.grams);
      const availability = availabilityFor(random, ref.networkCodes);
      const checked = quality({
        categoryId: brick.id,
        status,
        template,
        attributes: [{ uuid: ref.attributeUuids.country!, data: [{ value: ['Polska'] }] }, netContent],
        availability,
      });
      const supplierUserId = ref.supplierUsers[companyId] ?? null;
      if (supplierUserId !== null && hasPhoto(status, photoRandom))
        photographed.push({
          row: rows.length,
          photo: {
            companyId,
            uploadedBy: supplierUserId,
            gtin,
            template,
            brand: brand.name,
            producer: brand.producer,
            kind,
            size,
          },
        });
      rows.push({
        companyId,
        gtin,
        name,
        nameToShow: `${brand.name} ${name}`,
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
        supplierUserId,
        lastEditorId: supplierUserId,
        createdAt: new Date(updatedAt.getTime() - random.int(1, 90) * 86400_000),
        updatedAt,
      });
      eans.push(gtin);
    }
    const galleries = await photos(
      db,
      photographed.map((entry) => entry.photo),
    );
    for (const [index, entry] of photographed.entries()) rows[entry.row]!.gallery = galleries[index]!;
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

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addresses,
  attributeSections,
  attributes,
  brands,
  categories,
  categoryAttributes,
  companies,
  networks,
  producers,
  units,
  users,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { DEMO_ATTRIBUTES, DEMO_SECTIONS, DEMO_UNITS } from './demo-attributes';
import { DEMO_CATEGORIES, type CategoryNode } from './demo-categories';
import { DEMO_COMPANIES, DEMO_USERS } from './demo-users';
import type { Random } from './random';
import { seeded } from './clock';

/** A producer's address: §2 gating asks for street, city and postcode. */
interface ProducerAddress {
  street: string;
  city: string;
  postcode: string;
}

/**
 * Producers and their brands per supplier company key. Every producer whose brands cards carry has a
 * full address, or the §2 gating dialog would stop the user from editing those cards (decision 0060).
 */
const DEMO_PRODUCERS: Record<string, { name: string; brands: string[]; address: ProducerAddress }[]> = {
  dairy: [
    {
      name: 'Zielona Dolina',
      brands: ['Zielona Dolina', 'Łąkowe', 'Poranek'],
      address: { street: 'ul. Przemysłowa 5', city: 'Płock', postcode: '09-400' },
    },
    {
      name: 'Spółdzielnia Mleczarska Mazowsze',
      brands: ['Mazowszanka', 'Kubuś Mleczny'],
      address: { street: 'ul. Przemysłowa 5', city: 'Płock', postcode: '09-400' },
    },
    {
      name: 'Ser-Pol',
      brands: ['Serowy Dwór'],
      address: { street: 'ul. Serowarska 3', city: 'Łowicz', postcode: '99-400' },
    },
  ],
  brewery: [
    {
      name: 'Browar Pod Lipą',
      brands: ['Lipowe', 'Pod Lipą Jasne', 'Chmielowe'],
      address: { street: 'ul. Przemysłowa 5', city: 'Płock', postcode: '09-400' },
    },
    {
      name: 'Tłocznia Sadowa',
      brands: ['Sadowe', 'Jabłkowy Sad'],
      address: { street: 'ul. Przemysłowa 5', city: 'Płock', postcode: '09-400' },
    },
    {
      name: 'Źródła Beskidu',
      brands: ['Beskidzka', 'Kryształowa'],
      address: { street: 'ul. Przemysłowa 5', city: 'Płock', postcode: '09-400' },
    },
  ],
};

/**
 * A producer the dairy has only just named, its address not yet given and no brand of its own: no card
 * uses it, and choosing it on a card shows the §2 gating dialog. Inserted after the others so their ids
 * stay as they were.
 */
const PRODUCERS_WITHOUT_ADDRESS: Record<string, string[]> = { dairy: ['Serownia Górska'] };

export interface ReferenceIds {
  companies: Record<string, number>;
  bricks: { id: number; code: string; segment: string; family: string }[];
  brandsByCompany: Record<
    number,
    { producerId: number; brandId: number; subBrandId: number | null; name: string; producer: string }[]
  >;
  addressesByCompany: Record<number, { company: number; return: number }>;
  supplierUsers: Record<number, number>;
  networkCodes: string[];
  attributeUuids: Record<string, string>;
  /** The uuids of each select-like attribute's available values, by attribute key. */
  attributeValues: Record<string, string[]>;
}

async function insertCategories(
  db: Db,
  nodes: CategoryNode[],
  parentId: number | null,
  level: number,
  path: string[],
  out: ReferenceIds['bricks'],
) {
  for (const node of nodes) {
    const [row] = await db
      .insert(categories)
      .values({ parentId, level, code: node.code, name: node.name })
      .returning({ id: categories.id });
    const nextPath = [...path, node.code];
    if (node.children) await insertCategories(db, node.children, row!.id, level + 1, nextPath, out);
    else out.push({ id: row!.id, code: node.code, segment: nextPath[0]!, family: nextPath[1]! });
  }
}

/** Companies, networks, demo users, the GPC tree, units, sections and attribute definitions. */
export async function seedReference(db: Db, random: Random): Promise<ReferenceIds> {
  const ids: ReferenceIds = {
    companies: {},
    bricks: [],
    brandsByCompany: {},
    addressesByCompany: {},
    supplierUsers: {},
    networkCodes: [],
    attributeUuids: {},
    attributeValues: {},
  };

  for (const company of DEMO_COMPANIES) {
    const [row] = await db
      .insert(companies)
      .values({
        name: company.name,
        kind: company.kind,
        taxId: company.taxId,
        taxCountry: company.taxId.slice(0, 2).match(/[A-Z]{2}/) ? company.taxId.slice(0, 2) : 'PL',
        gln: company.gln,
        city: company.city,
        street: company.street,
        postcode: company.postcode,
        email: `kontakt@${company.key}.demo.pim`,
      })
      .returning({ id: companies.id });
    ids.companies[company.key] = row!.id;
    if (company.network) {
      await db
        .insert(networks)
        .values({ code: company.network.code, name: company.network.name, companyId: row!.id });
      ids.networkCodes.push(company.network.code);
    }
  }

  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  for (const [index, user] of DEMO_USERS.entries()) {
    const companyId = ids.companies[user.company]!;
    const [row] = await db
      .insert(users)
      .values({
        email: user.email,
        passwordHash: hashes[index]!,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        extraFlags: user.extraFlags,
        companyId,
        networkCode: user.networkCode,
        language: user.language,
        isActive: user.isActive,
        emailConfirmedAt: seeded(Date.parse('2026-01-05T08:00:00Z')),
        mediaGalleryToken: user.extraFlags.has_media_gallery_access ? random.uuid() : null,
      })
      .returning({ id: users.id });
    if (user.role === 'supplier' && ids.supplierUsers[companyId] === undefined)
      ids.supplierUsers[companyId] = row!.id;
  }

  await insertCategories(db, DEMO_CATEGORIES, null, 1, [], ids.bricks);
  await db.insert(units).values(DEMO_UNITS);
  await db
    .insert(attributeSections)
    .values(DEMO_SECTIONS.map((section, position) => ({ ...section, position })));

  for (const attribute of DEMO_ATTRIBUTES)
    ids.attributeUuids[attribute.key] = attribute.fixed?.uuid ?? random.uuid();
  const attributeRows = DEMO_ATTRIBUTES.map((attribute, position) => ({
    uuid: ids.attributeUuids[attribute.key]!,
    code: attribute.code ?? null,
    type: attribute.type,
    sectionCode: attribute.section,
    name: attribute.name,
    unitUuids: attribute.units ?? [],
    availableValues: (attribute.values ?? []).map((name, index) => ({
      uuid: attribute.fixed?.values[index] ?? random.uuid(),
      name,
    })),
    validationValues: attribute.validationValues ?? [],
    validationRules: attribute.togglesVisibilityOf
      ? [
          {
            rule: 'toggle',
            dependent_attribute_uuid: ids.attributeUuids[attribute.togglesVisibilityOf] ?? '',
            toggle_visibility: true,
            data: ['true'],
          },
        ]
      : [],
    customValuesCount: attribute.customValuesCount ?? 0,
    privateNetworkCode: attribute.privateNetworkCode ?? null,
    position,
  }));
  await db.insert(attributes).values(attributeRows);
  for (const [index, attribute] of DEMO_ATTRIBUTES.entries())
    ids.attributeValues[attribute.key] = attributeRows[index]!.availableValues.map((value) => value.uuid);
  // Validation rules name attributes defined later in the list; fix them now that every uuid exists.
  for (const attribute of DEMO_ATTRIBUTES.filter((a) => a.togglesVisibilityOf)) {
    await db
      .update(attributes)
      .set({
        validationRules: [
          {
            rule: 'toggle',
            dependent_attribute_uuid: ids.attributeUuids[attribute.togglesVisibilityOf!]!,
            toggle_visibility: true,
            data: ['true'],
          },
        ],
      })
      .where(eq(attributes.uuid, ids.attributeUuids[attribute.key]!));
  }
  const categoryRows = await db
    .select({ id: categories.id, code: categories.code, level: categories.level })
    .from(categories);
  const byCode = new Map(categoryRows.map((row) => [row.code, row.id]));
  const segments = categoryRows.filter((row) => row.level === 1);
  await db.insert(categoryAttributes).values(
    DEMO_ATTRIBUTES.flatMap((attribute) => {
      const targets = attribute.scope ? [byCode.get(attribute.scope)!] : segments.map((s) => s.id);
      return targets.map((categoryId) => ({
        categoryId,
        attributeUuid: ids.attributeUuids[attribute.key]!,
        isRequired: attribute.required ?? false,
      }));
    }),
  );

  for (const [key, list] of Object.entries(DEMO_PRODUCERS)) {
    const companyId = ids.companies[key]!;
    ids.brandsByCompany[companyId] = [];
    for (const producer of list) {
      const [p] = await db
        .insert(producers)
        .values({
          companyId,
          name: producer.name,
          ...producer.address,
          country: 'PL',
        })
        .returning({ id: producers.id });
      for (const brandName of producer.brands) {
        const [b] = await db
          .insert(brands)
          .values({ producerId: p!.id, name: brandName })
          .returning({ id: brands.id });
        const [s] = await db
          .insert(brands)
          .values({ producerId: p!.id, parentBrandId: b!.id, name: `${brandName} Premium` })
          .returning({ id: brands.id });
        ids.brandsByCompany[companyId]!.push({
          producerId: p!.id,
          brandId: b!.id,
          subBrandId: random.chance(0.5) ? s!.id : null,
          name: brandName,
          producer: producer.name,
        });
      }
    }
    const [companyAddress] = await db
      .insert(addresses)
      .values({
        companyId,
        kind: 'company',
        name: 'Siedziba',
        street: 'ul. Łąkowa 12',
        city: 'Płock',
        postcode: '09-400',
        country: 'PL',
      })
      .returning({ id: addresses.id });
    const [returnAddress] = await db
      .insert(addresses)
      .values({
        companyId,
        kind: 'return',
        name: 'Magazyn zwrotów',
        street: 'ul. Składowa 7',
        city: 'Płock',
        postcode: '09-410',
        country: 'PL',
      })
      .returning({ id: addresses.id });
    ids.addressesByCompany[companyId] = { company: companyAddress!.id, return: returnAddress!.id };
  }
  for (const [key, names] of Object.entries(PRODUCERS_WITHOUT_ADDRESS))
    await db
      .insert(producers)
      .values(names.map((name) => ({ companyId: ids.companies[key]!, name, country: 'PL' })));
  return ids;
}

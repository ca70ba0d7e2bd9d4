import { Hono, type Context } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import type { Fault } from '@contract/fault';
import {
  productEditSchema,
  productSaveQuerySchema,
  productSaveSchema,
  type ProductSave,
  type ProductSaveAnswer,
} from '@contract/product-save';
import { unknownNetworkFaults } from '@domain/availability';
import { PRODUCT_STATUS } from '@domain/constants';
import { NAMESPACE } from '@domain/faults';
import { FEATURE, featuresForInstance } from '@domain/feature-flags';
import type { Attribute, EntityRef, MediaFile, ProductPayload, SavedAttribute } from '@domain/product';
import { readyValidationContext } from '@domain/product-form';
import { validateDraft, validateReady } from '@domain/product-validation';
import type { FieldFault } from '@domain/refusal';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import type { Db } from '../db/client';
import { addresses, brands, networks, producers, productEans, products } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod, type Parsed } from '../http/answers';
import { readJson } from '../http/json-body';
import { checkGallery } from '../media/gallery';
import { resolveEditedIssues } from '../issues/edited-fields';
import { cardDocuments, findVisibleCard, type CardRow } from '../products/card';
import { replaceCardRequirementSets, requirementSetFaults } from '../attribute-lists/card-requirement-sets';
import { categoryChains } from '../products/category-chain';
import {
  cardCompleteness,
  completenessDefinitions,
  type CompletenessDefinition,
} from '../products/completeness';
import { attributesToStore } from '../products/private-writes';
import { sanitizeRichText } from '../products/sanitize-html';
import { takenEanFaults } from '../products/taken-eans';
import { buildProductSchema } from '../products/schema-builder';
import { markVersions } from '../products/version-marks';
import { VERSION_SOURCE } from '@domain/card-history';
import { productVersions } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PROFILE = NAMESPACE.PROFILE;
/** Top-level keys of the payload: a zod fault under one of them gets it as its namespace. */
const NAMESPACES: ReadonlySet<string> = new Set([
  PROFILE,
  NAMESPACE.LOGISTIC,
  NAMESPACE.NETWORK,
  NAMESPACE.GALLERY,
  NAMESPACE.ATTRIBUTES,
  'product_requirement_sets',
  'version',
]);
/** §3 An EAN of thirteen zeros is the placeholder of a package without one. */
const PLACEHOLDER_EAN = /^0{13}$/;

function translated(c: Context<AppEnv>, faults: readonly FieldFault[]): Fault[] {
  return faults.map((fault) => ({
    namespace: fault.namespace,
    field: fault.field,
    message: translate(c.get('language'), fault.message),
    type: fault.type ?? 'validation',
  }));
}

function profileFault(c: Context<AppEnv>, field: string, key: string): Fault {
  return { namespace: PROFILE, field, message: translate(c.get('language'), key), type: 'validation' };
}

/** `product_profile.name` → namespace product_profile, field name. */
function regroup(fault: Fault): Fault {
  const [head, ...rest] = fault.field.split('.');
  if (head !== undefined && NAMESPACES.has(head))
    return { ...fault, namespace: head, field: rest.join('.') || '_' };
  return fault;
}

/** The JSON body parsed with the contract; malformed JSON or a bad shape is a 400 in the fault shape. */
async function readPayload<S extends $ZodType>(c: Context<AppEnv>, schema: S): Promise<Parsed<output<S>>> {
  const body = await readJson(c, PROFILE);
  if (!body.ok) return { ok: false, response: faultAnswer(c, [regroup(body.fault)]) };
  const result = safeParse(schema, body.value);
  if (!result.success)
    return { ok: false, response: faultAnswer(c, faultsFromZod(c, result.error, PROFILE).map(regroup)) };
  return { ok: true, data: result.data };
}

/** ?save=draft, or nothing (ready); ?restored_from=<version> on a restore; any other value is a 400. */
function readDraft(
  c: Context<AppEnv>,
): { ok: true; draft: boolean; restoredFrom: number | null } | { ok: false; response: Response } {
  const query = productSaveQuerySchema.safeParse(c.req.query());
  if (!query.success) return { ok: false, response: faultAnswer(c, faultsFromZod(c, query.error, 'save')) };
  const restored = query.data.restored_from;
  return {
    ok: true,
    draft: query.data.save === 'draft',
    restoredFrom: restored === undefined ? null : Number(restored),
  };
}

/** Card history (docs/decisions/0053): who saves this version, and from where. */
export function versionMark(c: Context<AppEnv>, restoredFrom: number | null) {
  const source =
    restoredFrom !== null
      ? VERSION_SOURCE.RESTORE
      : (c.get('versionSource') ?? (c.get('apiToken') ? VERSION_SOURCE.API : VERSION_SOURCE.UI));
  return { userId: c.get('user')!.id, switchedById: c.get('switchedBy')?.id ?? null, source, restoredFrom };
}

/** A restore names an older version of the same card; any other number is a 400 and nothing is written. */
async function restoredVersionFault(c: Context<AppEnv>, productId: number, restoredFrom: number | null) {
  if (restoredFrom === null) return null;
  const rows = await c
    .get('db')
    .select({ version: productVersions.version })
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), eq(productVersions.version, restoredFrom)));
  if (rows.length > 0) return null;
  return faultAnswer(c, [
    {
      namespace: 'save',
      field: 'restored_from',
      message: translate(c.get('language'), 'cardHistory.versionNotFound'),
      type: 'validation',
    },
  ]);
}

function featureOn(c: Context<AppEnv>, id: (typeof FEATURE)[keyof typeof FEATURE]): boolean {
  const { instance, disabledFeatures } = c.get('config');
  return featuresForInstance(instance, disabledFeatures).includes(id);
}

/** The payload in the shape of the domain (producer, brand and sub-brand as given). */
function domainPayload(payload: ProductSave): ProductPayload {
  return {
    product_profile: payload.product_profile as ProductPayload['product_profile'],
    logistic: payload.logistic,
    network_availability: payload.network_availability,
    product_requirement_sets: payload.product_requirement_sets,
    gallery: payload.gallery,
    attributes: payload.attributes,
  };
}

/**
 * Categories, producer, brand, sub-brand and addresses must exist and belong to the card's company.
 * Answers the faults (empty when everything is known) and the category chains.
 */
/**
 * References the payload makes: categories, producer, brands and addresses of the company, retail
 * networks that exist, and EANs no other product carries (GS1, docs/decisions/0013) — checked for drafts
 * as for ready saves, since they are about the data, not its completeness.
 */
async function referenceFaults(
  c: Context<AppEnv>,
  payload: ProductSave,
  companyId: number,
  productId: number | null,
) {
  const db = c.get('db');
  const profile = payload.product_profile;
  const faults: Fault[] = [];
  const chains = await categoryChains(db, profile.category_ids);
  profile.category_ids.forEach((id, index) => {
    if (!chains.has(id)) faults.push(profileFault(c, `category_ids.${index}`, 'validation.unknownCategory'));
  });
  const producerId = typeof profile.producer === 'number' ? profile.producer : null;
  const brandIds = [profile.brand, profile.sub_brand].filter((ref): ref is number => typeof ref === 'number');
  const addressIds = [profile.company_address, profile.return_address].filter(
    (ref): ref is number => ref !== null,
  );
  const [producerRows, brandRows, addressRows, networkRows, taken] = await Promise.all([
    producerId === null
      ? []
      : db
          .select({ id: producers.id })
          .from(producers)
          .where(and(eq(producers.id, producerId), eq(producers.companyId, companyId))),
    brandIds.length === 0
      ? []
      : db
          .select({ id: brands.id })
          .from(brands)
          .innerJoin(producers, eq(producers.id, brands.producerId))
          .where(and(inArray(brands.id, brandIds), eq(producers.companyId, companyId))),
    addressIds.length === 0
      ? []
      : db
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(inArray(addresses.id, addressIds), eq(addresses.companyId, companyId))),
    db.select({ code: networks.code }).from(networks),
    takenEanFaults(c, payload.logistic.structures, productId, new Set()),
  ]);
  const networkCodes = networkRows.map((row) => row.code);
  faults.push(
    ...translated(
      c,
      unknownNetworkFaults(payload.network_availability, networkCodes).filter(
        (fault) => fault.message === 'validation.unknownNetwork',
      ),
    ),
    ...taken,
  );
  if (producerId !== null && producerRows.length === 0)
    faults.push(profileFault(c, 'producer', 'validation.unknownProducer'));
  const knownBrands = new Set(brandRows.map((row) => row.id));
  for (const field of ['brand', 'sub_brand'] as const) {
    const ref = profile[field];
    if (typeof ref === 'number' && !knownBrands.has(ref))
      faults.push(profileFault(c, field, 'validation.unknownBrand'));
  }
  const knownAddresses = new Set(addressRows.map((row) => row.id));
  for (const field of ['company_address', 'return_address'] as const) {
    const ref = profile[field];
    if (ref !== null && !knownAddresses.has(ref))
      faults.push(profileFault(c, field, 'validation.unknownAddress'));
  }
  // A new brand needs a producer, a new sub-brand a brand.
  if (isNew(profile.brand) && profile.producer === null)
    faults.push(profileFault(c, 'producer', 'validation.required'));
  if (isNew(profile.sub_brand) && profile.brand === null)
    faults.push(profileFault(c, 'brand', 'validation.required'));
  // §3 product_requirement_sets: sets that cover one of the card's categories (docs/decisions/0019).
  const chainIds = [...new Set([...chains.values()].flat())];
  faults.push(
    ...(await requirementSetFaults(db, c.get('language'), payload.product_requirement_sets, chainIds)),
  );
  return { faults, chains };
}

function isNew(ref: EntityRef): ref is { name: string } {
  return ref !== null && typeof ref === 'object';
}

/** §5 The ready validation on the server, with the attribute definitions of the payload's categories. */
async function readyFaults(
  c: Context<AppEnv>,
  payload: ProductSave,
  chains: Map<number, number[]>,
  companyId: number,
  media: MediaFile[],
): Promise<FieldFault[]> {
  const categoryIds = [...new Set(payload.product_profile.category_ids)];
  const schema = await buildProductSchema(c.get('db'), {
    categoryIds,
    chains,
    user: c.get('user')!,
    language: c.get('language'),
    recyclingFraction: featureOn(c, FEATURE.RECYCLING_FRACTION),
    companyId,
    card: null,
  });
  const values = new Map(payload.attributes.map((attribute) => [attribute.uuid, attribute.data]));
  const attributes: Attribute[] = Object.values(schema.attributes)
    .flat()
    .map((definition) => ({ ...definition, data: values.get(definition.uuid) ?? [] }));
  // The same context the form builds, so browser and server can never disagree (§5).
  return validateReady(
    domainPayload(payload),
    attributes,
    media,
    readyValidationContext(schema, payload.logistic.structures, {
      productFormValidation: featureOn(c, FEATURE.PRODUCT_FORM_VALIDATION),
      returnAddressValidation: false,
    }),
  );
}

/** Validation of draft or ready plus the references; a 400 response, or the category chains to go on. */
export async function validate(
  c: Context<AppEnv>,
  payload: ProductSave,
  draft: boolean,
  companyId: number,
  productId: number | null,
): Promise<{ ok: true } | { ok: false; response: Response }> {
  // §3 Gallery entries name stored files of the company; the ready rules count the files' own types.
  const [references, gallery] = await Promise.all([
    referenceFaults(c, payload, companyId, productId),
    checkGallery(c.get('db'), payload.gallery, companyId, c.get('language')),
  ]);
  const refused = [...references.faults, ...gallery.faults];
  if (refused.length > 0) return { ok: false, response: faultAnswer(c, refused) };
  const faults = draft
    ? validateDraft(payload, { productFormValidation: featureOn(c, FEATURE.PRODUCT_FORM_VALIDATION) })
    : await readyFaults(c, payload, references.chains, companyId, gallery.files);
  if (faults.length > 0) return { ok: false, response: faultAnswer(c, translated(c, faults)) };
  return { ok: true };
}

/** Every EAN of every package, except empty ones and the thirteen-zero placeholder. */
function eansOf(payload: ProductSave): { ean: string; packageType: number }[] {
  return payload.logistic.structures.flatMap((structure) =>
    structure.packages.flatMap((pack) =>
      pack.eans
        .map((entry) => entry.ean.trim())
        .filter((ean) => ean !== '' && !PLACEHOLDER_EAN.test(ean))
        .map((ean) => ({ ean, packageType: pack.package_type })),
    ),
  );
}

/** §3 Attributes as saved: uuid, code and the picked data fields (the shape of toSavedAttributes). */
function savedAttributes(payload: ProductSave): SavedAttribute[] {
  return payload.attributes.map((attribute) => ({
    uuid: attribute.uuid,
    code: attribute.code ?? null,
    data: attribute.data.map((entry) => ({
      value: entry.value,
      value_uuid: entry.value_uuid ?? null,
      unit_uuid: entry.unit_uuid ?? null,
    })),
  }));
}

/** Producer, brand and sub-brand ids, creating the ones named as new for the company (inside the transaction). */
async function resolveEntities(tx: Tx, payload: ProductSave, companyId: number) {
  const { producer, brand, sub_brand } = payload.product_profile;
  let producerId = typeof producer === 'number' ? producer : null;
  if (isNew(producer)) {
    const [row] = await tx
      .insert(producers)
      .values({ companyId, name: producer.name })
      .returning({ id: producers.id });
    producerId = row!.id;
  }
  let brandId = typeof brand === 'number' ? brand : null;
  if (isNew(brand) && producerId !== null) {
    const [row] = await tx
      .insert(brands)
      .values({ producerId, name: brand.name })
      .returning({ id: brands.id });
    brandId = row!.id;
  }
  let subBrandId = typeof sub_brand === 'number' ? sub_brand : null;
  if (isNew(sub_brand) && brandId !== null) {
    const [parent] = await tx
      .select({ producerId: brands.producerId })
      .from(brands)
      .where(eq(brands.id, brandId));
    const [row] = await tx
      .insert(brands)
      .values({ producerId: parent!.producerId, parentBrandId: brandId, name: sub_brand.name })
      .returning({ id: brands.id });
    subBrandId = row!.id;
  }
  return { producerId, brandId, subBrandId };
}

/**
 * The columns a save writes (the company, supplier and creation time only on a new card). `stored` are the
 * card's attributes before the save: the private ones the user may not use are kept from them (§6).
 */
export async function rowValues(
  tx: Tx,
  payload: ProductSave,
  status: number,
  user: CurrentUser,
  card: { companyId: number; stored: readonly SavedAttribute[] },
) {
  const { companyId } = card;
  const profile = payload.product_profile;
  const eans = eansOf(payload);
  const categoryId = profile.category_ids[0] ?? null;
  // Queued together on the transaction's connection: each query goes out as the one before it answers,
  // not after the server's turn to run again (a 1,000-attribute card's save waited on each in turn).
  const [entities, attributes, definitions] = await Promise.all([
    resolveEntities(tx, payload, companyId),
    attributesToStore(tx, user, savedAttributes(payload), card.stored).then((kept) =>
      sanitizeRichText(tx, kept),
    ),
    categoryId === null
      ? new Map<number, CompletenessDefinition[]>()
      : completenessDefinitions(tx, [categoryId]),
  ]);
  return {
    name: profile.name,
    nameToShow: profile.name_to_show,
    status,
    gtin: eans[0]?.ean ?? null,
    categoryId,
    ...entities,
    companyAddressId: profile.company_address,
    returnAddressId: profile.return_address,
    ownBrandType: payload.network_availability.own_brand_type,
    ownBrandNetworkCode: payload.network_availability.own_brand_network_code,
    isShared: profile.is_shared,
    isBasic: profile.is_basic,
    attributes,
    // §2 Products list: stored with every save, drafts too (docs/decisions/0012).
    // A card without a category is 0 % (completenessOf).
    completeness:
      categoryId === null
        ? 0
        : cardCompleteness(definitions.get(categoryId), {
            attributes,
            availability: payload.network_availability.availability,
          }),
    logistic: { structures: payload.logistic.structures },
    availability: payload.network_availability.availability,
    gallery: payload.gallery,
    lastEditorId: user.id,
    updatedAt: sql`now()`,
  };
}

export async function replaceEans(tx: Tx, productId: number, payload: ProductSave): Promise<void> {
  await tx.delete(productEans).where(eq(productEans.productId, productId));
  const rows = eansOf(payload).map((entry) => ({ ...entry, productId }));
  if (rows.length > 0) await tx.insert(productEans).values(rows);
}

export function answer(row: {
  id: number;
  status: number;
  updatedAt: Date;
  version: number;
}): ProductSaveAnswer {
  return {
    id: row.id,
    product_status: row.status,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export const returned = {
  id: products.id,
  status: products.status,
  updatedAt: products.updatedAt,
  version: products.version,
};

/**
 * §7 POST /api/p1/product/new (?save=draft): a supplier's new card of its company (201), and
 * PUT /api/p1/product/{id}/edit (?save=draft): a visible card (404 otherwise; 409 unless the body's version
 * is the stored one: docs/decisions/0027).
 * Draft: name_to_show only (status 5); ready: the whole §5 validation (status 2). One transaction writes
 * the row, new producers/brands and the card's EANs, and resolves the open issues of edited fields (§4).
 */
export const productSaveRoutes = new Hono<AppEnv>()
  .post('/api/p1/product/new', requirePermission('product.create'), async (c) => {
    const user = c.get('user')!;
    if (user.company_id === null) return errorAnswer(c, 403, 'session.forbidden');
    const companyId = user.company_id;
    const mode = readDraft(c);
    if (!mode.ok) return mode.response;
    const parsed = await readPayload(c, productSaveSchema);
    if (!parsed.ok) return parsed.response;
    const payload = parsed.data;
    const checked = await validate(c, payload, mode.draft, companyId, null);
    if (!checked.ok) return checked.response;
    const status = mode.draft ? PRODUCT_STATUS.DRAFT : PRODUCT_STATUS.READY;
    const saved = await c.get('db').transaction(async (tx) => {
      await markVersions(tx, versionMark(c, null));
      const values = await rowValues(tx, payload, status, user, { companyId, stored: [] });
      const [row] = await tx
        .insert(products)
        .values({ ...values, companyId, supplierUserId: user.id })
        .returning(returned);
      await replaceEans(tx, row!.id, payload);
      await replaceCardRequirementSets(tx, row!.id, payload.product_requirement_sets);
      return row!;
    });
    return c.json(answer(saved), 201);
  })
  .put('/api/p1/product/:id{[0-9]+}/edit', requirePermission('product.edit'), async (c) => {
    const user = c.get('user')!;
    const mode = readDraft(c);
    if (!mode.ok) return mode.response;
    const card: CardRow | null = await findVisibleCard(c.get('db'), user, Number(c.req.param('id')));
    if (card === null) return errorAnswer(c, 404, 'errors.productNotFound');
    const parsed = await readPayload(c, productEditSchema);
    if (!parsed.ok) return parsed.response;
    const payload = parsed.data;
    if (payload.version !== card.version) return errorAnswer(c, 409, 'errors.conflict');
    const restoreFault = await restoredVersionFault(c, card.id, mode.restoredFrom);
    if (restoreFault !== null) return restoreFault;
    const checked = await validate(c, payload, mode.draft, card.companyId, card.id);
    if (!checked.ok) return checked.response;
    const status = mode.draft ? PRODUCT_STATUS.DRAFT : PRODUCT_STATUS.READY;
    const saved = await c.get('db').transaction(async (tx) => {
      // The row is locked, then compared again: a save that came in meanwhile wins, this one is refused.
      const [current] = await tx
        .select({ version: products.version })
        .from(products)
        .where(eq(products.id, card.id))
        .for('update');
      if (current?.version !== payload.version) return null;
      await markVersions(tx, versionMark(c, mode.restoredFrom));
      const values = await rowValues(tx, payload, status, user, {
        companyId: card.companyId,
        stored: cardDocuments(card).attributes,
      });
      const [row] = await tx
        .update(products)
        .set(values)
        .where(and(eq(products.id, card.id), eq(products.version, payload.version)))
        .returning(returned);
      await replaceEans(tx, card.id, payload);
      await replaceCardRequirementSets(tx, card.id, payload.product_requirement_sets);
      // §4 An edited field's open issues are resolved, in the same transaction (docs/decisions/0040).
      await resolveEditedIssues(tx, card, card, values, user);
      return row!;
    });
    if (saved === null) return errorAnswer(c, 409, 'errors.conflict');
    return c.json(answer(saved), 200);
  });

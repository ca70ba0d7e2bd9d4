import { toSavedAttributes } from './attribute-rules';
import { normalizeIssue, type Issue } from './faults';
import { toGallery } from './media';
import type { Attribute, NetworkAvailability, PackageDefinition, ProductProfile, Structure } from './product';
import type { DetailsIssue } from './product-details';
import { readyValidationContext } from './product-form';
import { validateReady } from './product-validation';

/**
 * §2 Product details: the card as the details screen, the xlsx export and the print page read it, put
 * together from the schema answer (definitions with the card's values, names) and the show answer.
 */

interface Named {
  name: string;
}

/** What is read of OPTIONS /api/p1/product/schema/{id} (the contract's answer fits it). */
export interface DetailsSchemaInput {
  sections: readonly { code: string; name: string; kind: 'form' | 'attributes' }[];
  attributes: Readonly<Record<string, readonly Attribute[]>>;
  categories: readonly (Named & { id: number })[];
  producers: readonly (Named & { id: number })[];
  brands: readonly (Named & { id: number })[];
  sub_brands: readonly (Named & { id: number })[];
  networks: readonly (Named & { code: string })[];
  media_files: readonly { id: number; type: number; filename: string; url: string; width: number | null }[];
  required_media: number[];
  available_media: number[];
  one_of_required_media: number[];
  logistic_definitions: PackageDefinition[];
}

/** What is read of GET /api/p1/product/show/{id}. */
export interface DetailsShowInput {
  id: number;
  product_profile: Omit<ProductProfile, 'producer' | 'brand' | 'sub_brand'> & {
    gtin: string | null;
    producer: number | null;
    brand: number | null;
    sub_brand: number | null;
  };
  logistic: { structures: Structure[] };
  network_availability: NetworkAvailability;
  product_requirement_sets: number[];
  general_info: {
    updated_at: string;
    created_at: string;
    supplier_user: Named | null;
    last_product_editor: Named | null;
    is_edit_required: boolean;
    status: number;
    sales_status: number;
    /** Absent in answers that predate it; a draft copy's always has it. */
    version?: number;
    draft_copy_of?: { id: number; name: string } | null | undefined;
  };
}

export interface DetailsMedia {
  id: number;
  type: number;
  filename: string;
  url: string;
  /** Images have pixel sizes; other files (a PDF of type 5) have none and are shown by name. */
  isImage: boolean;
}

/** §2 Product details: everything the read-only card shows. */
export interface DetailsCard {
  id: number;
  name: string;
  nameToShow: string;
  gtin: string | null;
  status: number;
  salesStatus: number;
  isEditRequired: boolean;
  isShared: boolean;
  isBasic: boolean;
  companyName: string;
  /** How many remarks the drawer will list (GET /modal-info). */
  remarkCount: number;
  producer: string | null;
  brand: string | null;
  subBrand: string | null;
  categories: string[];
  createdAt: string;
  updatedAt: string;
  supplierUser: string | null;
  lastEditor: string | null;
  /** The attribute sections, in form order. */
  sections: { code: string; name: string }[];
  /** Every attribute the user may see, section after section. */
  attributes: Attribute[];
  media: DetailsMedia[];
  structures: Structure[];
  availability: NetworkAvailability;
  networkNames: Record<string, string>;
  unitNames: Record<string, string>;
  /** Server issues (qc, compliance) and, with validation on, what the ready validation finds missing. */
  issues: DetailsIssue[];
  /** A draft copy: the card it was taken from and the copy's version a publish sends (0059). */
  draftCopy?: { original: { id: number; name: string }; version: number };
}

function nameById(list: readonly (Named & { id: number })[], id: number | null): string | null {
  return id === null ? null : (list.find((entry) => entry.id === id)?.name ?? null);
}

/** Unit names from every unit the schema lists (attributes and logistic fields). */
function unitNamesOf(attributes: readonly Attribute[], definitions: readonly PackageDefinition[]) {
  const names: Record<string, string> = {};
  for (const attribute of attributes)
    for (const unit of attribute.available_units) names[unit.uuid] = unit.name;
  for (const definition of definitions)
    for (const field of definition.fields)
      for (const unit of field.available_units) names[unit.uuid] = unit.name;
  return names;
}

/**
 * §5 Product, ready: what the card still lacks for the ready status, as validation issues (the same rules
 * the form runs on save). Nothing when validation is off (§5: flag 10).
 */
function validationIssues(schema: DetailsSchemaInput, card: DetailsShowInput, attributes: Attribute[]) {
  const structures = card.logistic.structures;
  const payload = {
    product_profile: card.product_profile,
    logistic: { structures },
    network_availability: card.network_availability,
    product_requirement_sets: card.product_requirement_sets,
    gallery: toGallery(schema.media_files),
    attributes: toSavedAttributes(attributes),
  };
  const context = readyValidationContext(schema, structures, {
    productFormValidation: true,
    returnAddressValidation: false,
  });
  const names = new Map(attributes.map((attribute) => [attribute.uuid, attribute.name]));
  return validateReady(payload, attributes, schema.media_files, context).map((fault): DetailsIssue => ({
    type: 'validation',
    ns: fault.namespace,
    identify: fault.field,
    header: fault.namespace === 'attributes' ? (names.get(fault.field.split('.')[0]!) ?? '') : '',
    message: fault.message,
  }));
}

/** §2 Product details: the card put together; `validation` adds the ready validation's findings. */
export function buildDetailsCard(
  schema: DetailsSchemaInput,
  card: DetailsShowInput,
  extra: { companyName: string; remarkCount: number; issues: readonly Issue[]; validation: boolean },
): DetailsCard {
  const sections = schema.sections
    .filter((section) => section.kind === 'attributes' && (schema.attributes[section.code]?.length ?? 0) > 0)
    .map((section) => ({ code: section.code, name: section.name }));
  const attributes = sections.flatMap((section) => [...(schema.attributes[section.code] ?? [])]);
  const profile = card.product_profile;
  const info = card.general_info;
  const serverIssues = extra.issues.map((issue): DetailsIssue => normalizeIssue(issue));
  return {
    id: card.id,
    name: profile.name,
    nameToShow: profile.name_to_show,
    gtin: profile.gtin,
    status: info.status,
    salesStatus: info.sales_status,
    isEditRequired: info.is_edit_required,
    ...(info.draft_copy_of && info.version !== undefined
      ? { draftCopy: { original: info.draft_copy_of, version: info.version } }
      : {}),
    isShared: profile.is_shared,
    isBasic: profile.is_basic,
    companyName: extra.companyName,
    remarkCount: extra.remarkCount,
    producer: nameById(schema.producers, profile.producer),
    brand: nameById(schema.brands, profile.brand),
    subBrand: nameById(schema.sub_brands, profile.sub_brand),
    categories: schema.categories.map((category) => category.name),
    createdAt: info.created_at,
    updatedAt: info.updated_at,
    supplierUser: info.supplier_user?.name ?? null,
    lastEditor: info.last_product_editor?.name ?? null,
    sections,
    attributes,
    media: schema.media_files.map(({ id, type, filename, url, width }) => ({
      id,
      type,
      filename,
      url,
      isImage: width !== null,
    })),
    structures: card.logistic.structures,
    availability: card.network_availability,
    networkNames: Object.fromEntries(schema.networks.map((network) => [network.code, network.name])),
    unitNames: unitNamesOf(attributes, schema.logistic_definitions),
    issues: extra.validation
      ? [...serverIssues, ...validationIssues(schema, card, attributes)]
      : serverIssues,
  };
}

import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserFlags } from '@domain/user';

/** Names in every interface language; pl is always present (it is the fallback). */
export type LocalizedName = { pl: string; de?: string; ro?: string };

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['supplier', 'network', 'platform'] }).notNull(),
  taxId: text('tax_id'),
  taxCountry: text('tax_country'),
  gln: text('gln'),
  street: text('street'),
  city: text('city'),
  postcode: text('postcode'),
  phone: text('phone'),
  email: text('email'),
  status: text('status', { enum: ['active', 'inactive', 'inactive_junk'] })
    .notNull()
    .default('active'),
  createdAt: createdAt(),
});

/** §3 Retail networks: the chains a card can be made available in. */
export const networks = pgTable('networks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  companyId: integer('company_id').references(() => companies.id),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    /** Chain-specific flags set per user on top of the role's own (§3 Current user). */
    extraFlags: jsonb('extra_flags').$type<Partial<UserFlags>>().notNull().default({}),
    companyId: integer('company_id').references(() => companies.id),
    networkCode: text('network_code').references(() => networks.code),
    language: text('language').notNull().default('pl'),
    isActive: boolean('is_active').notNull().default(true),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    mediaGalleryToken: text('media_gallery_token'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time links sent by e-mail: account confirmation and password reset. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['confirm', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Failed logins per e-mail and address, for throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.at)],
);

/** GPC tree: segment (1) → family (2) → class (3) → brick (4). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
  },
  (t) => [uniqueIndex('categories_code_idx').on(t.code), index('categories_parent_idx').on(t.parentId)],
);

export const units = pgTable('units', {
  uuid: uuid('uuid').primaryKey(),
  code: text('code').notNull(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
});

/** Attribute sections of the card (§3 section codes), in display order. */
export const attributeSections = pgTable('attribute_sections', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
});

export interface AttributeValueDef {
  uuid: string;
  name: LocalizedName;
}

/** §3 Attribute definitions; the type is one of the 25 of §3. */
export const attributes = pgTable('attributes', {
  uuid: uuid('uuid').primaryKey(),
  code: text('code'),
  type: text('type').notNull(),
  sectionCode: text('section_code')
    .notNull()
    .references(() => attributeSections.code),
  groupName: jsonb('group_name').$type<LocalizedName>(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  description: jsonb('description').$type<LocalizedName>(),
  unitUuids: jsonb('unit_uuids').$type<string[]>().notNull().default([]),
  availableValues: jsonb('available_values').$type<AttributeValueDef[]>().notNull().default([]),
  validationValues: jsonb('validation_values').$type<string[]>().notNull().default([]),
  validationRules: jsonb('validation_rules').$type<unknown[]>().notNull().default([]),
  customValuesCount: integer('custom_values_count').notNull().default(0),
  isReadOnly: boolean('is_read_only').notNull().default(false),
  privateNetworkCode: text('private_network_code').references(() => networks.code),
  position: integer('position').notNull(),
});

/** Which attributes a category (and every category below it) carries, and whether they are required. */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    attributeUuid: uuid('attribute_uuid')
      .notNull()
      .references(() => attributes.uuid),
    isRequired: boolean('is_required').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [uniqueIndex('category_attributes_pk').on(t.categoryId, t.attributeUuid)],
);

export const producers = pgTable(
  'producers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    street: text('street'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
  },
  (t) => [index('producers_company_idx').on(t.companyId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    producerId: integer('producer_id')
      .notNull()
      .references(() => producers.id),
    parentBrandId: integer('parent_brand_id'),
    name: text('name').notNull(),
  },
  (t) => [index('brands_producer_idx').on(t.producerId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['company', 'return'] }).notNull(),
    name: text('name').notNull(),
    street: text('street'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
  },
  (t) => [index('addresses_company_idx').on(t.companyId)],
);

/** §3 Product card. Attribute values, logistics, availability and gallery live in jsonb documents. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    gtin: text('gtin'),
    name: text('name').notNull().default(''),
    nameToShow: text('name_to_show').notNull(),
    status: smallint('status').notNull(),
    salesStatus: smallint('sales_status').notNull().default(1),
    categoryId: integer('category_id').references(() => categories.id),
    producerId: integer('producer_id').references(() => producers.id),
    brandId: integer('brand_id').references(() => brands.id),
    subBrandId: integer('sub_brand_id').references(() => brands.id),
    companyAddressId: integer('company_address_id').references(() => addresses.id),
    returnAddressId: integer('return_address_id').references(() => addresses.id),
    ownBrandType: smallint('own_brand_type').notNull().default(1),
    ownBrandNetworkCode: text('own_brand_network_code'),
    isShared: boolean('is_shared').notNull().default(false),
    isBasic: boolean('is_basic').notNull().default(true),
    isEditRequired: boolean('is_edit_required').notNull().default(false),
    /** Percent (0–100) of the required attributes filled in, computed on every save (docs/decisions/0012). */
    completeness: smallint('completeness').notNull().default(0),
    /** Quality control: 0 not checked, 1 passed, 2 failed (QC_STATUS, docs/decisions/0012). */
    qcStatus: smallint('qc_status').notNull().default(0),
    /** The card a draft copy (clone) was made from; null for every other card. */
    clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => products.id, {
      onDelete: 'set null',
    }),
    attributes: jsonb('attributes').$type<unknown[]>().notNull().default([]),
    logistic: jsonb('logistic').$type<unknown>().notNull().default({ structures: [] }),
    availability: jsonb('availability').$type<unknown[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<unknown[]>().notNull().default([]),
    supplierUserId: integer('supplier_user_id').references(() => users.id),
    lastEditorId: integer('last_editor_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_company_status_idx').on(t.companyId, t.status),
    index('products_gtin_idx').on(t.gtin),
    index('products_updated_idx').on(t.updatedAt),
  ],
);

/** EANs of every package of every card, so that one EAN cannot belong to two products (§5, GS1). */
export const productEans = pgTable(
  'product_eans',
  {
    ean: text('ean').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packageType: smallint('package_type').notNull(),
  },
  (t) => [
    index('product_eans_ean_idx').on(t.ean),
    index('product_eans_product_idx').on(t.productId),
    // LIKE 'digits%' can use it whatever the database collation (the list's EAN prefix search).
    index('product_eans_ean_prefix_idx').on(t.ean.op('text_pattern_ops')),
  ],
);

/**
 * §3 Media: an uploaded file of a company (type 1–6). The bytes live in the media storage under
 * `storage_key` (a generated id, never the file name); width/height/dpi/format/color_space are read with
 * sharp for images and null for other files (type 5 may be a PDF).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    /** The original name, sanitized (no path, no control characters, capped), for display only. */
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    dpi: integer('dpi'),
    format: text('format'),
    colorSpace: text('color_space'),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_files_company_idx').on(t.companyId),
    uniqueIndex('media_files_key_idx').on(t.storageKey),
  ],
);

/** §3 Fault and issue: a qc or compliance finding on a card, open until resolved or cancelled. */
export const productIssues = pgTable(
  'product_issues',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['qc', 'compliance'] }).notNull(),
    ns: text('ns').notNull(),
    identify: text('identify').notNull(),
    header: text('header').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'resolved', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
    /** Who resolved or cancelled it, and when. */
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('product_issues_product_idx').on(t.productId, t.status)],
);

/** §2 Product details: remarks on a card (the side drawer), by a user, optionally for one network. */
export const productRemarks = pgTable(
  'product_remarks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    networkCode: text('network_code').references(() => networks.code),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_remarks_product_idx').on(t.productId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Derived rows outside `public`: rebuilt from `products` by a trigger (migration 0003), never written by
 * the application, and not part of the test snapshot (the trigger refills them when products are restored).
 */
export const listsSchema = pgSchema('lists');

/**
 * §2 Products list: one narrow row per card with exactly what the list filters, sorts and shows. The card
 * row carries its jsonb documents (~1.5 kB); counting and filtering here touches about a tenth of that
 * (docs/decisions/0012). `network_codes` are the networks the card is visible in (availability entries
 * with visibility true), `search` the words of name_to_show, name and GTIN for prefix search.
 */
export const productRows = listsSchema.table(
  'product_rows',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    status: smallint('status').notNull(),
    salesStatus: smallint('sales_status').notNull(),
    qcStatus: smallint('qc_status').notNull(),
    completeness: smallint('completeness').notNull(),
    categoryId: integer('category_id'),
    brandId: integer('brand_id'),
    producerId: integer('producer_id'),
    gtin: text('gtin'),
    nameToShow: text('name_to_show').notNull(),
    networkCodes: text('network_codes').array().notNull(),
    search: tsvector('search').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // One index per sortable column, ending in id: the page walks it in order and stops after 50 rows.
    index('product_rows_updated_idx').on(t.updatedAt, t.id),
    index('product_rows_name_idx').on(t.nameToShow, t.id),
    index('product_rows_gtin_idx').on(t.gtin, t.id),
    index('product_rows_status_idx').on(t.status, t.id),
    index('product_rows_completeness_idx').on(t.completeness, t.id),
    index('product_rows_qc_idx').on(t.qcStatus, t.id),
    index('product_rows_sales_idx').on(t.salesStatus, t.id),
    // A supplier's list: its company first, then the usual orders, categories and brands.
    index('product_rows_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('product_rows_company_name_idx').on(t.companyId, t.nameToShow, t.id),
    // Category and brand with the status (the filter most often beside them): their counts read only
    // the index, and their filter options skip through it value by value.
    index('product_rows_company_category_idx').on(t.companyId, t.categoryId, t.status),
    index('product_rows_company_brand_idx').on(t.companyId, t.brandId, t.status),
    index('product_rows_category_idx').on(t.categoryId, t.status),
    index('product_rows_brand_idx').on(t.brandId, t.status),
    index('product_rows_networks_idx').using('gin', t.networkCodes),
    index('product_rows_search_idx').using('gin', t.search),
  ],
);

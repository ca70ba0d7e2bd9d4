import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { UserFlags } from '@domain/user';
import type { CatalogueText } from '@domain/jobs';

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
  // §3 Company profile (migration 0027, docs/decisions/0047).
  contactFormUrl: text('contact_form_url'),
  siteUrl: text('site_url'),
  /** The logo's bytes in the media storage; shown in the header of the company's users. */
  logoKey: text('logo_key'),
  logoMime: text('logo_mime'),
  groups: jsonb('groups').$type<string[]>().notNull().default([]),
  suppliers: jsonb('suppliers').$type<string[]>().notNull().default([]),
  subscription: text('subscription', { enum: ['none', 'basic', 'extended'] })
    .notNull()
    .default('none'),
  /** §5 Other: the opt-out checkboxes; a declined field is stored empty. */
  phoneDeclined: boolean('phone_declined').notNull().default(false),
  emailDeclined: boolean('email_declined').notNull().default(false),
  taxIdDeclined: boolean('tax_id_declined').notNull().default(false),
  glnDeclined: boolean('gln_declined').notNull().default(false),
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
    /** Set by every successful login; the accounts list shows and sorts by it (docs/decisions/0018). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    // §2 Accounts list: one index per sortable column ending in id, and the company and role filters.
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_role_idx').on(t.role, t.id),
    index('users_active_idx').on(t.isActive, t.id),
    index('users_last_login_idx').on(t.lastLoginAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_company_idx').on(t.companyId, t.id),
  ],
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
    /** §6 Switch user: the account this session acts as; `userId` stays the one who logged in. */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** §6 Switch-me-to configuration: who may act as the target account, until when (docs/decisions/0048). */
export const switchPermissions = pgTable(
  'switch_permissions',
  {
    id: serial('id').primaryKey(),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allowedUserId: integer('allowed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('switch_permissions_pair_idx').on(t.targetUserId, t.allowedUserId),
    index('switch_permissions_allowed_idx').on(t.allowedUserId),
  ],
);

/** §6 Switch-me-to log: each switch (start, end) and each write made while switched, with both people. */
export const switchLogs = pgTable(
  'switch_logs',
  {
    id: serial('id').primaryKey(),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realUserId: integer('real_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['start', 'end', 'write'] }).notNull(),
    method: text('method'),
    path: text('path'),
    status: integer('status'),
    createdAt: createdAt(),
  },
  (t) => [
    index('switch_logs_target_idx').on(t.targetUserId, t.createdAt),
    index('switch_logs_real_idx').on(t.realUserId, t.createdAt),
  ],
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
    /** A producer used by cards is retired, not deleted: new cards no longer offer it (migration 0027). */
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
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
    /** That card's version when the copy was taken: publishing over it needs it unchanged (0059). */
    clonedFromVersion: integer('cloned_from_version'),
    attributes: jsonb('attributes').$type<unknown[]>().notNull().default([]),
    logistic: jsonb('logistic').$type<unknown>().notNull().default({ structures: [] }),
    availability: jsonb('availability').$type<unknown[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<unknown[]>().notNull().default([]),
    supplierUserId: integer('supplier_user_id').references(() => users.id),
    lastEditorId: integer('last_editor_id').references(() => users.id),
    createdAt: createdAt(),
    /** Shown to people; it no longer decides conflicts (docs/decisions/0027). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * §4 Saving: the card's version, moved by every update of the row (a trigger, migration 0020), so an
     * edit based on anything but the stored version is refused with 409 (docs/decisions/0027).
     */
    version: integer('version').notNull().default(1),
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
    status: text('status', { enum: ['open', 'resolved', 'accepted', 'cancelled'] })
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

/**
 * §3 Fault and issue: the thread of an issue after its report (docs/decisions/0040-issue-thread.md): each
 * step with the status it led to, who took it in which role, when, and the words written with it.
 */
export const productIssueEvents = pgTable(
  'product_issue_events',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => productIssues.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['resolved', 'edited', 'accepted', 'reopened', 'cancelled'] }).notNull(),
    status: text('status', { enum: ['open', 'resolved', 'accepted', 'cancelled'] }).notNull(),
    message: text('message'),
    authorId: integer('author_id').references(() => users.id),
    authorRole: text('author_role', {
      enum: ['admin', 'qc_manager', 'network', 'supplier', 'other'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_issue_events_issue_idx').on(t.issueId, t.id)],
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

/**
 * §2 Modals: media remark (docs/decisions/0044). A remark on one photo or file of a card's gallery, by a
 * network's reviewer or an admin, for the supplier to read beside that photo.
 */
export const productMediaRemarks = pgTable(
  'product_media_remarks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    networkCode: text('network_code').references(() => networks.code),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_media_remarks_media_idx').on(t.productId, t.mediaId)],
);

/**
 * A card's rich content (docs/decisions/0054): the shop page's description, one html per language
 * (`{"pl": "<h2>…</h2>", "de": …}`), kept only as the rich text allow-list allows; `version` moves on every
 * save so a save based on an older one is refused (409), as a card save is.
 */
export const productRichContent = pgTable('product_rich_content', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Record<string, string>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Card history (docs/decisions/0053): one row per saved version of a card, written by a trigger in the
 * transaction of the write (migration 0034). `snapshot` is the card as the form loads it; `source` says
 * where the write came from (VERSION_SOURCE), `restoredFrom` the version a restore brought back.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    switchedById: integer('switched_by_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    restoredFrom: integer('restored_from'),
    snapshot: jsonb('snapshot').$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ name: 'product_versions_pk', columns: [t.productId, t.version] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Derived rows outside `public`: rebuilt from `products` by a trigger (migration 0003), never written by
 * the application, and not part of the test snapshot (the trigger refills them when products are restored).
 */
export const listsSchema = pgSchema('lists');

/**
 * The sort key of a name (the SQL function of migration 0015): lists order names by it, read byte by byte,
 * so Polish names come in the order of the Polish alphabet on PGlite and PostgreSQL alike.
 */
export const nameKey = (name: AnyPgColumn | SQL) => sql`(pim_name_key(${name}) collate "C")`;

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
    // Names in the order of the alphabet (migration 0015, docs/decisions/0025), not in the bytes' order.
    index('product_rows_name_idx').on(nameKey(t.nameToShow), t.id),
    index('product_rows_gtin_idx').on(t.gtin, t.id),
    index('product_rows_status_idx').on(t.status, t.id),
    index('product_rows_completeness_idx').on(t.completeness, t.id),
    index('product_rows_qc_idx').on(t.qcStatus, t.id),
    index('product_rows_sales_idx').on(t.salesStatus, t.id),
    // A supplier's list: its company first, then the usual orders, categories and brands.
    index('product_rows_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('product_rows_company_name_idx').on(t.companyId, nameKey(t.nameToShow), t.id),
    // A status chosen, in the default order (newest changes): the page walks only that status's rows, so a
    // network's or a search's further filter looks at about half as many rows.
    index('product_rows_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // Category and brand with the status (the filter most often beside them): their counts read only
    // the index, and their filter options skip through it value by value.
    index('product_rows_company_category_idx').on(t.companyId, t.categoryId, t.status),
    index('product_rows_company_brand_idx').on(t.companyId, t.brandId, t.status),
    // With the change time: a category and a status in the default order walk only their own rows, and
    // the counts and options of category and status still read the index alone (migration 0050).
    index('product_rows_category_updated_idx').on(t.categoryId, t.status, t.updatedAt, t.id),
    index('product_rows_brand_idx').on(t.brandId, t.status),
    index('product_rows_networks_idx').using('gin', t.networkCodes),
    index('product_rows_search_idx').using('gin', t.search),
  ],
);

// ─── Accounts and unblock requests (issue 6, docs/decisions/0018) ───────────────────────────────────────

/**
 * §2 Unblock requests: a blocked user asks to be unblocked (from the login screen, with their own e-mail
 * and password); an admin accepts (the account is active again) or rejects with a reason. At most one
 * pending request per user (a partial unique index).
 */
export const unblockRequests = pgTable(
  'unblock_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unblock_requests_created_idx').on(t.createdAt, t.id),
    index('unblock_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('unblock_requests_user_idx').on(t.userId),
    uniqueIndex('unblock_requests_pending_idx')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

// ── Offers and retail-chain panels (issue 6, docs/decisions/0017) ──────────────────────────────────────

/**
 * §2 Offers, §3 Offer modal values: a supplier offers one of its cards to a retail network; the network's
 * category manager approves or rejects it (§7), its master-data manager then completes the chain's own
 * attributes. Status: offered 1 (§4 "Offer status 1"), approved 2, rejected 3 (OFFER_STATUS). `company_id`
 * is the card's company, copied so that a supplier's list reads one index.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    networkCode: text('network_code')
      .notNull()
      .references(() => networks.code),
    dealerId: text('dealer_id').notNull().default(''),
    name: text('name').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    buyer: text('buyer').notNull().default(''),
    status: smallint('status').notNull(),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One open (offered or approved) offer of a card per network: approving names the card (§7).
    uniqueIndex('offers_open_idx')
      .on(t.productId, t.networkCode)
      .where(sql`status in (1, 2)`),
    // The supplier's list and the network's panels: scope first, then each sortable column, then id.
    index('offers_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('offers_company_date_idx').on(t.companyId, t.dateFrom, t.id),
    index('offers_company_status_idx').on(t.companyId, t.status, t.id),
    index('offers_network_created_idx').on(t.networkCode, t.createdAt, t.id),
    index('offers_network_date_idx').on(t.networkCode, t.dateFrom, t.id),
    index('offers_network_status_idx').on(t.networkCode, t.status, t.id),
    index('offers_network_status_decided_idx').on(t.networkCode, t.status, t.decidedAt, t.id),
    index('offers_created_idx').on(t.createdAt, t.id),
    index('offers_date_idx').on(t.dateFrom, t.id),
    index('offers_product_idx').on(t.productId),
  ],
);

// ── QC list and Panel CIN (issue 6, docs/decisions/0016) ────────────────────────────────────────────────

/**
 * §2 QC list, §6 QC status per chain: one verdict per card and chain ('card' is the card's own QC, kept
 * equal to products.qc_status; 'selgros', 'markant' the chains' QC), with who gave it, when and why.
 */
export const qcChecks = pgTable(
  'qc_checks',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    chain: text('chain', { enum: ['card', 'selgros', 'markant'] }).notNull(),
    status: smallint('status').notNull(),
    comment: text('comment').notNull().default(''),
    checkedBy: integer('checked_by').references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qc_checks_product_chain_idx').on(t.productId, t.chain),
    // The chain filter: the cards with a given verdict of a chain, by id.
    index('qc_checks_chain_status_idx').on(t.chain, t.status, t.productId),
  ],
);

/**
 * §2 Panel CIN, §7 send-get-cin-file: the log of item-creation file requests, one row per card and request,
 * with the outcome (ready, or incomplete with what the card lacks) and when the file was last downloaded.
 */
export const cinRequests = pgTable(
  'cin_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    chain: text('chain', { enum: ['carrefour_ro', 'selgros'] }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: text('status', { enum: ['ready', 'incomplete'] }).notNull(),
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The latest request of a card for a chain, and the request filter (asked or not) by card.
    index('cin_requests_chain_product_idx').on(t.chain, t.productId, t.id),
  ],
);

// ── Attribute lists (issue 6, docs/decisions/0019): requirement sets, essentialities, attribute migrations ──

/**
 * §2 Requirement sets: a retail network's named list of attributes it requires of cards in some categories
 * (and every category below them). `attribute_count` is kept beside the array so the list sorts by it.
 */
export const requirementSets = pgTable(
  'requirement_sets',
  {
    id: serial('id').primaryKey(),
    networkCode: text('network_code')
      .notNull()
      .references(() => networks.code),
    name: text('name').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    attributeUuids: uuid('attribute_uuids').array().notNull(),
    attributeCount: smallint('attribute_count').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requirement_sets_network_name_key').on(t.networkCode, t.name),
    index('requirement_sets_name_idx').on(t.name, t.id),
    index('requirement_sets_count_idx').on(t.attributeCount, t.id),
    index('requirement_sets_created_idx').on(t.createdAt, t.id),
    index('requirement_sets_updated_idx').on(t.updatedAt, t.id),
    index('requirement_sets_created_by_idx').on(t.createdById, t.id),
    index('requirement_sets_categories_idx').using('gin', t.categoryIds),
  ],
);

/**
 * §2 Essentialities: one derived row per card and network that requires something of the card's category
 * (a requirement set of the network covers it and the card is visible in the network): how many of the
 * required attributes the card fills. Kept by triggers (migration 0007), never written by the application.
 */
export const essentialityRows = listsSchema.table(
  'essentiality_rows',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    networkCode: text('network_code').notNull(),
    companyId: integer('company_id').notNull(),
    categoryId: integer('category_id').notNull(),
    status: smallint('status').notNull(),
    nameToShow: text('name_to_show').notNull(),
    gtin: text('gtin'),
    required: smallint('required').notNull(),
    filled: smallint('filled').notNull(),
    /** Percent (0–100, rounded down) of the required attributes filled. */
    fillRate: smallint('fill_rate').notNull(),
    missingUuids: uuid('missing_uuids').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('essentiality_rows_product_network_key').on(t.productId, t.networkCode),
    index('essentiality_rows_fill_idx').on(t.fillRate, t.id),
    index('essentiality_rows_name_idx').on(nameKey(t.nameToShow), t.id),
    index('essentiality_rows_updated_idx').on(t.updatedAt, t.id),
    index('essentiality_rows_network_fill_idx').on(t.networkCode, t.fillRate, t.id),
    index('essentiality_rows_network_name_idx').on(t.networkCode, nameKey(t.nameToShow), t.id),
    index('essentiality_rows_network_updated_idx').on(t.networkCode, t.updatedAt, t.id),
    index('essentiality_rows_company_fill_idx').on(t.companyId, t.fillRate, t.id),
    index('essentiality_rows_company_name_idx').on(t.companyId, nameKey(t.nameToShow), t.id),
    index('essentiality_rows_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('essentiality_rows_category_idx').on(t.categoryId, t.fillRate),
  ],
);

/** A value of the source attribute and what it becomes in the target attribute. */
export interface AttributeValueMapping {
  from: string;
  to: string;
}

/**
 * §2 Attribute migration: an administrator moves the values of an old attribute to a new one, mapping
 * values; the companies whose cards it touches agree first, and applying it rewrites their cards.
 */
export const attributeMigrations = pgTable(
  'attribute_migrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sourceAttributeUuid: uuid('source_attribute_uuid')
      .notNull()
      .references(() => attributes.uuid),
    targetAttributeUuid: uuid('target_attribute_uuid')
      .notNull()
      .references(() => attributes.uuid),
    valueMap: jsonb('value_map').$type<AttributeValueMapping[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'applied'] })
      .notNull()
      .default('pending'),
    /** Cards holding a value of the source attribute when the migration was saved. */
    affectedCards: integer('affected_cards').notNull().default(0),
    appliedCards: integer('applied_cards'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('attribute_migrations_status_idx').on(t.status, t.id),
    index('attribute_migrations_name_idx').on(t.name, t.id),
    index('attribute_migrations_affected_idx').on(t.affectedCards, t.id),
    index('attribute_migrations_created_idx').on(t.createdAt, t.id),
    index('attribute_migrations_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** §2 attribute-migration agreement: per migration, each company whose cards it touches, and its consent. */
export const attributeMigrationCompanies = pgTable(
  'attribute_migration_companies',
  {
    migrationId: integer('migration_id')
      .notNull()
      .references(() => attributeMigrations.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    affectedCards: integer('affected_cards').notNull(),
    agreedById: integer('agreed_by_id').references(() => users.id),
    agreedAt: timestamp('agreed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('attribute_migration_companies_key').on(t.migrationId, t.companyId),
    index('attribute_migration_companies_company_idx').on(t.companyId, t.migrationId),
  ],
);

/**
 * §3 product_requirement_sets of the save payload: the requirement sets a card is kept against (the form
 * sends them; docs/decisions/0019). A deleted set or card takes its links with it.
 */
export const productRequirementSets = pgTable(
  'product_requirement_sets',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    setId: integer('set_id')
      .notNull()
      .references(() => requirementSets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('product_requirement_sets_key').on(t.productId, t.setId),
    index('product_requirement_sets_set_idx').on(t.setId),
  ],
);

// ── Background jobs (§3 Job, §4 Jobs; docs/decisions/0020) ────────────────────────────────────────────────

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: one type for the code that reads it.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * §3 Job: one row per piece of background work. Workers in any server process claim pending rows with
 * FOR UPDATE SKIP LOCKED and hold a lease they renew while working; a row whose lease ran out belongs to
 * a worker that died and is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the worker runs (server/jobs/handlers.ts). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The title as a catalogue key and values, said in each reader's language (0047; null before it). */
    titleText: jsonb('title_text').$type<CatalogueText>(),
    /** §3 source: the main application, a "{product}" queue, or media_gallery_download. */
    jobsKey: text('jobs_key').notNull(),
    /** §4: pending, running, finished, failed. */
    status: text('status').notNull().default('pending'),
    input: jsonb('input').notNull(),
    currentItem: integer('current_item').notNull().default(0),
    totalItems: integer('total_items').notNull().default(0),
    /** What the job left for the user: a message key, counts, whether a file is ready. */
    result: jsonb('result'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The request that queued the job: its log lines and the job's carry the same id. */
    requestId: text('request_id'),
    /** Who had switched into the job's user when it was queued: the job's writes name them too (0046). */
    switchedById: integer('switched_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.id), index('jobs_user_idx').on(t.userId, t.id)],
);

/**
 * A file a job produced (an export, an import report, a zip), kept in the file storage under `storageKey`
 * so that every server process can serve it. Rows from before 0044 still hold `bytes` until the storage
 * sweep moves them (docs/decisions/0057).
 */
export const jobFiles = pgTable('job_files', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes'),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  createdAt: createdAt(),
});

// ── Media gallery (issue 7, docs/decisions/0022-media-gallery.md) ────────────────────────────────────────

/** §2 Directories of a company's media gallery; a share token makes one readable by link without login. */
export const mediaGalleryDirectories = pgTable(
  'media_gallery_directories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Random, unguessable; null when the directory is not shared (revoked or never shared). */
    shareToken: text('share_token'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_gallery_directories_name_idx').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('media_gallery_directories_share_idx').on(t.shareToken),
  ],
);

/** §2 Media assets: a company's files in the gallery (images and PDFs), soft-deleted to the deleted list. */
export const mediaGalleryAssets = pgTable(
  'media_gallery_assets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    directoryId: integer('directory_id').references(() => mediaGalleryDirectories.id),
    /** The sanitized file name (never markup); shown as text only. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    /** image or pdf. */
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    /** 1 on upload, one more with every edit of the image. */
    version: integer('version').notNull().default(1),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('media_gallery_assets_company_idx').on(t.companyId, t.id),
    index('media_gallery_assets_name_idx').on(t.companyId, t.name, t.id),
    uniqueIndex('media_gallery_assets_key_idx').on(t.storageKey),
  ],
);

/** Which card got which asset, as which card file (a media_files row) and type: "where it is used". */
export const mediaGalleryAssignments = pgTable(
  'media_gallery_assignments',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaGalleryAssets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => mediaFiles.id),
    type: smallint('type').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_gallery_assignments_asset_idx').on(t.assetId),
    index('media_gallery_assignments_product_idx').on(t.productId),
  ],
);

// ---- Bulk edit (issue 7, docs/decisions/0023-bulk-edit.md) ----

/** §4 Bulk edit statuses: one session of a supplier's company editing many cards at once. */
export const bulkEdits = pgTable(
  'bulk_edits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** §4 created 1, edited 2, validating 3, validated 4, saving 6, saved 7. */
    status: smallint('status').notNull().default(1),
    /** The grid's chosen columns (attribute uuids and the profile fields name, name_to_show). */
    columns: jsonb('columns')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How the save was asked for: 'ready' (valid cards only) or 'draft' (every card as a draft). */
    saveMode: text('save_mode'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('bulk_edits_company_idx').on(t.companyId, t.id)],
);

/** A card of a bulk-edit session: its pending edits, its faults and how its save ended. */
export const bulkEditCards = pgTable(
  'bulk_edit_cards',
  {
    id: serial('id').primaryKey(),
    bulkEditId: integer('bulk_edit_id')
      .notNull()
      .references(() => bulkEdits.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The card's updated_at when the session read it (shown; conflicts are decided by base_version). */
    baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The card's version when the session read it: the save sends it, so §4 conflict rules hold (0027). */
    baseVersion: integer('base_version').notNull().default(1),
    /** Pending edits by field key: attribute data (a list) or null (cleared). */
    edits: jsonb('edits')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Faults of the last validation ({field, message}); null = not validated since the last edit. */
    faults: jsonb('faults'),
    /** pending, saved, skipped (faulty, ready mode) or refused (the save answered a fault or a conflict). */
    saveState: text('save_state').notNull().default('pending'),
    saveMessage: text('save_message'),
  },
  (t) => [
    uniqueIndex('bulk_edit_cards_card_idx').on(t.bulkEditId, t.productId),
    index('bulk_edit_cards_position_idx').on(t.bulkEditId, t.position),
  ],
);

// ─── Products importer (issue 7, docs/decisions/0021) ───────────────────────────────────────────────────

/**
 * §2 Products importer: an uploaded xlsx, kept (its file in the storage) from the column check until its
 * import job has run, so that a job resumed by another worker or process reads the very same file.
 */
export const importUploads = pgTable(
  'import_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name as the user's computer gave it, with markup characters removed (never rendered as HTML). */
    fileName: text('file_name').notNull(),
    /** 1: rows update the cards found by GTIN; 0: rows create new cards. */
    forUpdate: boolean('for_update').notNull(),
    rowCount: integer('row_count').notNull(),
    /** False when the column check found required columns missing: such an upload cannot be imported. */
    importable: boolean('importable').notNull(),
    /** Only on rows from before 0044, until the storage sweep moves them (docs/decisions/0057). */
    bytes: bytea('bytes'),
    /** The file in the storage; null once its import job has ended and the file was removed. */
    storageKey: text('storage_key'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('import_uploads_user_idx').on(t.userId, t.id)],
);

/**
 * What an import job did with each source row, written in the same transaction as the row's card: a
 * job run again after its worker died skips the rows found here, so no card is written twice. The
 * per-row, per-cell report is read from here.
 */
export const importRows = pgTable(
  'import_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sourceRow: integer('source_row').notNull(),
    outcome: text('outcome', { enum: ['created', 'updated', 'failed'] }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    gtin: text('gtin'),
    /** Problems of the row's cells: message keys with their values (translated when read). */
    problems: jsonb('problems').$type<unknown[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('import_rows_pk').on(t.jobId, t.sourceRow)],
);

// ── API tokens (docs/decisions/0046-api-tokens.md) ───────────────────────────────────────────────────────

/**
 * §2 api-token-method-config: a company's named API tokens, each limited to chosen scopes. Only the
 * SHA-256 of the secret is kept; `prefix` is what the list shows. The bucket is the token's rate limit.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: integer('revoked_by').references(() => users.id),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    bucketLevel: doublePrecision('bucket_level').notNull(),
    bucketAt: timestamp('bucket_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_company_idx').on(t.companyId, t.id),
  ],
);

/** One row per call made with a token, refused ones included: the minimal audit of token use. */
export const apiTokenCalls = pgTable(
  'api_token_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: smallint('status').notNull(),
  },
  (t) => [index('api_token_calls_token_idx').on(t.tokenId, t.id)],
);

// ── Audit trail (migration 0033, docs/decisions/0052-audit-trail.md) ─────────────────────────────────────

/**
 * The append-only audit trail: one entry per written row, written by the statement triggers of migration
 * 0033 in the write's own transaction; `changes` maps each field to its value before and after.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    actorCompanyId: integer('actor_company_id'),
    switchedById: integer('switched_by_id'),
    switchedByName: text('switched_by_name'),
    apiTokenId: integer('api_token_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    productId: integer('product_id'),
    companyId: integer('company_id'),
    subjectUserId: integer('subject_user_id'),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_entries_product_idx').on(t.productId, t.id),
    index('audit_entries_company_idx').on(t.companyId, t.id),
    index('audit_entries_actor_company_idx').on(t.actorCompanyId, t.id),
    index('audit_entries_user_idx').on(t.userId, t.id),
    index('audit_entries_switched_by_idx').on(t.switchedById, t.id),
    index('audit_entries_subject_user_idx').on(t.subjectUserId, t.id),
  ],
);

// ── Shop management (docs/decisions/0051) ────────────────────────────────────────────────────────────────

/**
 * §2 shop-management: a network's shop assortment, one row per network and card, with the network's own
 * product number (§3 product-in-network identifier, unique within the network) and the card's sales status
 * there (planned, listed, delisted: ASSORTMENT_STATUSES). The shop list reads the listed rows.
 */
export const shopAssortment = pgTable(
  'shop_assortment',
  {
    networkCode: text('network_code')
      .notNull()
      .references(() => networks.code),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productNumber: text('product_number'),
    status: text('status', { enum: ['planned', 'listed', 'delisted'] })
      .notNull()
      .default('planned'),
    addedBy: integer('added_by').references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shop_assortment_pk', columns: [t.networkCode, t.productId] }),
    uniqueIndex('shop_assortment_number_idx')
      .on(t.networkCode, t.productNumber)
      .where(sql`product_number is not null`),
    index('shop_assortment_status_idx').on(t.networkCode, t.status, t.productId),
    index('shop_assortment_product_idx').on(t.productId),
  ],
);
/**
 * GS1 company prefixes a company licensed (docs/decisions/0050); primary key (company_id, prefix) and a
 * check for 6–12 digits in migration 0031. Its cards' GTINs and package EANs are checked against them.
 */
export const companyGs1Prefixes = pgTable('company_gs1_prefixes', {
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  createdAt: createdAt(),
});

/**
 * §6 Import GLN file (docs/decisions/0050): an admin's checked file, its rows kept so that the apply (or
 * its job, in any server process) writes exactly what the report showed, checked once more.
 */
export const glnImports = pgTable('gln_imports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  rows: jsonb('rows').notNull().$type<{ row: number; company: string; gln: string }[]>(),
  jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** What each `npm run seed` loaded and in how long (docs/decisions/0064): the large-catalogue benches read it. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  products: integer('products').notNull(),
  seconds: real('seconds').notNull(),
  /** `uptime`'s load averages (1, 5, 15 min) when the seed ended: the machine is shared. */
  loadAverage: text('load_average').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

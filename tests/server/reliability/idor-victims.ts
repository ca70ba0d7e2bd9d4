import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { newApiSecret } from '@server/api-tokens/secret';
import type { Db } from '@server/db/client';
import { newMediaKey } from '@server/media/storage';
import {
  addresses,
  apiTokens,
  attributeMigrations,
  brands,
  bulkEdits,
  importUploads,
  jobFiles,
  jobs,
  mediaFiles,
  mediaGalleryAssets,
  mediaGalleryDirectories,
  offers,
  producers,
  products,
  requirementSets,
  users,
} from '@server/db/schema';

/**
 * Real objects of the first supplier's company (the dairy) and of the Selgros chain, which the IDOR cases
 * ask for as someone of another company or chain. What the seed has is looked up; what only a user's
 * work creates (jobs, a bulk-edit session, an importer upload) is stored here as that work would.
 */
export interface Victims {
  /** A card of the dairy that Selgros does not see: not visible in its network, never offered to it. */
  card: number;
  media: number;
  asset: number;
  directory: number;
  job: number;
  downloadJob: number;
  importJob: number;
  bulkEdit: number;
  upload: number;
  /** An offer of the dairy to a chain other than Selgros. */
  foreignOffer: { id: number; productId: number; chain: string };
  address: number;
  producer: number;
  brand: number;
  /** A requirement set of Selgros, and a save body that is valid for it. */
  requirementSet: number;
  requirementSetBody: { name: string; category_ids: number[]; attribute_uuids: string[] };
  /** Texts of these objects that no refusal may show (card name, asset and directory names). */
  secrets: string[];
  migration: number | null;
  /** The admin's media-gallery token (the operator's gallery is another company's than the dairy's). */
  adminGalleryToken: string;
  /** An API token of the dairy (docs/decisions/0046). */
  apiToken: number;
  /** The dairy supplier's own account (docs/decisions/0049). */
  account: number;
  /** The dairy's supplier account: its switch-me-to configuration and log (docs/decisions/0048). */
  supplierUser: number;
  /** The dairy's supplier account and the dairy itself, whose histories are theirs (docs/decisions/0052). */
  dairyUser: number;
  dairyCompany: number;
}

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error(`The seed has no ${what}`);
  return row;
}

const inSelgros = sql`${products.availability} @> ${JSON.stringify([{ code: 'selgros', visibility: true }])}::jsonb`;

export async function victimsOf(db: Db): Promise<Victims> {
  const supplier = await first(
    db.select().from(users).where(eq(users.email, 'supplier@demo.pim')),
    'first supplier',
  );
  const admin = await first(db.select().from(users).where(eq(users.email, 'admin@demo.pim')), 'admin');
  const dairy = supplier.companyId!;
  const card = await first(
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.companyId, dairy),
          sql`not (${inSelgros})`,
          sql`not exists (select 1 from ${offers} where ${offers.productId} = ${products.id} and ${offers.networkCode} = 'selgros')`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1),
    'dairy card outside Selgros',
  );
  // The seed uploads no card media; one as an upload stores it (the bytes do not matter to a refusal), under
  // a key as the server makes them (no file behind it: a read finds none).
  const [media] = await db
    .insert(mediaFiles)
    .values({
      companyId: dairy,
      uploadedBy: supplier.id,
      type: 1,
      filename: 'front.jpg',
      mime: 'image/jpeg',
      size: 2,
      storageKey: newMediaKey(),
    })
    .returning({ id: mediaFiles.id });
  // The test seed leaves the gallery empty: a directory and an asset in it, as the supplier's upload makes.
  const [directory] = await db
    .insert(mediaGalleryDirectories)
    .values({ companyId: dairy, name: 'Sesja produktowa 2026', createdBy: supplier.id })
    .returning({ id: mediaGalleryDirectories.id });
  const [asset] = await db
    .insert(mediaGalleryAssets)
    .values({
      companyId: dairy,
      directoryId: directory!.id,
      name: 'mleczarnia-logo.jpg',
      mime: 'image/jpeg',
      kind: 'image',
      size: 2,
      storageKey: newMediaKey(),
      uploadedBy: supplier.id,
    })
    .returning({ id: mediaGalleryAssets.id });
  const newJob = async (kind: string, jobsKey: string) => {
    const [row] = await db
      .insert(jobs)
      .values({ userId: supplier.id, kind, title: kind, jobsKey, status: 'finished', input: {}, result: {} })
      .returning({ id: jobs.id });
    await db.insert(jobFiles).values({
      jobId: row!.id,
      filename: `${kind}.bin`,
      contentType: 'application/zip',
      bytes: Buffer.from('PK'),
    });
    return row!.id;
  };
  const job = await newJob('product_export', 'main');
  const downloadJob = await newJob('media_gallery_download', 'media_gallery_download');
  const importJob = await newJob('products_import', 'main');
  const [bulkEdit] = await db
    .insert(bulkEdits)
    .values({ companyId: dairy, userId: supplier.id })
    .returning({ id: bulkEdits.id });
  const [upload] = await db
    .insert(importUploads)
    .values({
      userId: supplier.id,
      fileName: 'karty.xlsx',
      forUpdate: false,
      rowCount: 1,
      importable: true,
      bytes: Buffer.from('PK'),
    })
    .returning({ id: importUploads.id });
  const foreignOffer = await first(
    db
      .select({ id: offers.id, productId: offers.productId, chain: offers.networkCode })
      .from(offers)
      .where(and(eq(offers.companyId, dairy), ne(offers.networkCode, 'selgros')))
      .limit(1),
    'dairy offer outside Selgros',
  );
  const address = await first(
    db.select({ id: addresses.id }).from(addresses).where(eq(addresses.companyId, dairy)).limit(1),
    'dairy address',
  );
  const producer = await first(
    db.select({ id: producers.id }).from(producers).where(eq(producers.companyId, dairy)).limit(1),
    'dairy producer',
  );
  const brand = await first(
    db.select({ id: brands.id }).from(brands).where(eq(brands.producerId, producer.id)).limit(1),
    'dairy brand',
  );
  const requirementSet = await first(
    db
      .select({
        id: requirementSets.id,
        name: requirementSets.name,
        categoryIds: requirementSets.categoryIds,
        attributeUuids: requirementSets.attributeUuids,
      })
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'selgros'))
      .limit(1),
    'Selgros requirement set',
  );
  const [migration] = await db.select({ id: attributeMigrations.id }).from(attributeMigrations).limit(1);
  const secret = newApiSecret();
  const [apiToken] = await db
    .insert(apiTokens)
    .values({
      companyId: dairy,
      name: 'Mleczarnia ERP',
      scopes: ['cards.read'],
      tokenHash: secret.hash,
      prefix: secret.prefix,
      createdBy: supplier.id,
      bucketLevel: 60,
    })
    .returning({ id: apiTokens.id });
  return {
    dairyUser: supplier.id,
    dairyCompany: dairy,
    card: card.id,
    media: media!.id,
    asset: asset!.id,
    directory: directory!.id,
    job,
    downloadJob,
    importJob,
    bulkEdit: bulkEdit!.id,
    upload: upload!.id,
    foreignOffer,
    address: address.id,
    producer: producer.id,
    brand: brand.id,
    requirementSet: requirementSet.id,
    requirementSetBody: {
      name: `${requirementSet.name} (zmiana)`,
      category_ids: requirementSet.categoryIds,
      attribute_uuids: requirementSet.attributeUuids,
    },
    secrets: [card.name, 'mleczarnia-logo.jpg', 'Sesja produktowa 2026'].filter((text) => text !== ''),
    migration: migration?.id ?? null,
    adminGalleryToken: admin.mediaGalleryToken ?? '',
    apiToken: apiToken!.id,
    account: supplier.id,
    supplierUser: supplier.id,
  };
}

import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaGalleryAssets, mediaGalleryDirectories, products, users } from '../db/schema';
import { checkAndStore, discard } from '../media-gallery/assets';
import type { MediaStorage } from '../media/storage';

/** A plain product photo: a white square with a coloured block, as a studio would deliver. */
async function demoPhoto(colour: string, width = 1200, height = 1200): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const block = await sharp({
    create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .composite([{ input: block, gravity: 'center' }])
      .withMetadata({ density: 300 })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/**
 * §2 Media gallery demo data (docs/decisions/0022): the demo supplier (who has has_media_gallery_access)
 * gets a directory and a few assets, two of them named by the GTIN of its newest cards so that automatic
 * assign has something to match. Nothing is assigned: the cards stay as the rest of the demo made them.
 */
export async function seedMediaGallery(db: Db, storage: MediaStorage): Promise<void> {
  const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim')).limit(1);
  if (supplier === undefined || supplier.companyId === null) return;
  const companyId = supplier.companyId;
  const cards = await db
    .select({ gtin: products.gtin })
    .from(products)
    .where(and(eq(products.companyId, companyId), isNotNull(products.gtin)))
    .orderBy(desc(products.id))
    .limit(2);
  const files: { name: string; bytes: Uint8Array; inDirectory: boolean }[] = [
    ...(await Promise.all(
      cards.map(async (card, index) => ({
        name: `${card.gtin!.padStart(14, '0')}_1.jpg`,
        bytes: await demoPhoto(index === 0 ? '#0f766e' : '#b45309'),
        inDirectory: true,
      })),
    )),
    { name: 'mleczarnia-logo.jpg', bytes: await demoPhoto('#1d4ed8', 800, 400), inDirectory: false },
    { name: 'karta-specyfikacji.pdf', bytes: new Uint8Array(Buffer.from(PDF)), inDirectory: false },
  ];
  const stored: (string | null)[] = [];
  try {
    await db.transaction(async (tx) => {
      const [directory] = await tx
        .insert(mediaGalleryDirectories)
        .values({ companyId, name: 'Sesja produktowa 2026', createdBy: supplier.id })
        .returning();
      for (const file of files) {
        const checked = await checkAndStore(storage, file.bytes);
        if (!checked.ok) continue;
        stored.push(checked.stored.storageKey, checked.stored.thumbKey);
        await tx.insert(mediaGalleryAssets).values({
          companyId,
          directoryId: file.inDirectory ? directory!.id : null,
          name: file.name,
          mime: checked.stored.mime,
          kind: checked.stored.kind,
          size: file.bytes.byteLength,
          width: checked.stored.width,
          height: checked.stored.height,
          storageKey: checked.stored.storageKey,
          thumbKey: checked.stored.thumbKey,
          uploadedBy: supplier.id,
        });
      }
    });
  } catch (error) {
    await discard(storage, stored);
    throw error;
  }
}

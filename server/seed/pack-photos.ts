import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_TYPE } from '@domain/constants';
import type { Db } from '../db/client';
import { mediaFiles } from '../db/schema';
import { newMediaKey, type MediaStorage } from '../media/storage';
import type { CardTemplate, PackSize, ProductKind } from './templates/card-template';
import { sizeLabel } from './templates/card-template';
import { labelDrawing, packDrawing, PHOTO_SIDE } from './templates/pack-drawing';

/** Rendered photos survive the process: the next seed (tests, e2e, a reset) reads them instead of drawing. */
const CACHE_DIR = join(tmpdir(), 'pim-demo-photos');
const DPI = 300;

async function render(svg: string): Promise<Uint8Array> {
  const file = join(CACHE_DIR, `${createHash('sha1').update(svg).digest('hex')}.jpg`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const { default: sharp } = await import('sharp');
    const bytes = await sharp(Buffer.from(svg))
      .withMetadata({ density: DPI })
      .jpeg({ quality: 70 })
      .toBuffer();
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a seed running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Uint8Array(bytes);
  }
}

/** The photos to file for a card: who owns them and what the pack and its label show. */
export interface CardPhoto {
  companyId: number;
  uploadedBy: number;
  gtin: string;
  template: CardTemplate;
  brand: string;
  producer: string;
  kind: ProductKind;
  size: PackSize;
}

/** §3 The media types a demo card's photos are filed as: the front of the pack and its label. */
const PHOTOS = [
  { type: MEDIA_TYPE.FRONT, suffix: '1' },
  { type: MEDIA_TYPE.LABEL, suffix: 'etykieta' },
] as const;

function drawing(card: CardPhoto, type: number): string {
  const size = sizeLabel(card.size);
  return type === MEDIA_TYPE.FRONT
    ? packDrawing(card.template.pack, card.template.colour, card.brand, card.kind.name, size)
    : labelDrawing(
        card.brand,
        card.kind.name,
        size,
        card.kind.ingredients,
        card.template.storage,
        card.producer,
      );
}

/**
 * §3 Gallery, §4 ready: the front and label photos of each given card, drawn from its category's pack and
 * filed as the company's media files (their bytes in the media storage where the server has one,
 * docs/decisions/0060). Each distinct drawing is rendered once. Answers each card's gallery entries.
 */
export function packPhotos(storage: MediaStorage | undefined) {
  const drawn = new Map<string, Promise<Uint8Array>>();
  const photoOf = (card: CardPhoto, type: number) => {
    const svg = drawing(card, type);
    let bytes = drawn.get(svg);
    if (bytes === undefined) {
      bytes = render(svg);
      drawn.set(svg, bytes);
    }
    return bytes;
  };
  return async (db: Db, cards: readonly CardPhoto[]): Promise<{ type: number; id: number }[][]> => {
    if (cards.length === 0) return [];
    const files = await Promise.all(
      cards.flatMap((card) =>
        PHOTOS.map(async ({ type, suffix }) => {
          const bytes = await photoOf(card, type);
          const storageKey = newMediaKey();
          if (storage !== undefined) await storage.put(storageKey, bytes);
          return { card, type, suffix, storageKey, size: bytes.byteLength };
        }),
      ),
    );
    const rows = await db
      .insert(mediaFiles)
      .values(
        files.map(({ card, type, suffix, storageKey, size }) => ({
          companyId: card.companyId,
          uploadedBy: card.uploadedBy,
          type,
          filename: `${card.gtin.padStart(14, '0')}_${suffix}.jpg`,
          mime: 'image/jpeg',
          size,
          width: PHOTO_SIDE,
          height: PHOTO_SIDE,
          dpi: DPI,
          format: 'jpeg',
          colorSpace: 'srgb',
          storageKey,
        })),
      )
      .returning({ id: mediaFiles.id });
    return cards.map((_, index) =>
      PHOTOS.map(({ type }, which) => ({ type, id: rows[index * PHOTOS.length + which]!.id })),
    );
  };
}

import { isValidGtin } from './gtin';

/** §2 Media gallery limits (§9 is silent; docs/decisions/0022). */
export const MEDIA_GALLERY = {
  /** Longest directory name, in characters. */
  MAX_DIRECTORY_NAME: 80,
  /** Longest asset name, in characters (the upload keeps at most MEDIA_UPLOAD.MAX_FILE_NAME). */
  MAX_ASSET_NAME: 200,
  /** Most assets or cards one request names. */
  MAX_IDS: 500,
  /** Assignments (assets × cards) done at once; more run as a background job. */
  DIRECT_ASSIGNMENTS: 200,
  /** Longest side of a thumbnail, in pixels. */
  THUMB_SIZE: 160,
  /** Smallest side of a crop, in pixels. */
  MIN_CROP: 8,
  /** Most bytes one zip download holds (the job keeps its file in the database). */
  MAX_ZIP_BYTES: 200 * 1024 * 1024,
} as const;

/** §2 The kinds of asset the gallery keeps: photos (JPEG, PNG, WebP, TIFF) and PDF documents. */
export const ASSET_KINDS = ['image', 'pdf'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The GTIN-14 form of a GTIN-8/12/13/14 (left-padded with zeros), so that every length compares alike. */
export function gtin14(gtin: string): string {
  return gtin.padStart(14, '0');
}

export interface GtinInName {
  /** The GTIN as written in the name (8, 12, 13 or 14 digits, with a valid check digit). */
  gtin: string;
  /** The number after the GTIN (`_2` → 2), 1 when there is none: the order of a card's files. */
  position: number;
}

/**
 * §2 Automatic assign: the GTIN at the start of a file name, as photo studios and GS1 data pools name
 * files (`05901234123457.jpg`, `05901234123457_1.jpg`, `5901234123457-2.png`). The digits must end at the
 * extension or at a separator (`_`, `-`, space, `.`) and carry a valid GS1 check digit; anything else is
 * no match (null).
 */
export function gtinFromFileName(fileName: string): GtinInName | null {
  const base = fileName.replace(/\.[^.]*$/, '');
  const match = /^(\d+)(?:[_\-\s.](\d{1,3})?.*)?$/.exec(base);
  if (match === null) return null;
  const digits = match[1]!;
  if (!isValidGtin(digits)) return null;
  const position = match[2] === undefined ? 1 : Number(match[2]);
  return { gtin: digits, position: position < 1 ? 1 : position };
}

export interface AutoMatch<A, C> {
  matched: { asset: A; card: C; gtin: string; position: number }[];
  /** `noGtin`: the name holds no valid GTIN; `noCard`: no card of the company has it. */
  unmatched: { asset: A; reason: 'noGtin' | 'noCard'; gtin: string | null }[];
}

/**
 * §2 Automatic assign: every asset whose name carries the GTIN of a card is matched to that card (GTINs
 * compared in their 14-digit form); matches in card order, then by the position in the name.
 */
export function matchAssetsToCards<A extends { name: string }, C extends { gtins: readonly string[] }>(
  assets: readonly A[],
  cards: readonly C[],
): AutoMatch<A, C> {
  const byGtin = new Map<string, C>();
  for (const card of cards)
    for (const gtin of card.gtins) if (!byGtin.has(gtin14(gtin))) byGtin.set(gtin14(gtin), card);
  const result: AutoMatch<A, C> = { matched: [], unmatched: [] };
  for (const asset of assets) {
    const found = gtinFromFileName(asset.name);
    if (found === null) {
      result.unmatched.push({ asset, reason: 'noGtin', gtin: null });
      continue;
    }
    const card = byGtin.get(gtin14(found.gtin));
    if (card === undefined) result.unmatched.push({ asset, reason: 'noCard', gtin: found.gtin });
    else result.matched.push({ asset, card, gtin: found.gtin, position: found.position });
  }
  return result;
}

/** A rectangle in image pixels, from the top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** §2 Edit image: quarter turns clockwise. */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** The next quarter turn clockwise (or anticlockwise with `step` -90). */
export function turn(rotation: Rotation, step: 90 | -90): Rotation {
  return ((((rotation + step) % 360) + 360) % 360) as Rotation;
}

/** The size of the image once turned: a quarter turn swaps width and height. */
export function rotatedSize(width: number, height: number, rotation: Rotation) {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * §2 Edit image: a selection rectangle made whole and kept inside the image (of the turned size): rounded
 * to pixels, never smaller than MIN_CROP (or the image, when smaller), never past an edge.
 */
export function clampCrop(rect: Rect, imageWidth: number, imageHeight: number): Rect {
  const minWidth = Math.min(MEDIA_GALLERY.MIN_CROP, imageWidth);
  const minHeight = Math.min(MEDIA_GALLERY.MIN_CROP, imageHeight);
  const width = Math.min(imageWidth, Math.max(minWidth, Math.round(rect.width)));
  const height = Math.min(imageHeight, Math.max(minHeight, Math.round(rect.height)));
  const x = Math.min(imageWidth - width, Math.max(0, Math.round(rect.x)));
  const y = Math.min(imageHeight - height, Math.max(0, Math.round(rect.y)));
  return { x, y, width, height };
}

/** True when the crop is inside the image, whole and at least MIN_CROP (what the server accepts). */
export function isCropInside(rect: Rect, imageWidth: number, imageHeight: number): boolean {
  const whole = [rect.x, rect.y, rect.width, rect.height].every(Number.isInteger);
  return (
    whole &&
    rect.x >= 0 &&
    rect.y >= 0 &&
    rect.width >= Math.min(MEDIA_GALLERY.MIN_CROP, imageWidth) &&
    rect.height >= Math.min(MEDIA_GALLERY.MIN_CROP, imageHeight) &&
    rect.x + rect.width <= imageWidth &&
    rect.y + rect.height <= imageHeight
  );
}

/**
 * A rectangle drawn on the image shown at `scale` (shown pixels per image pixel) as image pixels, so the
 * selection made on a small preview crops the full-size image.
 */
export function toImagePixels(rect: Rect, scale: number): Rect {
  return { x: rect.x / scale, y: rect.y / scale, width: rect.width / scale, height: rect.height / scale };
}

/** Moves (or, with `resize`, grows) the selection by a keyboard step, kept inside the image. */
export function nudgeCrop(
  rect: Rect,
  dx: number,
  dy: number,
  resize: boolean,
  imageWidth: number,
  imageHeight: number,
): Rect {
  const next = resize
    ? { ...rect, width: rect.width + dx, height: rect.height + dy }
    : { ...rect, x: rect.x + dx, y: rect.y + dy };
  return clampCrop(next, imageWidth, imageHeight);
}

/**
 * §2 Media gallery: a directory name as stored: control and invisible characters dropped (a NUL is no
 * character PostgreSQL stores), trimmed, inner runs of spaces made one.
 */
export function normalizeDirectoryName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/ {2,}/g, ' ');
}

import { MEDIA_TYPE } from './constants';
import { FAULT_MESSAGE } from './faults';
import type { MediaFile, Structure } from './product';

/** §5 Photo requirements (§9: min 1200x1200 px, 300 DPI). */
export const PHOTO = { MIN_WIDTH: 1200, MIN_HEIGHT: 1200, MIN_DPI: 300 } as const;

/** §4 Media: these types accumulate; any other type holds one file. */
const ACCUMULATING: ReadonlySet<number> = new Set([MEDIA_TYPE.OTHER, MEDIA_TYPE.LABEL]);

export type AddMediaResult<T extends MediaFile = MediaFile> =
  { ok: true; files: T[]; replaced: T | null } | { ok: false; message: typeof FAULT_MESSAGE.FILE_NAME_TAKEN };

/**
 * §4 Media, §5: a new file replaces the file of its type, except other and label files which accumulate;
 * a file name already on the card is rejected ('Plik o tej nazwie jest już dodany'). Works on any richer
 * file shape (the form's files with url and size) and keeps it.
 */
export function addMediaFile<T extends MediaFile>(files: readonly T[], file: T): AddMediaResult<T> {
  const replaced = ACCUMULATING.has(file.type) ? undefined : files.find((f) => f.type === file.type);
  // The file being replaced leaves the card, so re-adding a photo under its own name is no clash.
  if (files.some((f) => f !== replaced && f.filename === file.filename)) {
    return { ok: false, message: FAULT_MESSAGE.FILE_NAME_TAKEN };
  }
  const kept = replaced ? files.filter((f) => f !== replaced) : [...files];
  return { ok: true, files: [...kept, file], replaced: replaced ?? null };
}

/** §3 Media types 1 to 6 are the only ones a file can have. */
export function isMediaType(value: number): boolean {
  return (Object.values(MEDIA_TYPE) as number[]).includes(value);
}

/** §9 leaves upload limits open ("other limits: not shown"); these are ours (docs/decisions/0009). */
export const MEDIA_UPLOAD = {
  /** Largest file accepted, in bytes (20 MB). */
  MAX_BYTES: 20 * 1024 * 1024,
  /** Largest image accepted, in pixels (width × height): a decompression bomb is refused before decoding. */
  MAX_PIXELS: 100_000_000,
  /** Longest stored file name, in characters (the extension is kept). */
  MAX_FILE_NAME: 200,
} as const;

export type FileNameCheck = { ok: true; name: string } | { ok: false };

// Control and format characters (including bidirectional overrides that disguise an extension).
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a file keeps for display: no folders (either slash), no control or format characters, no
 * leading dots or spaces, at most MEDIA_UPLOAD.MAX_FILE_NAME characters keeping the extension. A name with
 * markup (`<` or `>`) or nothing left is refused.
 */
export function sanitizeFileName(raw: string): FileNameCheck {
  const base = raw.normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  const name = base
    .replace(INVISIBLE, '')
    .replace(/^[\s.]+/, '')
    .trim();
  if (name === '' || /[<>]/.test(name)) return { ok: false };
  // Counted in code points, so a cut never splits a character in two.
  const chars = Array.from(name);
  if (chars.length <= MEDIA_UPLOAD.MAX_FILE_NAME) return { ok: true, name };
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= 16 ? chars.slice(dot) : [];
  const kept = chars.slice(0, MEDIA_UPLOAD.MAX_FILE_NAME - extension.length);
  return { ok: true, name: [...kept, ...extension].join('') };
}

/** §3 The gallery of the save payload: type and id of every file. */
export function toGallery(files: readonly MediaFile[]): { type: number; id: number }[] {
  return files.map(({ type, id }) => ({ type, id }));
}

/** §4 Logistics: whether a package has one of the display-package fields set to the positive value. */
export function hasDisplayPackage(
  structures: readonly Structure[],
  displayFieldUuids: readonly string[],
  positiveValue: string,
): boolean {
  const fields = new Set(displayFieldUuids);
  return structures.some((structure) =>
    structure.packages.some((pack) =>
      pack.fields.some(
        (field) =>
          fields.has(field.uuid) &&
          (field.data[0]?.value[0] === positiveValue || field.data[0]?.value_uuid === positiveValue),
      ),
    ),
  );
}

/** §4 The required media types with the dispatch-packaging photo (3) exactly when `shown` is true. */
export function withDisplayPhoto(required: readonly number[], shown: boolean): number[] {
  const others = required.filter((type) => type !== MEDIA_TYPE.DISPLAY);
  return shown ? [...others, MEDIA_TYPE.DISPLAY] : others;
}

/**
 * §4 Logistics: the dispatch-packaging photo (3) is required exactly when a package has one of the
 * display-package fields set to the positive value (its first value or its value_uuid).
 */
export function withDisplayPhotoRule(
  required: readonly number[],
  structures: readonly Structure[],
  displayFieldUuids: readonly string[],
  positiveValue: string,
): number[] {
  return withDisplayPhoto(required, hasDisplayPackage(structures, displayFieldUuids, positiveValue));
}

// §5 Computations live in format.ts; re-exported so that existing imports keep working.
export { formatFileSize, shortenFileName } from './format';

/** What the browser can read of an image before it is sent (dpi unknown when the file does not say). */
export interface PhotoMetadata {
  width: number;
  height: number;
  dpi: number | null;
  format: string;
  colorSpace: string | null;
}

export const PHOTO_WARNING = {
  SIZE: 'validation.photoSize',
  DPI: 'validation.photoDpi',
  FORMAT: 'validation.photoFormat',
  COLOR_SPACE: 'validation.photoColorSpace',
} as const;
export type PhotoWarning = (typeof PHOTO_WARNING)[keyof typeof PHOTO_WARNING];

const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'image/jpeg', 'image/png']);
const RGB_SPACES: ReadonlySet<string> = new Set(['rgb', 'srgb']);

/**
 * §5 Photo requirements checkable from metadata: at least 1200x1200 px, 300 DPI, JPG or PNG, RGB.
 * The white cut-out background (all types but layout) cannot be read from metadata: see
 * needsWhiteBackground. Other files (5) are not photos and get no warnings.
 */
export function photoWarnings(photo: PhotoMetadata, mediaType: number): PhotoWarning[] {
  if (mediaType === MEDIA_TYPE.OTHER) return [];
  const warnings: PhotoWarning[] = [];
  if (photo.width < PHOTO.MIN_WIDTH || photo.height < PHOTO.MIN_HEIGHT) warnings.push(PHOTO_WARNING.SIZE);
  // An unknown resolution is not reported: many valid exports carry no DPI field.
  if (photo.dpi !== null && photo.dpi < PHOTO.MIN_DPI) warnings.push(PHOTO_WARNING.DPI);
  if (!PHOTO_FORMATS.has(photo.format.toLowerCase())) warnings.push(PHOTO_WARNING.FORMAT);
  if (photo.colorSpace !== null && !RGB_SPACES.has(photo.colorSpace.toLowerCase())) {
    warnings.push(PHOTO_WARNING.COLOR_SPACE);
  }
  return warnings;
}

/** The reminder shown where needsWhiteBackground holds (message key). */
export const WHITE_BACKGROUND_HINT = 'validation.photoWhiteBackground';

/** §5 Photos need a white cut-out background except the layout photo; the UI can only remind of it. */
export function needsWhiteBackground(mediaType: number): boolean {
  return mediaType !== MEDIA_TYPE.LAYOUT && mediaType !== MEDIA_TYPE.OTHER;
}

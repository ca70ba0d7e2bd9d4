import { FILE_NAME_DISPLAY_LENGTH, MEDIA_TYPE } from './constants';
import { FAULT_MESSAGE } from './faults';
import type { MediaFile, Structure } from './product';

/** §5 Photo requirements (§9: min 1200x1200 px, 300 DPI). */
export const PHOTO = { MIN_WIDTH: 1200, MIN_HEIGHT: 1200, MIN_DPI: 300 } as const;

/** §4 Media: these types accumulate; any other type holds one file. */
const ACCUMULATING: ReadonlySet<number> = new Set([MEDIA_TYPE.OTHER, MEDIA_TYPE.LABEL]);

export type AddMediaResult =
  | { ok: true; files: MediaFile[]; replaced: MediaFile | null }
  | { ok: false; message: typeof FAULT_MESSAGE.FILE_NAME_TAKEN };

/**
 * §4 Media, §5: a new file replaces the file of its type, except other and label files which accumulate;
 * a file name already on the card is rejected ('Plik o tej nazwie jest już dodany').
 */
export function addMediaFile(files: readonly MediaFile[], file: MediaFile): AddMediaResult {
  const replaced = ACCUMULATING.has(file.type) ? undefined : files.find((f) => f.type === file.type);
  // The file being replaced leaves the card, so re-adding a photo under its own name is no clash.
  if (files.some((f) => f !== replaced && f.filename === file.filename)) {
    return { ok: false, message: FAULT_MESSAGE.FILE_NAME_TAKEN };
  }
  const kept = replaced ? files.filter((f) => f !== replaced) : [...files];
  return { ok: true, files: [...kept, file], replaced: replaced ?? null };
}

/** §3 The gallery of the save payload: type and id of every file. */
export function toGallery(files: readonly MediaFile[]): { type: number; id: number }[] {
  return files.map(({ type, id }) => ({ type, id }));
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
  const fields = new Set(displayFieldUuids);
  const shown = structures.some((structure) =>
    structure.packages.some((pack) =>
      pack.fields.some(
        (field) =>
          fields.has(field.uuid) &&
          (field.data[0]?.value[0] === positiveValue || field.data[0]?.value_uuid === positiveValue),
      ),
    ),
  );
  const others = required.filter((type) => type !== MEDIA_TYPE.DISPLAY);
  return shown ? [...others, MEDIA_TYPE.DISPLAY] : others;
}

/** §5 Computations: a file name longer than 40 characters is cut to 40 plus an ellipsis, keeping the extension. */
export function shortenFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  // A leading dot (".env") or a trailing one is not an extension.
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  if (base.length <= FILE_NAME_DISPLAY_LENGTH) return name;
  return `${base.slice(0, FILE_NAME_DISPLAY_LENGTH)}…${hasExtension ? name.slice(dot) : ''}`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** §5 Computations: a size in Bytes, KB, MB, GB or TB, steps of 1024, at most two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1) return `${bytes > 0 ? bytes : 0} Bytes`;
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${Number((bytes / 1024 ** step).toFixed(2))} ${SIZE_UNITS[step]}`;
}

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

import { MEDIA_TYPE } from '@domain/constants';
import type { MediaFile } from '@domain/product';

/**
 * §3 Media: a file of the card as the media section shows it. The schema answer's `media_files` and the
 * upload answer both have this shape.
 */
export type MediaFileView = MediaFile & {
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  /** §5 Photo warnings as message keys (validation.photo*). */
  warnings: string[];
};

export interface MediaSectionProps {
  /** The card's files (gallery order). */
  files: readonly MediaFileView[];
  /** §5 Every one of these types must be present (schema required_media). */
  requiredTypes: readonly number[];
  /** §5 At least one of these types (schema one_of_required_media). */
  oneOfTypes: readonly number[];
  /** The slots shown (schema available_media). */
  availableTypes: readonly number[];
  /** Translated messages per media type or file id (§5 faults of namespace gallery, mapped by faults.ts). */
  faults: Readonly<Record<string, readonly string[]>>;
  readOnly: boolean;
  /** §4 Media: a stored file to put on the card; the form replaces or accumulates it with addMediaFile. */
  onAdd(file: MediaFileView): void;
  onRemove(id: number): void;
  /** The card being edited (an admin's upload belongs to the card's company); null for a new card. */
  productId?: number | null;
}

/** §4 Media: other files and labels accumulate; any other type holds one file. */
export function accumulates(type: number): boolean {
  return type === MEDIA_TYPE.OTHER || type === MEDIA_TYPE.LABEL;
}

/** What the file picker offers: photos for every type but other, which takes any file. */
export function acceptFor(type: number): string | undefined {
  return type === MEDIA_TYPE.OTHER ? undefined : 'image/jpeg,image/png,image/webp,image/tiff';
}

/** Message key of a media type's name. */
export function typeNameKey(type: number): `media.types.${1 | 2 | 3 | 4 | 5 | 6}` {
  return `media.types.${type as 1 | 2 | 3 | 4 | 5 | 6}`;
}

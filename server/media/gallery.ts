import type { Fault } from '@contract/fault';
import type { Language } from '@domain/constants';
import { FAULT_MESSAGE, NAMESPACE } from '@domain/faults';
import type { MediaFile } from '@domain/product';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { companyFiles } from './files';

export interface GalleryCheck {
  /** Namespace gallery, field the file id; empty when every entry is good. */
  faults: Fault[];
  /** The gallery as the stored files say (type and name from the file, not from the payload). */
  files: MediaFile[];
}

/**
 * §3 Gallery entries (type and id) of a save: each must name a file of the card's company, with the type
 * the file was uploaded as, and no file name twice (§5 a file name already used is rejected).
 */
export async function checkGallery(
  db: Db,
  gallery: readonly { type: number; id: number }[],
  companyId: number,
  language: Language,
): Promise<GalleryCheck> {
  const known = await companyFiles(
    db,
    gallery.map((entry) => entry.id),
    companyId,
  );
  const faults: Fault[] = [];
  const files: MediaFile[] = [];
  const names = new Set<string>();
  const refuse = (id: number, key: string) =>
    faults.push({
      namespace: NAMESPACE.GALLERY,
      field: String(id),
      message: translate(language, key),
      type: 'validation',
    });
  for (const entry of gallery) {
    const row = known.get(entry.id);
    if (row === undefined) refuse(entry.id, 'media.errors.unknownFile');
    else if (row.type !== entry.type) refuse(entry.id, 'media.errors.typeMismatch');
    else if (names.has(row.filename)) refuse(entry.id, FAULT_MESSAGE.FILE_NAME_TAKEN);
    else {
      names.add(row.filename);
      files.push({ id: row.id, type: row.type, filename: row.filename });
    }
  }
  return { faults, files };
}

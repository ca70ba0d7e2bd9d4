import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/** A stored key and the row that names it, e.g. `media_files 12`. */
export interface KeyReference {
  key: string;
  where: string;
}

/**
 * Every storage key a row names (docs/decisions/0057): card media, gallery assets and their thumbnails,
 * company logos, import uploads and job files. A stored key outside this list is an orphan.
 */
export async function referencedKeys(db: Db): Promise<Map<string, string>> {
  const rows = rowsOf<KeyReference>(
    await db.execute(sql`
      select storage_key as key, 'media_files ' || id as where from media_files
      union all select storage_key, 'media_gallery_assets ' || id from media_gallery_assets
      union all select thumb_key, 'media_gallery_assets ' || id from media_gallery_assets
        where thumb_key is not null
      union all select logo_key, 'companies ' || id from companies where logo_key is not null
      union all select storage_key, 'import_uploads ' || id from import_uploads where storage_key is not null
      union all select storage_key, 'job_files ' || job_id from job_files where storage_key is not null`),
  );
  return new Map(rows.map((row) => [row.key, row.where]));
}

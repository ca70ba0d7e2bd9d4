import type { ServerConfig } from '../config';
import { BULK_EDIT_SAVE, bulkEditSaveHandler } from '../bulk-edit/save-job';
import { PRODUCT_LIST_EXPORT, productListExportHandler } from './product-list-export';
import { PRODUCTS_IMPORT, productsImportHandler } from '../importer/import-job';
import { GLN_IMPORT, glnImportHandler } from '../gln-import/gln-import-job';
import { MEDIA_GALLERY_ASSIGN, mediaGalleryAssignHandler } from '../media-gallery/assign-job';
import { MEDIA_GALLERY_DOWNLOAD, mediaGalleryDownloadHandler } from '../media-gallery/download-job';
import type { JobHandler } from './worker';
import { storingFiles } from './job-files';
import { STORAGE_SWEEP, storageSweepHandler } from '../storage-sweep/sweep-job';
import { mediaStorageFor } from '../media/storage-from-config';
import { AUDIT_TRAIL_EXPORT, auditTrailExportHandler } from '../audit/export-job';
import {
  ESSENTIALITIES_REFRESH,
  essentialitiesRefreshHandler,
} from '../attribute-lists/essentialities-refresh';

/** Every kind of background job the server runs, by the `kind` stored with the job. */
export function jobHandlers(config: ServerConfig): Record<string, JobHandler> {
  // Files the jobs make go to the file storage (docs/decisions/0057).
  const storage = mediaStorageFor(config);
  return {
    [PRODUCT_LIST_EXPORT]: storingFiles(storage, productListExportHandler(config)),
    [PRODUCTS_IMPORT]: storingFiles(storage, productsImportHandler(config)),
    [BULK_EDIT_SAVE]: bulkEditSaveHandler(config),
    [MEDIA_GALLERY_DOWNLOAD]: storingFiles(storage, mediaGalleryDownloadHandler(config)),
    [MEDIA_GALLERY_ASSIGN]: mediaGalleryAssignHandler(config),
    [ESSENTIALITIES_REFRESH]: essentialitiesRefreshHandler(),
    [AUDIT_TRAIL_EXPORT]: storingFiles(storage, auditTrailExportHandler()),
    [GLN_IMPORT]: glnImportHandler(),
    [STORAGE_SWEEP]: storingFiles(storage, storageSweepHandler(config)),
  };
}

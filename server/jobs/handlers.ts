import type { ServerConfig } from '../config';
import { PRODUCT_LIST_EXPORT, productListExportHandler } from './product-list-export';
import type { JobHandler } from './worker';

/** Every kind of background job the server runs, by the `kind` stored with the job. */
export function jobHandlers(config: ServerConfig): Record<string, JobHandler> {
  return { [PRODUCT_LIST_EXPORT]: productListExportHandler(config) };
}

import type { AnyContractReplayFlow } from '../support/contract-replay';
import { dataTableReplay } from './data-table.replay';
import { jobsPanelReplay } from './jobs-panel.replay';
import { bulkEditReplay } from './bulk-edit.replay';
import { loginReplay } from './login.replay';
import { productsImporterReplay } from './products-importer.replay';
import { productSaveReplay } from './product-save.replay';
import { schemaReloadReplay } from './schema-reload.replay';

/**
 * Every flow the Chromium replay walks (tests/e2e/contract-replay.spec.ts): one line per view contract
 * whose screen a browser can open. A flow file lives beside this one (`<machine>.replay.ts`).
 */
export const contractReplays: readonly AnyContractReplayFlow[] = [
  loginReplay,
  dataTableReplay,
  jobsPanelReplay,
  bulkEditReplay,
  productsImporterReplay,
  productSaveReplay,
  schemaReloadReplay,
];

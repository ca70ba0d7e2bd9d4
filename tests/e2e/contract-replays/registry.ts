import type { AnyContractReplayFlow } from '../support/contract-replay';
import { loginReplay } from './login.replay';
import { productSaveReplay } from './product-save.replay';
import { schemaReloadReplay } from './schema-reload.replay';

/**
 * Every flow the Chromium replay walks (tests/e2e/contract-replay.spec.ts): one line per view contract
 * whose screen a browser can open. A flow file lives beside this one (`<machine>.replay.ts`).
 */
export const contractReplays: readonly AnyContractReplayFlow[] = [
  loginReplay,
  productSaveReplay,
  schemaReloadReplay,
];

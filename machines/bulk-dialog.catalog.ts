import { Refusal } from '@domain/refusal';
import type { CatalogEvent } from './catalog-types';

/**
 * What the bulk numbers modal loads for one selected card visible in one network: the answers are that
 * modal's own (the shapes of src/contract/bulk-products.ts, which machines do not import), so its screen replay renders them as the server gives them.
 */
export const demoNumbersLoad = {
  cards: [
    {
      id: 1,
      version: 3,
      name: 'Sok jabłkowy',
      gtin: '5901234123457',
      own_brand_type: 1,
      own_brand_network_code: null,
      availability: [{ code: 'N1', visibility: true, product_number: 'A-100' }],
    },
  ],
  networks: [{ code: 'N1', name: 'Sieć Północ' }],
};

const numberFault = (message: string) =>
  new Refusal('', [{ namespace: 'bulk_products', field: 'cards.0.N1', message, type: 'validation' }]);

/** Every event of the bulkDialog machine, one payload per guard branch, for the model-based tests. */
export const bulkDialogEvents: readonly CatalogEvent[] = [
  { type: 'xstate.done.actor.load', output: demoNumbersLoad },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'RETRY' },
  { type: 'SUBMIT', draft: [{ id: 1, version: 3, numbers: { N1: 'A-101' } }] },
  { type: 'xstate.done.actor.check', output: { changed: 1, check_only: true } },
  { type: 'xstate.error.actor.check', error: numberFault('Numer jest za długi') },
  { type: 'xstate.error.actor.check', error: new Error('offline') },
  { type: 'EDIT' },
  { type: 'BACK' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.submit', output: { changed: 1, check_only: false } },
  { type: 'xstate.error.actor.submit', error: numberFault('Numer jest już zajęty') },
  { type: 'xstate.error.actor.submit', error: new Error('offline') },
];

import { schemaReloadViewContract } from '@screens/product-form/schema-reload.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { openCard, openCategoryPicker, reloginIfAsked } from './card-steps';

/**
 * §4 Form behaviour (category change) on a stored card: a category chosen in the picker, the skeleton on
 * the page's own 0.5 s, and a schema request refused with 401 (the session ended meanwhile): the user
 * logs in again over the card before retrying or choosing again.
 */
export const schemaReloadReplay = defineContractReplay({
  name: 'product card category change',
  contract: schemaReloadViewContract,
  setup: openCard,
  before: { 'CATEGORY.CHANGE': openCategoryPicker, RETRY: reloginIfAsked },
  // The picker's category search and a re-login go through; the schema request waits for its step.
  requests: /^\/api\/p1\/product\/schema/,
});

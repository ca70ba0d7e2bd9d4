import { productSaveViewContract } from '@screens/product-form/product-save.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { openCompleteCard, prepareSave } from './card-steps';

/**
 * §4 Saving on a stored card of the demo supplier with complete attributes: the save buttons, the validation and saved flashes and
 * the 409 dialog (the card saved elsewhere while the save is held). Before each save the user fills or
 * empties the card's names (and adds the photos a ready card needs) so the click sends the path's case.
 */
export const productSaveReplay = defineContractReplay({
  name: 'product card save',
  contract: productSaveViewContract,
  setup: openCompleteCard,
  before: { 'SAVE.DRAFT': prepareSave, 'SAVE.READY': prepareSave },
  // Every replayable path that walks something the others do not.
  maxPaths: 14,
});

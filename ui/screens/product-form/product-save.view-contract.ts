import type { ProductSaveContext } from '@machines/product-save.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const save: Target = { role: 'button', name: 'productForm.actions.save' };
const saveDraft: Target = { role: 'button', name: 'productForm.actions.saveDraft' };
/** While a save runs the save button says so, and neither save can be pressed again. */
const busy: Check[] = [
  { see: { role: 'button', name: 'productForm.actions.saving' }, disabled: true },
  { see: saveDraft, disabled: true },
];
const conflictDialog: Target = { role: 'dialog', name: 'productForm.conflict.title' };
const savedFlash: Target = { text: 'productForm.flash.saved' };
const invalidFlash: Target = { text: 'productForm.flash.invalid' };
const unexpected: Target = { text: 'productForm.errors.unexpected' };

/** Both saves can be pressed, and no answer of an earlier save is on the card. */
const ready: Check[] = [
  { see: save, disabled: false },
  { see: saveDraft, disabled: false },
];

/**
 * §4 Saving, §8 save answers on the product card (`/product/{id}/edit`). The card the user saves decides the
 * checks the save event carries (draft: identifiers only; ready: the full validation): the replay fills or
 * empties the card's names before a save so that its click sends the path's case.
 */
export const productSaveViewContract: ViewContract<ProductSaveContext> = {
  machineId: 'productSave',
  screen: 'product-form',
  route: '/product/:id/edit',
  states: {
    'productSave.editing': [
      ...ready,
      { absent: savedFlash },
      { absent: invalidFlash },
      { absent: unexpected },
      { absent: conflictDialog },
    ],
    // Passed within the click that started the save (an eventless check of the card's own rules).
    'productSave.validatingDraft': [],
    'productSave.validatingReady': [],
    'productSave.validatingLogistics': busy,
    'productSave.saving': [...busy, { absent: conflictDialog }],
    'productSave.saved': [...ready, { see: savedFlash }],
    'productSave.invalid': [
      ...ready,
      { see: invalidFlash },
      { see: { role: 'button', name: 'productForm.flash.showValidation' } },
    ],
    'productSave.notFound': [
      { see: { text: 'productForm.errors.notFound' } },
      { see: save, disabled: true },
      { see: saveDraft, disabled: true },
    ],
    // 409: the card behind the dialog is out of reach until the user decides; a lost session (401) opens
    // re-login over the page and leaves the card as it was.
    'productSave.failed': (context) =>
      context.failure?.kind === 'conflict'
        ? [{ see: conflictDialog }, { see: { role: 'button', name: 'productForm.conflict.loadStored' } }]
        : context.failure?.kind === 'unauthorized'
          ? ready
          : [...ready, { see: unexpected }, { see: { role: 'button', name: 'productForm.errors.dismiss' } }],
  },
  events: {
    'SAVE.DRAFT': { user: 'click', target: saveDraft },
    'SAVE.READY': { user: 'click', target: save },
    DISMISS: (_event, context) =>
      context.failure?.kind === 'conflict'
        ? { user: 'click', target: { role: 'button', name: 'productForm.conflict.loadStored' } }
        : { user: 'click', target: { role: 'button', name: 'productForm.errors.dismiss' } },
    // "Keep mine" is offered only in the conflict dialog: the machine's refusal of it after another failure
    // (its guard's "no") cannot come from this screen.
    'CONFLICT.KEEP_MINE': (_event, context) =>
      context.failure?.kind === 'conflict'
        ? {
            user: 'click',
            target: { role: 'button', name: 'productForm.conflict.keepMine', within: conflictDialog },
          }
        : { app: 'a "keep mine" that comes after a failure other than a conflict: refused' },
    'xstate.done.actor.validateLogistics': (event) =>
      Array.isArray(event['output']) && event['output'].length > 0
        ? { server: 'server finds faults in the packages', arrange: 'packageFaults' }
        : { server: 'server accepts the packages' },
    'xstate.error.actor.validateLogistics': {
      server: 'logistics check fails unexpectedly (500)',
      arrange: 'serverFails',
    },
    'xstate.done.actor.saveProduct': { server: 'server saves the card' },
    'xstate.error.actor.saveProduct': (event) => {
      const kind = (event['error'] as { kind?: string } | undefined)?.kind;
      if (kind === 'conflict') return { server: 'server answers 409', arrange: 'savedElsewhere' };
      if (kind === 'unauthorized') return { server: 'server answers 401', arrange: 'sessionEnded' };
      if (kind === 'notFound') return { server: 'server answers 404', arrange: 'cardDeleted' };
      if (kind === 'invalid') return { server: 'server answers 400 with faults' };
      return { server: 'server answers 500', arrange: 'serverFails' };
    },
    'xstate.after.SAVED_FLASH.productSave.saved': { timer: true },
    'xstate.after.VALIDATION_FLASH.productSave.invalid': { timer: true },
  },
};

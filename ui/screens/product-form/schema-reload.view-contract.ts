import type { SchemaReloadContext } from '@machines/schema-reload.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const save: Target = { role: 'button', name: 'productForm.actions.save' };
const skeleton: Target = { text: 'productForm.loadingSchema' };
const failure: Target = { text: 'productForm.errors.schemaFailed' };
const notFound: Target = { text: 'productForm.errors.notFound' };
const picker: Target = { role: 'dialog', name: 'categoryPicker.title' };

/** While the schema is asked for, the card cannot be saved (its attributes are about to change). */
const loading: Check[] = [{ see: save, disabled: true }, { absent: failure }];

/**
 * §4 Form behaviour (category change), §9 skeleton delay, on the product card (`/product/{id}/edit`).
 * A category is chosen in the category picker; the replay opens the picker and searches before the click
 * that chooses (the picker's own steps belong to the categorySearch machine).
 */
export const schemaReloadViewContract: ViewContract<SchemaReloadContext> = {
  machineId: 'schemaReload',
  screen: 'product-form',
  route: '/product/:id/edit',
  states: {
    'schemaReload.loaded': [
      { see: save, disabled: false },
      { absent: skeleton },
      { absent: failure },
      { absent: notFound },
    ],
    'schemaReload.loading': loading,
    // Within 0.5 s the attributes stay as they were (read-only): a fast answer never flashes a skeleton.
    // No check here: on a real page's clock 0.5 s can pass before a check runs; the jsdom replay, whose
    // clock stands still, asserts the absent skeleton itself (tests/machines/schema-reload.screen.test.tsx).
    'schemaReload.loading.requesting': [],
    'schemaReload.loading.skeleton': [{ see: skeleton }],
    // Passed within the answer's step: the new attributes are merged into the card at once.
    'schemaReload.merging': [],
    'schemaReload.notFound': [{ see: notFound }, { absent: skeleton }],
    // After a lost session (401) the re-login dialog stands over the card: what it says is read as text.
    'schemaReload.failed': [
      { see: failure },
      { see: { text: 'productForm.errors.retry' } },
      { absent: skeleton },
    ],
  },
  events: {
    'CATEGORY.CHANGE': {
      user: 'click',
      target: { role: 'treeitem', name: { pattern: 'Pasta do zębów' }, within: picker },
    },
    RETRY: { user: 'click', target: { role: 'button', name: 'productForm.errors.retry' } },
    'xstate.done.actor.fetchSchema': { server: 'server answers the schema of the chosen category' },
    'xstate.error.actor.fetchSchema': (event) =>
      (event['error'] as { kind?: string } | undefined)?.kind === 'notFound'
        ? { server: 'server answers 404: the card is gone', arrange: 'cardDeleted' }
        : { server: 'server answers 401: the session ended meanwhile', arrange: 'sessionEnded' },
    'xstate.after.SKELETON.schemaReload.loading.requesting': { timer: true },
  },
};

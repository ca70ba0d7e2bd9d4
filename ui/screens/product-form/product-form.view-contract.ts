import type { ProductFormContext } from '@machines/product-form.machine';
import type { Target, ViewContract } from '@machines/view-contract';

const nameToShow: Target = { label: 'productIdentify.nameToShow' };
const notFound: Target = { text: 'productForm.errors.notFound' };
const loadFailed: Target = { text: 'productForm.errors.loadFailed' };
const retry: Target = { role: 'button', name: 'productForm.errors.retry' };
const onlyRequired: Target = { role: 'switch', name: 'productForm.navigator.onlyRequired' };

/**
 * §3 Form state, §4 Form behaviour: the product card (`/product/{id}/edit`) as it loads, holds the user's
 * edits and fails. Edits that other flows of the card hand over (faults and status from a save, the schema
 * of a new category, a stored upload, the stored version after a 409, a producer added in its dialog)
 * are `app` causes here: their own replays click for them (productSave, schemaReload, mediaUpload).
 */
export const productFormViewContract: ViewContract<ProductFormContext> = {
  machineId: 'productForm',
  screen: 'product-form',
  route: '/product/:id/edit',
  states: {
    // The skeleton of the card: nothing of the card can be read or edited yet.
    'productForm.loading': [{ absent: nameToShow }, { absent: notFound }, { absent: loadFailed }],
    'productForm.ready': (context) => [
      { see: nameToShow, value: context.form?.profile.name_to_show ?? '' },
      { see: { role: 'button', name: 'productForm.actions.save' }, disabled: false },
      context.revision === context.savedRevision
        ? { absent: { text: 'productForm.meta.unsaved' } }
        : { see: { text: 'productForm.meta.unsaved' } },
      { see: { role: 'tablist', name: 'productForm.navigator.label' } },
    ],
    'productForm.ready.idle': [],
    // §2 Gating dialog "refresh the form": producers and addresses are asked for again; the edits stay.
    'productForm.ready.reloadingOptions': [],
    'productForm.notFound': [{ see: notFound }, { absent: nameToShow }],
    'productForm.failed': [{ see: loadFailed }, { see: retry }, { absent: nameToShow }],
  },
  events: {
    'xstate.done.actor.loadForm': { server: 'server answers the schema and the card' },
    'xstate.error.actor.loadForm': (event) =>
      (event['error'] as { kind?: string } | undefined)?.kind === 'notFound'
        ? { server: 'server answers 404', arrange: 'cardDeleted' }
        : { server: 'server answers 500' },
    RETRY: { user: 'click', target: retry },
    'ATTRIBUTE.CHANGE': (event) => ({
      user: 'type',
      target: { label: { literal: 'Skład' } },
      text: String((event['data'] as { value: string[] }[])[0]?.value[0] ?? ''),
    }),
    'PROFILE.CHANGE': (event) => ({
      user: 'type',
      target: { label: 'productIdentify.name' },
      text: String((event['patch'] as { name?: string }).name ?? ''),
    }),
    'ONLY_REQUIRED.TOGGLE': { user: 'click', target: onlyRequired },
    // In the validation tab of the card's navigator (the replay opens the tab first).
    'ISSUE.REMOVE': { user: 'click', target: { role: 'button', name: 'productForm.navigator.removeIssue' } },
    'CATEGORY.NAMES': { app: 'the category picker names the categories the user chose' },
    'LOGISTIC.CHANGE': { app: 'the logistics section hands over an edited package' },
    'AVAILABILITY.CHANGE': { app: 'the availability section hands over a network change' },
    'MEDIA.CHANGE': { app: 'the media section hands over a stored upload or a removed file' },
    'FAULTS.SET': { app: 'a save hands over the faults of the card' },
    SAVED: { app: 'a save hands over the new status and version' },
    'SCHEMA.APPLY': { app: 'the category change hands over the new schema' },
    'OPTIONS.RELOAD': { app: 'a producer or address is added in its dialog' },
    RELOAD: { app: 'the 409 dialog loads the stored version' },
    'xstate.done.actor.loadOptions': { server: 'server answers the producers and addresses' },
    'xstate.error.actor.loadOptions': { server: 'asking for the options fails' },
  },
};

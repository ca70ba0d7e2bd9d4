import { translate } from '@i18n/translate';
import type { MediaAssignContext } from '@machines/media-assign.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

/** Whether "Dalej" is disabled in the step the machine is in (as the states' checks say). */
function nextDisabled(context: MediaAssignContext, active: readonly string[]): boolean {
  if (active.includes('mediaAssign.assets')) return context.assetIds.length === 0;
  if (active.includes('mediaAssign.cards')) return context.productIds.length === 0;
  if (active.includes('mediaAssign.review')) return (context.preview?.matched.length ?? 0) === 0;
  return false;
}

/** The rows the pick lists offer in the replays: one gallery file named by a GTIN, and that card. */
export const ASSIGN_PICKS = {
  asset: { id: 1, name: '05901234123457_1.jpg' },
  card: { id: 7, name: 'Jogurt', gtin: '05901234123457' },
} as const;

const button = (key: string): Target => ({ role: 'button', name: key });
const assetBox: Target = {
  role: 'checkbox',
  name: { key: 'mediaGallery.assign.pickAsset', values: { name: ASSIGN_PICKS.asset.name } },
};
const cardBox: Target = {
  role: 'checkbox',
  name: { key: 'mediaGallery.assign.pickCard', values: { name: ASSIGN_PICKS.card.name } },
};
const typeField: Target = { label: 'mediaGallery.assign.type' };

/** The step list names where the user is: mass assign goes through cards, automatic through the matches. */
function step(context: MediaAssignContext, name: 'assets' | 'cards' | 'review' | 'options' | 'done'): Check {
  const steps = context.auto
    ? ['assets', 'review', 'options', 'done']
    : ['assets', 'cards', 'options', 'done'];
  return {
    see: {
      role: 'list',
      name: {
        key: 'mediaGallery.assign.stepLabel',
        values: {
          step: steps.indexOf(name) + 1,
          total: steps.length,
          name: translate('pl', `mediaGallery.assign.steps.${name}`),
        },
      },
    },
  };
}

const title = (context: MediaAssignContext): Check => ({
  see: {
    role: 'heading',
    name: context.auto ? 'mediaGallery.assign.autoTitle' : 'mediaGallery.assign.massTitle',
  },
});

/**
 * §2 Media gallery, mass assign (`/media-gallery/assign`) and automatic assign (`/media-gallery/auto-assign`):
 * the files, the cards or the GTIN matches, the media type and mode, and the outcome.
 */
export const mediaAssignViewContract: ViewContract<MediaAssignContext> = {
  machineId: 'mediaAssign',
  screen: 'media-assign',
  route: '/media-gallery/assign',
  states: {
    'mediaAssign.assets': (context) => [
      title(context),
      step(context, 'assets'),
      {
        see: {
          text: { key: 'mediaGallery.assign.selectedAssets', values: { count: context.assetIds.length } },
        },
      },
      { see: button('mediaGallery.assign.next'), disabled: context.assetIds.length === 0 },
      { absent: button('mediaGallery.assign.back') },
    ],
    'mediaAssign.cards': (context) => [
      title(context),
      step(context, 'cards'),
      {
        see: {
          text: { key: 'mediaGallery.assign.selectedCards', values: { count: context.productIds.length } },
        },
      },
      { see: button('mediaGallery.assign.next'), disabled: context.productIds.length === 0 },
      { see: button('mediaGallery.assign.back'), disabled: false },
    ],
    'mediaAssign.previewing': (context) => [
      step(context, 'review'),
      { absent: { role: 'heading', name: { pattern: '^Dopasowane' } } },
      { absent: button('mediaGallery.assign.next') },
    ],
    'mediaAssign.review': (context) => {
      const matched = context.preview?.matched.length ?? 0;
      return [
        step(context, 'review'),
        {
          see: { role: 'heading', name: { key: 'mediaGallery.assign.matched', values: { count: matched } } },
        },
        matched === 0
          ? { see: { text: 'mediaGallery.assign.noMatches' } }
          : { absent: { text: 'mediaGallery.assign.noMatches' } },
        { see: button('mediaGallery.assign.next'), disabled: matched === 0 },
        { see: button('mediaGallery.assign.back'), disabled: false },
      ];
    },
    'mediaAssign.options': (context) => [
      step(context, 'options'),
      { see: typeField, value: String(context.type), disabled: false },
      {
        see: { role: 'radio', name: `mediaGallery.assign.modes.${context.mode}` },
      },
      { see: button('mediaGallery.assign.submit'), disabled: false },
    ],
    'mediaAssign.assigning': (context) => [
      step(context, 'options'),
      { see: typeField, disabled: true },
      { see: button('mediaGallery.assign.assigning'), disabled: true },
    ],
    'mediaAssign.done': (context) => [
      step(context, 'done'),
      { see: { text: { literal: context.outcome?.message ?? '' } } },
      { see: button('mediaGallery.assign.restart'), disabled: false },
    ],
    'mediaAssign.failed': (context) => [
      step(context, 'options'),
      {
        see: {
          text: {
            key: 'mediaGallery.assign.failed',
            values: { message: context.error || translate('pl', 'mediaGallery.errors.generic') },
          },
          within: { role: 'alert' },
        },
      },
      { see: button('mediaGallery.assign.back'), disabled: false },
    ],
  },
  events: {
    // The pick lists are checkboxes: a click ticks the file or card, another one unticks it.
    'ASSETS.SET': { user: 'click', target: assetBox },
    'CARDS.SET': { user: 'click', target: cardBox },
    'TYPE.SET': (event) => ({
      user: 'choose',
      target: typeField,
      option: `mediaGallery.mediaTypes.${String(event['mediaType'])}`,
    }),
    'MODE.SET': (event) => ({
      user: 'click',
      target: { role: 'radio', name: `mediaGallery.assign.modes.${String(event['mode'])}` },
    }),
    // "Dalej" is disabled while there is nothing to go on with: the machine's refusal of NEXT then (its
    // guard's "no") cannot come from a click on this screen.
    NEXT: (_event, context, active) =>
      nextDisabled(context, active)
        ? { app: 'a step is asked for with nothing chosen: refused' }
        : { user: 'click', target: button('mediaGallery.assign.next') },
    BACK: { user: 'click', target: button('mediaGallery.assign.back') },
    SUBMIT: { user: 'click', target: button('mediaGallery.assign.submit') },
    RESTART: { user: 'click', target: button('mediaGallery.assign.restart') },
    'xstate.done.actor.preview': (event) =>
      (event['output'] as { matched: unknown[] }).matched.length > 0
        ? { server: 'server answers the GTIN matches' }
        : { server: 'server answers that no file matches a card' },
    'xstate.error.actor.preview': { server: 'server fails' },
    'xstate.done.actor.assign': { server: 'server assigns the files' },
    'xstate.error.actor.assign': { server: 'server refuses the assignment' },
  },
};

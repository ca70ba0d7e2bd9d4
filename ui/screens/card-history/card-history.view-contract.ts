import type { CardHistoryContext } from '@machines/card-history.machine';
import type { Check, ViewContract } from '@machines/view-contract';

// The demo history and comparison the catalog's replay answers with (machines/card-history.catalog.ts).
const timeline = { role: 'list', name: 'cardHistory.title' };
const compare = { role: 'button', name: 'cardHistory.compare' };
const back = { role: 'button', name: 'cardHistory.back' };
const reload = { role: 'button', name: 'cardHistory.reload' };
const choose = { role: 'checkbox', name: { pattern: 'Przywróć to pole: Nazwa handlowa' } };
const restoreChosen = { role: 'button', name: 'cardHistory.restoreChosen' };
const restoreWhole = { role: 'button', name: { key: 'cardHistory.restoreWhole', values: { version: 4 } } };

const refusal = (context: CardHistoryContext): readonly Check[] => [
  { see: { text: { literal: context.error ?? '' }, within: { role: 'alert' } } },
  { see: reload },
];

/**
 * Card history (docs/decisions/0053) as the user sees it on every state of its machine: the timeline with
 * who, when and from where, the comparison with the differences and the restore controls, and a restore's
 * outcome — the timeline read again with the new version on top, the 409, or a refusal in red.
 */
export const cardHistoryViewContract: ViewContract<CardHistoryContext> = {
  machineId: 'cardHistory',
  screen: 'card-history',
  route: '/product/12/history',
  states: {
    'cardHistory.loading': [{ see: { role: 'status', name: 'cardHistory.loading' } }, { absent: timeline }],
    'cardHistory.timeline': (context) => [
      { see: timeline },
      { see: { text: { literal: 'Wersja 5' }, within: timeline } },
      { see: { text: { key: 'cardHistory.sources.importer' }, within: timeline } },
      { see: compare },
      context.next === null
        ? { absent: { role: 'button', name: 'cardHistory.more' } }
        : { see: { role: 'button', name: 'cardHistory.more' } },
      // After a restore the timeline is read again and says which new version it saved.
      context.restored === null
        ? { absent: { text: { pattern: 'Zapisano jako nową wersję' } } }
        : {
            see: {
              text: { key: 'cardHistory.restored', values: { ...context.restored } },
              within: { role: 'status' },
            },
          },
    ],
    'cardHistory.comparing': [{ see: back }, { absent: timeline }],
    'cardHistory.comparing.reading': [{ see: { role: 'status', name: 'cardHistory.compare' } }],
    'cardHistory.comparing.shown': (context) => [
      { see: { role: 'table' } },
      { see: { text: { literal: 'Sok jabłkowy tłoczony 1 l' } } },
      { see: choose },
      { see: restoreChosen, disabled: context.chosen.length === 0 },
      { see: restoreWhole },
    ],
    'cardHistory.restoring': [
      { see: { role: 'status', name: 'cardHistory.restoring' } },
      { absent: restoreWhole },
    ],
    'cardHistory.conflict': refusal,
    'cardHistory.failed': refusal,
  },
  events: {
    PICK: { user: 'click', target: { role: 'radio', name: { pattern: 'Porównaj jako starszą: Wersja 5' } } },
    MORE: { user: 'click', target: { role: 'button', name: 'cardHistory.more' } },
    COMPARE: { user: 'click', target: compare },
    CHOOSE: { user: 'click', target: choose },
    'RESTORE.CHOSEN': { user: 'click', target: restoreChosen },
    'RESTORE.WHOLE': { user: 'click', target: restoreWhole },
    BACK: { user: 'click', target: back },
    RELOAD: { user: 'click', target: reload },
    'xstate.done.actor.loadHistory': { server: 'server answers the card’s versions, newest first' },
    'xstate.error.actor.loadHistory': { server: 'server fails to read the history' },
    'xstate.done.actor.loadComparison': { server: 'server answers the differences of the two versions' },
    'xstate.error.actor.loadComparison': { server: 'server answers 404: no such version of the card' },
    'xstate.done.actor.restore': { server: 'server saves the restored card as a new version' },
    'xstate.error.actor.restore': (event) => ({
      server:
        (event['error'] as { status?: number }).status === 409
          ? 'server answers 409: the card changed since the history was read'
          : 'server answers 400: the restored card does not pass validation',
    }),
  },
};

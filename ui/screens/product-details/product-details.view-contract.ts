import { issueCounts, type IssueFilter } from '@domain/product-details';
import { translate } from '@i18n/translate';
import type { ProductDetailsContext } from '@machines/product-details.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const drawer: Target = { role: 'dialog', name: 'productDetails.remarks.title' };
const kindName = (kind: IssueFilter) =>
  translate('pl', kind === 'all' ? 'productDetails.issues.all' : `issues.kinds.${kind}`);

/**
 * What the loaded card shows whatever the drawer does: texts (a modal drawer hides the page from the
 * accessibility tree, not from sight). Only the provider's own attributes hides the network's private
 * ones; on the sections tab, only filled-in attributes hides the empty ones.
 */
function cardChecks(context: ProductDetailsContext): Check[] {
  const card = context.card;
  if (card === null) return [];
  const privateOnes = card.attributes.filter((attribute) => attribute.private_network_code !== null);
  const emptyOwn = card.attributes.filter(
    (attribute) => attribute.private_network_code === null && attribute.data.length === 0,
  );
  return [
    { see: { text: { literal: card.nameToShow } } },
    { absent: { role: 'status', name: 'productDetails.loading' } },
    ...privateOnes.map((attribute): Check => {
      const name = { text: { literal: attribute.name } };
      return context.onlyOwn ? { absent: name } : { see: name };
    }),
    ...(context.tab === 'sections'
      ? emptyOwn.map((attribute): Check => {
          const name = { text: { literal: attribute.name } };
          return context.onlyFilled ? { absent: name } : { see: name };
        })
      : []),
  ];
}

/** The left tab as the user reaches it (the drawer closed): the toggles, or the issues and their filter. */
function tabChecks(context: ProductDetailsContext): Check[] {
  if (context.tab === 'sections')
    return [
      { see: { role: 'switch', name: 'productDetails.toggles.onlyFilled' } },
      { see: { role: 'switch', name: 'productDetails.toggles.onlyOwn' } },
      { absent: { role: 'radiogroup', name: 'productDetails.issues.filterLabel' } },
    ];
  return [
    { see: { role: 'radiogroup', name: 'productDetails.issues.filterLabel' } },
    { absent: { role: 'switch', name: 'productDetails.toggles.onlyFilled' } },
  ];
}

/** §2 Product details (`/product/{id}/details`): the read-only card, its left tab and the remarks drawer. */
export const productDetailsViewContract: ViewContract<ProductDetailsContext> = {
  machineId: 'productDetails',
  screen: 'product-details',
  route: '/product/12/details',
  states: {
    'productDetails.loading': [
      { see: { role: 'status', name: 'productDetails.loading' } },
      { absent: { role: 'heading', name: 'productDetails.errors.notFoundTitle' } },
    ],
    'productDetails.loaded': cardChecks,
    'productDetails.loaded.remarksClosed': (context) => [
      { absent: drawer },
      { see: { role: 'button', name: { pattern: '^Uwagi' } }, disabled: false },
      ...tabChecks(context),
    ],
    'productDetails.loaded.remarksOpen': [
      { see: drawer },
      { see: { role: 'button', name: 'productDetails.remarks.close', within: drawer } },
    ],
    'productDetails.loaded.remarksOpen.loading': [
      { see: { role: 'status', name: 'productDetails.remarks.loading', within: drawer } },
    ],
    'productDetails.loaded.remarksOpen.shown': (context) => [
      { absent: { role: 'status', name: 'productDetails.remarks.loading' } },
      ...(context.remarks?.length
        ? context.remarks.map((remark): Check => ({
            see: { text: { literal: remark.message }, within: drawer },
          }))
        : [{ see: { text: 'productDetails.remarks.none', within: drawer } }]),
    ],
    'productDetails.loaded.remarksOpen.failed': [
      { see: { text: 'productDetails.remarks.loadFailed', within: drawer } },
      { see: { role: 'button', name: 'productDetails.remarks.retry', within: drawer }, disabled: false },
    ],
    'productDetails.notFound': [
      { see: { role: 'heading', name: 'productDetails.errors.notFoundTitle' } },
      { see: { role: 'alert' } },
      { see: { text: 'productDetails.errors.notFound' } },
    ],
    'productDetails.failed': [
      { see: { text: 'productDetails.errors.loadFailed' } },
      { see: { role: 'button', name: 'productDetails.errors.retry' }, disabled: false },
    ],
  },
  events: {
    'xstate.done.actor.loadDetails': { server: 'server answers the card' },
    'xstate.error.actor.loadDetails': (event) =>
      (event['error'] as { kind?: string } | undefined)?.kind === 'notFound'
        ? { server: 'server answers 404', arrange: 'cardOfAnotherSupplier' }
        : { server: 'server fails' },
    RETRY: (_, context) =>
      context.card === null
        ? { user: 'click', target: { role: 'button', name: 'productDetails.errors.retry' } }
        : { user: 'click', target: { role: 'button', name: 'productDetails.remarks.retry', within: drawer } },
    'TAB.SET': (event) => ({
      user: 'click',
      target: {
        role: 'tab',
        name: event['tab'] === 'issues' ? { pattern: '^Zgłoszenia' } : 'productDetails.tabs.sections',
      },
    }),
    // On the issues tab, its filter; on the sections tab, the card's kinds of issue lead there.
    'ISSUES.FILTER': (event, context) => {
      const filter = event['filter'] as IssueFilter;
      if (context.tab === 'issues')
        return {
          user: 'click',
          target: { role: 'radio', name: { pattern: `^${kindName(filter)}` } },
        };
      const count = context.card === null ? 0 : issueCounts(context.card.issues)[filter];
      return {
        user: 'click',
        target: {
          role: 'button',
          name: { key: 'productDetails.issues.kindCount', values: { kind: kindName(filter), count } },
        },
      };
    },
    'ONLY_FILLED.TOGGLE': {
      user: 'click',
      target: { role: 'switch', name: 'productDetails.toggles.onlyFilled' },
    },
    'ONLY_OWN.TOGGLE': { user: 'click', target: { role: 'switch', name: 'productDetails.toggles.onlyOwn' } },
    'REMARKS.OPEN': { user: 'click', target: { role: 'button', name: { pattern: '^Uwagi' } } },
    'REMARKS.CLOSE': {
      user: 'click',
      target: { role: 'button', name: 'productDetails.remarks.close', within: drawer },
    },
    'xstate.done.actor.loadRemarks': { server: 'server answers the remarks' },
    'xstate.error.actor.loadRemarks': { server: 'server fails' },
  },
};

import type { ReadinessState } from './readiness';

/**
 * §2 shop-management (docs/decisions/0051): where a card stands in one network's shop assortment.
 * planned: chosen, not yet on sale; listed: on sale in the network's shops (what the shop list shows);
 * delisted: taken off sale, kept so that its number is not given to another card.
 */
export const ASSORTMENT_STATUSES = ['planned', 'listed', 'delisted'] as const;
export type AssortmentStatus = (typeof ASSORTMENT_STATUSES)[number];

/** What a card joins the assortment as: chosen, not yet on sale. */
export const DEFAULT_ASSORTMENT_STATUS: AssortmentStatus = 'planned';

/** §3 product-in-network identifier: letters, digits and - . / in 1–20 characters, as chains' ERPs take them. */
export const NETWORK_NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}./-]{0,19}$/u;
export const NETWORK_NUMBER_MAX = 20;

/** §5 Computations: product numbers are trimmed; an empty one is no number. */
export function normalizeNetworkNumber(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export interface AssortmentCompleteness {
  total: number;
  ready: number;
  waiting: number;
  todo: number;
  /** Percent of the assortment ready for the network, rounded down; 100 for an empty assortment. */
  percent: number;
}

/**
 * §2 shop-management: the assortment's completeness, how many of its cards are ready for the network by
 * the readiness rule (docs/decisions/0042). Delisted cards are off sale and not counted.
 */
export function assortmentCompleteness(states: readonly ReadinessState[]): AssortmentCompleteness {
  const count = (state: ReadinessState) => states.filter((candidate) => candidate === state).length;
  const total = states.length;
  const ready = count('ready');
  return {
    total,
    ready,
    waiting: count('waiting'),
    todo: count('todo'),
    percent: total === 0 ? 100 : Math.floor((ready * 100) / total),
  };
}

import { z } from 'zod/mini';
import { networkCode, queryId } from './attribute-lists-common';

/**
 * §2 Essentialities list, `GET /api/p1/essentialities` (docs/decisions/0019): per card and network, how
 * many of the attributes the network's requirement sets mark essential for the card's category it fills.
 */

export const ESSENTIALITY_COLUMNS = [
  'name_to_show',
  'gtin',
  'supplier',
  'network',
  'category',
  'filled',
  'fill_rate',
  'missing',
  'updated_at',
] as const;

export const ESSENTIALITY_SORTABLE = ['fill_rate', 'name_to_show', 'updated_at'] as const;

/** Fill-rate ranges of the filter, inclusive, in percent. */
export const FILL_RANGES = [
  { value: '0-49', from: 0, to: 49 },
  { value: '50-99', from: 50, to: 99 },
  { value: '100', from: 100, to: 100 },
] as const;

export const essentialityFiltersSchema = z.object({
  /** §6 Supplier filter: admin, network or master-data manager. */
  supplier_id: z.optional(queryId),
  network_code: z.optional(networkCode),
  category_id: z.optional(queryId),
  fill: z.optional(
    z.enum(FILL_RANGES.map((range) => range.value) as [string, ...string[]], { error: 'validation.invalid' }),
  ),
});
export type EssentialityFilters = z.infer<typeof essentialityFiltersSchema>;

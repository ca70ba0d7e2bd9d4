import type { ColumnWidths } from '@app/list-columns';

export { textOf, type Text } from '@app/list-columns';

/** Grid tracks in rem (minimum width, share of spare room) of the offer lists' columns. */
export const WIDTHS: ColumnWidths = {
  id: { minRem: 5, grow: 0 },
  product_id: { minRem: 5, grow: 0 },
  // Names first: a card's trade name gets the room before the offer's own name and codes.
  product: { minRem: 15, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  supplier: { minRem: 8, grow: 1.5 },
  network: { minRem: 6.5, grow: 0.5 },
  dealer_id: { minRem: 8, grow: 0 },
  name: { minRem: 8, grow: 1.5 },
  date_from: { minRem: 8.5, grow: 0 },
  buyer: { minRem: 8, grow: 1 },
  status: { minRem: 7.5, grow: 0 },
  comment: { minRem: 8, grow: 1.5 },
  created_at: { minRem: 7.5, grow: 0 },
  decided_at: { minRem: 8.5, grow: 0 },
  chain_filled: { minRem: 7.5, grow: 0 },
  chain_completeness: { minRem: 9, grow: 0 },
};

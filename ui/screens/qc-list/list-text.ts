import type { ColumnWidths } from '@app/list-columns';

export { textOf, type Text } from '@app/list-columns';

/** Grid tracks in rem (minimum width, share of spare room): the defaults fit the 69rem content width. */
export const WIDTHS: ColumnWidths = {
  id: { minRem: 4.5, grow: 0 },
  // Names first: the card's trade name gets the room a whole name needs.
  name_to_show: { minRem: 16, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  status: { minRem: 7.75, grow: 0 },
  category: { minRem: 7.5, grow: 1 },
  supplier: { minRem: 8, grow: 1.5 },
  qc_status: { minRem: 8.75, grow: 0 },
  qc_selgros: { minRem: 8.75, grow: 0 },
  qc_markant: { minRem: 8.75, grow: 0 },
  qc_checked_at: { minRem: 7, grow: 0 },
  updated_at: { minRem: 7, grow: 0 },
};

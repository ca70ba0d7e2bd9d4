import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TableRow } from '@domain/table-state';
import { renderOfferCell } from './offer-cells';
import { textOf } from './list-text';

/** The card behind an offer row: its product id cell (the chain panels), else nothing to open. */
export const productIdOf = (row: TableRow): number | null =>
  typeof row.cells.product_id === 'number' ? row.cells.product_id : null;

/**
 * What the three offer screens share: their text, cells, and opening the offered card's details. The
 * offers list has no product id column, so its rows carry the card in `productIds` from the screen.
 */
export function useOfferView(cardIdOf: (row: TableRow) => number | null = productIdOf) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const [, navigate] = useLocation();
  const formatDate = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      if (Number.isNaN(Date.parse(iso))) return { day: iso, moment: iso };
      return { day: day.format(new Date(iso)), moment: moment.format(new Date(iso)) };
    };
  }, [i18n.language]);
  const cardPath = useCallback(
    (row: TableRow) => {
      const id = cardIdOf(row);
      return id === null ? null : `/product/${id}/details`;
    },
    [cardIdOf],
  );
  const renderCell = useCallback(
    (row: TableRow, columnId: string) => renderOfferCell(row, columnId, { text, formatDate, cardPath }),
    [text, formatDate, cardPath],
  );
  const openCard = useCallback(
    (row: TableRow) => {
      const path = cardPath(row);
      if (path !== null) navigate(path);
    },
    [cardPath, navigate],
  );
  return { t, text, renderCell, openCard };
}

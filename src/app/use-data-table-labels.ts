import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@kit/data-table/types';

/** Stands for a value in a sentence resolved ahead of time; no translation contains it. */
const SLOT = '\u0000';

/** The words of the kit table in the user's language: one object per language, so its identity is stable. */
export function useDataTableLabels(): DataTableLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    // Asked once per row of every page: the sentence is resolved once and the row's name put into it.
    const selectRow = t('dataTable.selectRow', { name: SLOT }).split(SLOT);
    const rowActions = t('dataTable.rowActions', { name: SLOT }).split(SLOT);
    return {
      filters: t('dataTable.filters'),
      any: t('dataTable.any'),
      clearFilters: t('dataTable.clearFilters'),
      chooseOptions: t('dataTable.chooseOptions'),
      optionsChosen: (count) => t('plurals.selected', { count }),
      selectAll: t('dataTable.selectAll'),
      selectRow: (name) => selectRow.join(name),
      rowActions: (name) => rowActions.join(name),
      selected: (count) => t('dataTable.selected', { count: numbers.format(count) }),
      clearSelection: t('dataTable.clearSelection'),
      massActions: t('dataTable.massActions'),
      actionsColumn: t('dataTable.actionsColumn'),
      columns: t('dataTable.columns'),
      resetColumns: t('dataTable.resetColumns'),
      results: (results, total) => t('dataTable.results', { results, total }),
      perPage: t('dataTable.perPage'),
      pagination: t('dataTable.pagination'),
      firstPage: t('dataTable.firstPage'),
      previousPage: t('dataTable.previousPage'),
      nextPage: t('dataTable.nextPage'),
      lastPage: t('dataTable.lastPage'),
      pageOf: (page, pages) => t('dataTable.pageOf', { page, pages }),
      empty: t('dataTable.empty'),
      emptyFiltered: t('dataTable.emptyFiltered'),
      loadFailed: t('dataTable.loadFailed'),
      retry: t('dataTable.retry'),
      loading: t('dataTable.loading'),
      keyboardHint: t('dataTable.keyboardHint'),
      formatNumber: (value) => numbers.format(value),
    };
  }, [t, language]);
}

import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { languageOf } from '@domain/constants';
import { formatFileSize } from '@domain/format';
import { actionHref, rowActions, type TableRow } from '@domain/table-state';
import type { dataTableMachine, PendingAction } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { textOf, type ColumnWidths, type Text } from './list-columns';
import { ListNotice } from './list-dialogs';
import { MachineListTable } from './machine-list-table';

export type ListActor = ActorRefFrom<typeof dataTableMachine>;

export { textOf, type ColumnWidths, type Text } from './list-columns';

export interface CellTools {
  text: Text;
  /** The day, and the day and time for a tooltip, in the user's language. */
  formatDate: (iso: string) => { day: string; moment: string };
  /** A size in bytes with the language's units and decimal comma. */
  formatSize: (bytes: number) => string;
}

export interface ListTableProps {
  actor: ListActor;
  label: string;
  widths: ColumnWidths;
  renderCell: (row: TableRow, columnId: string, tools: CellTools) => ReactNode;
  rowName: (row: TableRow) => string;
  skeletonFilters: number;
  /** The words of a finished action. */
  outcomeText: (actionId: string, count: number) => string;
  /**
   * An action that needs more than a yes (a company, a reason): the screen opens its dialog and later sends
   * ACTION.RUN with the payload. Answers true when it took the action over.
   */
  onNeedsInput?: (action: PendingAction, row: TableRow | null) => boolean;
  toolbarEnd?: ReactNode;
}

/**
 * A §2 list whose actions are the server's: links navigate, others run through the dataTable machine (or
 * a dialog of the screen first), and their outcome shows above the table (docs/decisions/0014).
 */
export function ListTable(props: ListTableProps) {
  const { actor, renderCell, onNeedsInput } = props;
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const [, navigate] = useLocation();
  const info = useSelector(actor, select.selectInfo);
  const outcome = useSelector(actor, select.selectOutcome);

  const formatDate = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      if (Number.isNaN(Date.parse(iso))) return { day: iso, moment: iso };
      const date = new Date(iso);
      return { day: day.format(date), moment: moment.format(date) };
    };
  }, [i18n.language]);
  const cell = useCallback(
    (row: TableRow, columnId: string) =>
      renderCell(row, columnId, {
        text,
        formatDate,
        formatSize: (bytes) => formatFileSize(bytes, languageOf(i18n.language)),
      }),
    [renderCell, text, formatDate, i18n.language],
  );
  const go = (href: string) => {
    // Links of these lists lead into the app (/react/…) or to a file the server answers (xlsx).
    if (href.startsWith('/react/')) navigate(href.slice('/react'.length));
    else window.location.assign(href);
  };
  const start = (action: PendingAction, row: TableRow | null) => {
    if (onNeedsInput?.(action, row)) return;
    actor.send({ type: 'ACTION.RUN', action });
  };
  const onRowAction = (row: TableRow, actionId: string) => {
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    const href = actionHref(action, row.id);
    if (href !== null) return go(href);
    start({ id: action.id, ids: [row.id], mass: false, confirm: action.confirm ?? null, payload: null }, row);
  };
  const onMassAction = (actionId: string, ids: readonly number[]) => {
    const action = info?.mass_actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    start({ id: action.id, ids, mass: true, confirm: action.confirm ?? null, payload: null }, null);
  };
  const firstLink = (row: TableRow) =>
    rowActions(info, row.id)
      .map((action) => actionHref(action, row.id))
      .find((href) => href !== null && href.startsWith('/react/')) ?? null;

  return (
    <MachineListTable
      actor={actor}
      label={props.label}
      widths={props.widths}
      renderCell={cell}
      rowName={props.rowName}
      notice={
        <ListNotice
          outcome={outcome}
          outcomeText={props.outcomeText}
          onDismiss={() => actor.send({ type: 'OUTCOME.DISMISS' })}
        />
      }
      toolbarEnd={props.toolbarEnd}
      skeletonFilters={props.skeletonFilters}
      onRowAction={onRowAction}
      onMassAction={onMassAction}
      onOpenRow={(row) => {
        const href = firstLink(row);
        if (href !== null) go(href);
      }}
    />
  );
}

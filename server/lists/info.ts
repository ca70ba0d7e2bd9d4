import {
  PER_PAGE_SIZES,
  type ListAction,
  type ListColumn,
  type ListFilter,
  type ListInfo,
} from '@contract/data-table';

/** A column of a list and who gets it (§6); `label` is a message key. */
export interface ColumnSpec<C> extends Omit<ListColumn, 'align'> {
  align?: ListColumn['align'];
  /** Without it every user of the list gets the column. */
  when?: (context: C) => boolean;
}

/** A single or mass action and who gets it (§6); `label` and `confirm` are message keys. */
export interface ActionSpec<C> {
  id: string;
  label: string;
  href?: string;
  confirm?: string;
  danger?: boolean;
  when?: (context: C) => boolean;
}

const allowed = <C>(spec: { when?: (context: C) => boolean }, context: C) => spec.when?.(context) ?? true;

export function columnsFor<C>(specs: readonly ColumnSpec<C>[], context: C): ListColumn[] {
  return specs
    .filter((spec) => allowed(spec, context))
    .map((spec) => ({
      id: spec.id,
      label: spec.label,
      sortable: spec.sortable,
      default: spec.default,
      align: spec.align ?? 'start',
    }));
}

export function actionsFor<C>(specs: readonly ActionSpec<C>[], context: C): ListAction[] {
  return specs
    .filter((spec) => allowed(spec, context))
    .map((spec) => ({
      id: spec.id,
      label: spec.label,
      ...(spec.href === undefined ? {} : { href: spec.href }),
      ...(spec.confirm === undefined ? {} : { confirm: spec.confirm }),
      danger: spec.danger ?? false,
    }));
}

/** §3 info for one user: what every list answers beside its rows. */
export function listInfo(parts: {
  columns: ListColumn[];
  singleActions: ListAction[];
  massActions: ListAction[];
  filters: ListFilter[];
  disabledRows?: number[];
  rowActionExclusions?: Record<string, string[]>;
}): ListInfo {
  return {
    available_columns: parts.columns,
    per_page_sizes: [...PER_PAGE_SIZES],
    single_actions: parts.singleActions,
    mass_actions: parts.massActions,
    disabled_rows: parts.disabledRows ?? [],
    filters: parts.filters,
    row_action_exclusions: parts.rowActionExclusions ?? {},
  };
}

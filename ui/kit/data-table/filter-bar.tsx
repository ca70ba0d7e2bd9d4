import * as Popover from '@radix-ui/react-popover';
import { useId } from 'react';
import { isEmptyFilter, type FilterValue, type TableFilters } from '@domain/table-state';
import { Button } from '../button';
import { cn } from '../cn';
import { ChevronIcon, SearchIcon } from './icons';
import type { DataTableFilter, DataTableLabels } from './types';

const control =
  'h-8 w-full rounded-md border border-slate-300 bg-white text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 disabled:opacity-60';

interface FilterProps {
  filter: DataTableFilter;
  value: FilterValue | undefined;
  labels: DataTableLabels;
  onChange: (value: FilterValue) => void;
}

const asList = (value: FilterValue | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

function Label({ htmlFor, children }: { htmlFor?: string; children: string }) {
  return htmlFor ? (
    <label htmlFor={htmlFor} className="text-xs font-medium text-slate-600">
      {children}
    </label>
  ) : (
    <span className="text-xs font-medium text-slate-600">{children}</span>
  );
}

function TextFilter({ filter, value, onChange }: FilterProps) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1 sm:w-64">
      <Label htmlFor={id}>{filter.label}</Label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-2 left-2.5 size-4 text-slate-400" />
        <input
          id={id}
          type="search"
          autoComplete="off"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          className={cn(control, 'pr-2 pl-8')}
        />
      </div>
    </div>
  );
}

function SelectFilter({ filter, value, labels, onChange }: FilterProps) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1 sm:w-44">
      <Label htmlFor={id}>{filter.label}</Label>
      <div className="relative">
        <select
          id={id}
          value={asList(value)[0] ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className={cn(control, 'appearance-none truncate pr-7 pl-2', !asList(value)[0] && 'text-slate-600')}
        >
          <option value="">{labels.any}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon
          direction="down"
          className="pointer-events-none absolute top-2.5 right-2 size-3.5 text-slate-500"
        />
      </div>
    </div>
  );
}

/** Several options: a popover of checkboxes; the button says what is chosen. */
function MultiFilter({ filter, value, labels, onChange }: FilterProps) {
  const id = useId();
  const chosen = asList(value);
  const summary =
    chosen.length === 0
      ? labels.any
      : chosen.length === 1
        ? (filter.options.find((option) => option.value === chosen[0])?.label ?? chosen[0])
        : labels.optionsChosen(chosen.length);
  const toggle = (option: string) =>
    onChange(chosen.includes(option) ? chosen.filter((one) => one !== option) : [...chosen, option]);
  return (
    <div className="flex w-full flex-col gap-1 sm:w-44">
      <Label>{filter.label}</Label>
      <Popover.Root>
        <Popover.Trigger
          aria-label={`${filter.label}: ${summary}`}
          className={cn(control, 'flex items-center justify-between gap-2 px-2 text-left')}
        >
          <span className={cn('truncate', chosen.length === 0 && 'text-slate-600')}>{summary}</span>
          <ChevronIcon direction="down" className="size-3.5 shrink-0 text-slate-500" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            className="z-50 max-h-72 w-64 overflow-auto rounded-md border border-slate-200 bg-white p-2 shadow-lg"
          >
            <fieldset>
              <legend className="mb-1 px-1 text-xs font-medium text-slate-600">{labels.chooseOptions}</legend>
              {filter.options.map((option) => {
                const optionId = `${id}-${option.value}`;
                return (
                  <div
                    key={option.value}
                    className="flex items-center gap-2 rounded px-1 py-1 hover:bg-slate-50"
                  >
                    <input
                      id={optionId}
                      type="checkbox"
                      checked={chosen.includes(option.value)}
                      onChange={() => toggle(option.value)}
                      className="size-4 rounded border-slate-300 accent-accent-700"
                    />
                    <label htmlFor={optionId} className="flex-1 text-sm text-slate-700">
                      {option.label}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

const CONTROLS = { text: TextFilter, select: SelectFilter, multi: MultiFilter } as const;

/** §6 list filters: one control per filter the list offers this user, and a way to clear them all. */
export function FilterBar({
  filters,
  values,
  labels,
  onFilter,
  onClear,
}: {
  filters: readonly DataTableFilter[];
  values: TableFilters;
  labels: DataTableLabels;
  onFilter: (filter: DataTableFilter, value: FilterValue) => void;
  onClear: () => void;
}) {
  if (filters.length === 0) return null;
  const anySet = filters.some((filter) => !isEmptyFilter(values[filter.name]));
  return (
    <div role="search" aria-label={labels.filters} className="flex flex-wrap items-end gap-3">
      {filters.map((filter) => {
        const Control = CONTROLS[filter.kind];
        return (
          <Control
            key={filter.name}
            filter={filter}
            value={values[filter.name]}
            labels={labels}
            onChange={(value) => onFilter(filter, value)}
          />
        );
      })}
      {/* Always there, hidden when nothing is set: the bar does not jump when the first filter is chosen. */}
      <Button
        variant="ghost"
        size="sm"
        onClick={onClear}
        className={cn(!anySet && 'invisible')}
        aria-hidden={!anySet || undefined}
        tabIndex={anySet ? undefined : -1}
      >
        {labels.clearFilters}
      </Button>
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { filterValues } from '@domain/value-select';
import type { NamedValue } from '@domain/product';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { inputClass } from './styles';

/** The modal's words (the kit does not translate). */
export interface ValueSelectLabels {
  /** The button beside the field that opens the modal. */
  open: string;
  search: string;
  /** "{{count}} chosen" already filled in by the caller's formatter. */
  chosen: (count: number) => string;
  noResults: string;
  none: string;
  apply: string;
  cancel: string;
}

export interface ValueSelectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The attribute's name, the dialog's title. */
  title: string;
  values: readonly NamedValue[];
  multiple: boolean;
  /** The value ids chosen when the modal opens. */
  initial: ReadonlySet<string>;
  labels: ValueSelectLabels;
  onApply: (chosen: ReadonlySet<string>) => void;
  /** Focus goes back here when the modal closes (the button that opened it). */
  returnFocusTo?: HTMLElement | null;
}

/**
 * §2 Modals: value select. The whole list of a select or multiselect, searched as the user types; radios for
 * one value, checkboxes for many (Tab, arrows and Space as in every form), Enter in the search box takes the only
 * match of a single choice. Nothing changes on the card until Apply.
 */
export function ValueSelectDialog(props: ValueSelectDialogProps) {
  const { open, onOpenChange, title, returnFocusTo } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      className="w-[min(94vw,34rem)]"
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.isConnected) return;
        event.preventDefault();
        returnFocusTo.focus();
      }}
    >
      {open && <ValueSelectBody {...props} />}
    </Dialog>
  );
}

function ValueSelectBody({
  values,
  multiple,
  initial,
  labels,
  onApply,
  onOpenChange,
  title,
}: ValueSelectDialogProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const shown = useMemo(() => filterValues(values, query), [values, query]);
  const toggle = (uuid: string) =>
    setChosen((current) => {
      if (!multiple) return new Set([uuid]);
      const next = new Set(current);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  const apply = (result: ReadonlySet<string>) => {
    onApply(result);
    onOpenChange(false);
  };
  return (
    <form
      className="flex flex-col gap-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const only = shown.length === 1 ? shown[0] : undefined;
        if (!multiple && only !== undefined && document.activeElement?.id === `${id}-search`)
          apply(new Set([only.uuid]));
        else apply(chosen);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="font-medium text-slate-800">
          {labels.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={inputClass(false, 'h-9')}
        />
      </div>
      <fieldset className="min-w-0">
        <legend className="sr-only">{title}</legend>
        <ul
          className="flex max-h-72 flex-col gap-0.5 overflow-y-auto rounded-md border border-slate-200 p-1"
          aria-live="polite"
        >
          {!multiple && (
            <Option
              id={`${id}-none`}
              name={`${id}-value`}
              type="radio"
              label={labels.none}
              checked={chosen.size === 0}
              onChange={() => setChosen(new Set())}
            />
          )}
          {shown.map((value) => (
            <Option
              key={value.uuid}
              id={`${id}-${value.uuid}`}
              name={`${id}-value`}
              type={multiple ? 'checkbox' : 'radio'}
              label={value.name}
              checked={chosen.has(value.uuid)}
              onChange={() => toggle(value.uuid)}
            />
          ))}
          {shown.length === 0 && <li className="px-2 py-1.5 text-slate-500">{labels.noResults}</li>}
        </ul>
      </fieldset>
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-slate-600 tabular-nums" role="status">
          {labels.chosen(chosen.size)}
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {labels.cancel}
          </Button>
          <Button type="submit">{labels.apply}</Button>
        </div>
      </div>
    </form>
  );
}

function Option({
  id,
  name,
  type,
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  type: 'checkbox' | 'radio';
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-slate-800 hover:bg-slate-50 has-[:checked]:bg-accent-50 has-[:checked]:text-accent-900"
      >
        <input
          id={id}
          name={name}
          type={type}
          checked={checked}
          onChange={onChange}
          className="size-4 accent-accent-700"
        />
        {label}
      </label>
    </li>
  );
}

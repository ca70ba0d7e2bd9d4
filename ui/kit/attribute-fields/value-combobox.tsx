import * as Popover from '@radix-ui/react-popover';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { NamedValue } from '@domain/product';
import { cn } from '../cn';
import type { FieldLabels } from './labels';
import { inputClass } from './styles';

/** Wait after the last key before asking the server for values (§3 available_values_by_api). */
export const SEARCH_DEBOUNCE_MS = 250;
/** A long list is cut: the user narrows it by typing. */
const MAX_OPTIONS = 100;

type Item = { kind: 'value'; value: NamedValue } | { kind: 'custom'; text: string };

export interface ValueComboboxProps {
  id: string;
  /** The field label names a single select; an "add" input of a multi-value field has its own name. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  readOnly: boolean;
  required: boolean;
  labels: FieldLabels;
  /** What the input shows while the user is not searching (the chosen value's name). */
  display: string;
  placeholder: string;
  values: readonly NamedValue[];
  /** Values searched on the server instead of filtering `values`. */
  search?: ((query: string) => Promise<NamedValue[]>) | undefined;
  /** Already chosen values, left out of the list. */
  exclude?: ReadonlySet<string> | undefined;
  allowCustom: boolean;
  onPick: (value: NamedValue) => void;
  onCustom: (text: string) => void;
}

function itemsFor(
  query: string,
  source: readonly NamedValue[],
  filter: boolean,
  exclude: ReadonlySet<string> | undefined,
  allowCustom: boolean,
): Item[] {
  const q = query.trim().toLowerCase();
  const items: Item[] = [];
  for (const value of source) {
    if (items.length >= MAX_OPTIONS) break;
    if (exclude?.has(value.uuid) || (filter && !value.name.toLowerCase().includes(q))) continue;
    items.push({ kind: 'value', value });
  }
  const listed = source.some((value) => value.name.toLowerCase() === q);
  if (allowCustom && q !== '' && !listed) items.push({ kind: 'custom', text: query.trim() });
  return items;
}

/**
 * §3 A value picked from a list or typed in: an input (role combobox) with a Radix Popover listbox opened
 * on typing, ArrowDown or a click; arrows move, Enter picks, Escape closes. Nothing is portalled or
 * fetched until it opens.
 */
export function ValueCombobox(props: ValueComboboxProps) {
  const { id, labels, display, values, search, exclude, allowCustom, onPick, onCustom } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [found, setFound] = useState<{ values: NamedValue[]; loading: boolean }>({
    values: [],
    loading: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const items = open
    ? itemsFor(query ?? '', search ? found.values : values, !search, exclude, allowCustom)
    : [];
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function load(text: string, delay: number) {
    if (!search) return;
    clearTimeout(timer.current);
    setFound((previous) => ({ ...previous, loading: true }));
    timer.current = setTimeout(() => {
      const mine = ++request.current;
      const settle = (result: NamedValue[]) => {
        if (mine === request.current) setFound({ values: result, loading: false });
      };
      search(text).then(settle, () => settle([]));
    }, delay);
  }

  function show() {
    if (props.readOnly || open) return;
    setOpen(true);
    setActive(0);
    load(query ?? '', 0);
  }

  function close() {
    clearTimeout(timer.current);
    setOpen(false);
    setQuery(null);
    setActive(0);
  }

  function choose(item: Item) {
    if (item.kind === 'value') onPick(item.value);
    else onCustom(item.text);
    close();
  }

  function type(text: string) {
    setQuery(text);
    setActive(0);
    setOpen(true);
    load(text, SEARCH_DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (props.readOnly) return;
    const last = items.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) show();
      else setActive((index) => (index >= last ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive((index) => (index <= 0 ? Math.max(last, 0) : index - 1));
    } else if (event.key === 'Home' && open) {
      setActive(0);
    } else if (event.key === 'End' && open) {
      setActive(Math.max(last, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const activeItem = open ? items[active] : undefined;
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show() : close())}>
      <Popover.Anchor asChild>
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeItem ? optionId(active) : undefined}
          aria-labelledby={props.labelledBy}
          aria-label={props.label}
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          readOnly={props.readOnly}
          placeholder={props.placeholder}
          value={query ?? display}
          onChange={(event) => type(event.target.value)}
          onClick={show}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={inputClass(props.invalid, 'w-full')}
        />
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          role="presentation"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target === input.current) event.preventDefault();
          }}
          // Keeps the focus in the input while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="z-50 max-h-64 w-[var(--radix-popover-trigger-width)] min-w-48 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <ul role="listbox" id={listId} aria-labelledby={props.labelledBy} aria-label={props.label}>
            {items.map((item, index) => (
              <li
                key={item.kind === 'value' ? item.value.uuid : `custom:${item.text}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(item)}
                className={cn(
                  'cursor-default rounded px-2 py-1.5 text-sm text-slate-700',
                  index === active && 'bg-accent-50 text-accent-900',
                )}
              >
                {item.kind === 'value' ? item.value.name : `${labels.customValue}: ${item.text}`}
              </li>
            ))}
          </ul>
          {items.length === 0 && (
            <p role="status" className="px-2 py-1.5 text-sm text-slate-500">
              {found.loading ? labels.loading : labels.noResults}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

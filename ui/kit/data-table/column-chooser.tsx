import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckIcon, ColumnsIcon } from './icons';
import type { DataTableColumn, DataTableLabels } from './types';

/**
 * §4 Tables: the column choice. A menu of checkbox items that stays open while columns are toggled; the
 * last shown column cannot be hidden. The choice goes to the list machine, which saves the cookie.
 */
export function ColumnChooser({
  columns,
  visibleColumnIds,
  labels,
  onColumns,
}: {
  columns: readonly DataTableColumn[];
  visibleColumnIds: readonly string[];
  labels: DataTableLabels;
  onColumns: (columns: readonly string[] | null) => void;
}) {
  const shown = new Set(visibleColumnIds);
  const toggle = (id: string, checked: boolean) =>
    onColumns(
      columns.map((column) => column.id).filter((other) => (other === id ? checked : shown.has(other))),
    );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=open]:bg-slate-100">
        <ColumnsIcon className="size-4 text-slate-500" />
        {labels.columns}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-[min(30rem,var(--radix-dropdown-menu-content-available-height))] min-w-52 overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {columns.map((column) => {
            const checked = shown.has(column.id);
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={checked}
                disabled={checked && shown.size === 1}
                onCheckedChange={(next) => toggle(column.id, next)}
                // Keep the menu open: several columns are usually toggled in one go.
                onSelect={(event) => event.preventDefault()}
                className="group flex cursor-default items-center gap-2 rounded px-2 py-1 text-sm text-slate-700 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent-50 data-[highlighted]:text-accent-900"
              >
                <span className="flex size-4 items-center justify-center rounded border border-slate-300 bg-white group-data-[state=checked]:border-accent-700 group-data-[state=checked]:bg-accent-700">
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon className="size-3 text-white" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {column.header}
              </DropdownMenu.CheckboxItem>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={() => onColumns(null)}
            className="flex cursor-default items-center rounded px-2 py-1.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-accent-50 data-[highlighted]:text-accent-900"
          >
            {labels.resetColumns}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface MenuLink {
  key: string;
  label: string;
  href: string;
  /** A file to save (the xlsx exports) rather than a page to open in a new tab (the print pages). */
  download?: boolean;
}

/**
 * A Radix dropdown of plain links (arrow keys, typeahead, Escape, focus return): print pages open in a
 * new tab and exports download, both straight from the server, outside the SPA's router.
 */
export function LinkMenu({
  trigger,
  links,
  newTabHint,
}: {
  trigger: ReactNode;
  links: readonly MenuLink[];
  newTabHint: string;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
        {trigger}
        <span aria-hidden="true" className="text-xs text-slate-500">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.key} asChild>
              <a
                href={link.href}
                {...(link.download ? { download: '' } : { target: '_blank', rel: 'noopener' })}
                className="flex items-center rounded px-2 py-1.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-accent-50 data-[highlighted]:text-accent-900"
              >
                {link.label}
                {!link.download && <span className="sr-only"> {newTabHint}</span>}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

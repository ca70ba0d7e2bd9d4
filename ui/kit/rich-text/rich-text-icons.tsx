import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Two chain links. */
export const LinkIcon = () => (
  <Icon>
    <path d="M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 014.5 9l1-1" />
  </Icon>
);

/** A grid of three by three. */
export const TableIcon = () => (
  <Icon>
    <rect x="2" y="2.5" width="12" height="11" rx="1" />
    <path d="M2 6.5h12M2 10h12M6 2.5v11M10 2.5v11" />
  </Icon>
);

/** A framed landscape. */
export const ImageIcon = () => (
  <Icon>
    <rect x="2" y="2.5" width="12" height="11" rx="1" />
    <circle cx="6" cy="6" r="1.2" />
    <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
  </Icon>
);

import type { SVGProps } from 'react';

/** Small stroke icons of the table; decorative, the controls carry their own names. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;

export const CheckIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3.5 8.5l3 3 6-7" />
  </Icon>
);
export const DashIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 8h8" />
  </Icon>
);
export const SortIcon = ({ sorted, ...p }: P & { sorted: 'asc' | 'desc' | false }) => (
  <Icon {...p}>
    <path d="M5 6.5l3-3 3 3" opacity={sorted === 'desc' ? 0.3 : 1} />
    <path d="M5 9.5l3 3 3-3" opacity={sorted === 'asc' ? 0.3 : 1} />
  </Icon>
);
export const MoreIcon = (p: P) => (
  <Icon {...p} fill="currentColor" stroke="none">
    <circle cx="3.5" cy="8" r="1.3" />
    <circle cx="8" cy="8" r="1.3" />
    <circle cx="12.5" cy="8" r="1.3" />
  </Icon>
);
export const ChevronIcon = ({ direction, ...p }: P & { direction: 'left' | 'right' | 'down' }) => (
  <Icon {...p}>
    <path
      d={
        direction === 'left'
          ? 'M10 3.5L5.5 8l4.5 4.5'
          : direction === 'right'
            ? 'M6 3.5L10.5 8 6 12.5'
            : 'M3.5 6l4.5 4.5L12.5 6'
      }
    />
  </Icon>
);
export const EdgeIcon = ({ direction, ...p }: P & { direction: 'first' | 'last' }) => (
  <Icon {...p}>
    <path d={direction === 'first' ? 'M4 3.5v9M11.5 3.5L7 8l4.5 4.5' : 'M12 3.5v9M4.5 3.5L9 8l-4.5 4.5'} />
  </Icon>
);
export const ColumnsIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="3" width="11" height="10" rx="1.5" />
    <path d="M6.2 3v10M9.8 3v10" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="7" cy="7" r="4.2" />
    <path d="M10.2 10.2L13 13" />
  </Icon>
);

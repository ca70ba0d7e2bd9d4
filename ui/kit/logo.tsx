import { cn } from './cn';

/** The product mark: a teal tile with a card glyph, and the name beside it. */
export function Logo({ label, className }: { label: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <svg viewBox="0 0 32 32" className="size-7" role="img" aria-label={label}>
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M9 9h9a5 5 0 0 1 0 10h-5v4H9z" fill="#fff" />
        <path d="M13 13h5a1 1 0 0 1 0 2h-5z" fill="#0f766e" />
      </svg>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}

/** The national product-data pool mark shown beside ours on the Romanian instance (§2 Templates). */
export function PoolLogo({ label, className }: { label: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-700', className)}>
      <svg viewBox="0 0 32 32" className="size-7" role="img" aria-label={label}>
        <circle cx="16" cy="16" r="15" fill="#1e3a8a" />
        <circle cx="16" cy="16" r="9" fill="#facc15" />
        <circle cx="16" cy="16" r="4" fill="#dc2626" />
      </svg>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}

import { Link } from 'wouter';

/**
 * The name cell of a list of cards: a link to the card when the user may open it, plain text otherwise.
 * Out of the tab order: the row is the keyboard stop and Enter opens the same card (docs/decisions/0014).
 */
export function CardNameCell({ name, path }: { name: string; path: string | null }) {
  if (path === null) return <span title={name}>{name}</span>;
  return (
    <Link
      href={path}
      tabIndex={-1}
      title={name}
      className="font-medium text-slate-900 hover:text-accent-800 hover:underline"
    >
      {name}
    </Link>
  );
}

import type { AuditEntryView as AuditEntry } from '@domain/audit';

/** Longest value the report shows in full; a longer one (a whole logistics document) is cut. */
const MAX_SHOWN = 160;
/** How the trail stores a secret's value (migration 0033): changed, but not shown. */
const HIDDEN = '***';

/** A stored value as the report shows it: text as is, other values as JSON; null for none. */
export function shownValue(
  value: unknown,
): { kind: 'empty' } | { kind: 'hidden' } | { kind: 'text'; text: string } {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (value === HIDDEN) return { kind: 'hidden' };
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { kind: 'text', text: text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text };
}

/** The moment of a change in the reader's language. */
export function shownTime(entry: AuditEntry, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(entry.at),
  );
}

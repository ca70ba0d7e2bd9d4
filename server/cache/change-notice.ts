/**
 * A notice of the channel `pim_changes` (migration 0051, docs/decisions/0068): what changed, by kind, with
 * the keys of the changed rows or every row of the kind (`*`). `ping` notices are a feed's own.
 */
export type ChangeNotice =
  { kind: 'cards' | 'sessions'; keys: string[] | '*' } | { kind: 'all' } | { kind: 'ping'; nonce: string };

export const CHANGE_CHANNEL = 'pim_changes';

/** A notice as the database sends it; null for anything else (a notice of a newer build is ignored). */
export function parseChangeNotice(payload: string): ChangeNotice | null {
  const space = payload.indexOf(' ');
  const kind = space === -1 ? payload : payload.slice(0, space);
  const rest = space === -1 ? '' : payload.slice(space + 1);
  if (kind === 'all') return { kind };
  if (kind === 'ping') return { kind, nonce: rest };
  if (kind !== 'cards' && kind !== 'sessions') return null;
  return { kind, keys: rest === '*' ? '*' : rest.split(',').filter((key) => key !== '') };
}

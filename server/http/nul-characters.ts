/**
 * PostgreSQL stores no U+0000 in text or jsonb (the write fails), so a request body carrying one is bad
 * input, refused like any other (§3 faults, ARCHITECTURE "Errors and bad input"), not a failed write.
 */
const NUL = '\u0000';

/**
 * The field path (`a.b.0`, `_` for the body itself) of the first string or object key in a parsed JSON
 * body that holds U+0000, or null when there is none.
 */
export function nulCharacterField(value: unknown, path: readonly string[] = []): string | null {
  const here = () => (path.length === 0 ? '_' : path.join('.'));
  if (typeof value === 'string') return value.includes(NUL) ? here() : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterField(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes(NUL) ? [...path, key].join('.') : nulCharacterField(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

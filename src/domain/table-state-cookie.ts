/**
 * §4 Tables: the column choice is saved in a cookie named by the table namespace plus `columns`
 * (`products` → `products_columns`). The value is the chosen column ids, comma separated, in the list's
 * order; no cookie means the list's default columns.
 */

/** A year: the choice is a lasting preference, not a session's. */
export const COLUMNS_COOKIE_DAYS = 365;
const ID = /^[a-z][a-z0-9_]{0,39}$/;
const NAMESPACE = /^[a-z][a-z0-9_]{0,39}$/;

export function columnsCookieName(namespace: string): string {
  if (!NAMESPACE.test(namespace)) throw new Error(`bad table namespace: ${namespace}`);
  return `${namespace}_columns`;
}

/**
 * The `document.cookie` assignment that saves a choice, or forgets it (null: back to the defaults).
 * Path `/` so the same list reached from any page keeps it; Lax because it is only read by our own pages.
 */
export function columnsCookie(namespace: string, columns: readonly string[] | null, now: Date): string {
  const name = columnsCookieName(namespace);
  if (columns === null) return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  const expires = new Date(now.getTime() + COLUMNS_COOKIE_DAYS * 86_400_000).toUTCString();
  const value = encodeURIComponent(columns.filter((id) => ID.test(id)).join(','));
  return `${name}=${value}; Path=/; Expires=${expires}; SameSite=Lax`;
}

/** The saved choice from a `Cookie` header or `document.cookie`; null when there is none or it is unreadable. */
export function readColumnsCookie(cookies: string, namespace: string): string[] | null {
  const name = columnsCookieName(namespace);
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const ids = value.split(',').filter((id) => ID.test(id));
    return ids.length > 0 ? [...new Set(ids)] : null;
  }
  return null;
}

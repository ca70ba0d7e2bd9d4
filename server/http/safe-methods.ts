/** Methods that read (OPTIONS is the spec's schema read, §7): no CSRF token, no write mark, no switch log. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE.has(method);
}

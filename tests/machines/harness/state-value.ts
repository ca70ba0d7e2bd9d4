import type { StateValue } from 'xstate';

function leafPaths(value: StateValue, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  const entries = Object.entries(value);
  // An empty object is a compound state whose child is not chosen yet (a final parallel region).
  if (!entries.length) return [prefix.slice(0, -1)];
  return entries.flatMap(([key, child]) =>
    child === undefined ? [`${prefix}${key}`] : leafPaths(child, `${prefix}${key}.`),
  );
}

/** `{ authorized: 'active' }` → `authorized.active`; active leaves of parallel regions are joined with `, `. */
export function stateToString(value: StateValue): string {
  return leafPaths(value, '').join(', ');
}

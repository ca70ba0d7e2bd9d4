import { expect } from 'vitest';

const polish = new Intl.Collator('pl', { sensitivity: 'base' });

/**
 * Names of a list sorted by name come in the Polish alphabet with case ignored (docs/decisions/0025):
 * each name is at or after the one before it. Equal names keep the order of their ids.
 */
export function expectNameOrder(names: readonly string[]): void {
  for (const [index, name] of names.slice(1).entries())
    expect(polish.compare(names[index]!, name), `"${names[index]}" before "${name}"`).toBeLessThanOrEqual(0);
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';

/**
 * §2 Statecharts for product owners: every state and every transition of every machine carries a label
 * and a description in Polish, German and Romanian (German and Romanian translated, not copied), and every
 * state names the spec section it implements.
 */
type Texts = Partial<Record<'pl' | 'de' | 'ro', string>>;
interface Descriptions {
  machine?: Texts;
  states?: Record<string, { label?: Texts; description?: Texts; spec?: string }>;
  transitions?: Record<string, { label?: Texts; description?: Texts }>;
}

function gaps(where: string, texts: Texts | undefined): string[] {
  if (!texts) return [`${where}: missing`];
  return (['pl', 'de', 'ro'] as const).flatMap((language) => {
    const text = texts[language]?.trim();
    if (!text) return [`${where}.${language}: empty`];
    return language !== 'pl' && text === texts.pl?.trim() && text.length > 12
      ? [`${where}.${language}: same as pl`]
      : [];
  });
}

describe('business descriptions of the statecharts', () => {
  for (const entry of machineCatalog) {
    it(`${entry.id}: every state and transition is described in pl, de and ro`, () => {
      const file = join(process.cwd(), 'machines', 'descriptions', `${entry.id}.json`);
      expect(existsSync(file), `${file} exists`).toBe(true);
      const descriptions = JSON.parse(readFileSync(file, 'utf8')) as Descriptions;
      const chart = readChart(entry.machine);
      const transitionIds = [...new Set(chart.edges.map((edge) => edge.transitionId))];
      const problems = [
        ...gaps('machine', descriptions.machine),
        ...chart.states.flatMap((state) => {
          const described = descriptions.states?.[state.id];
          return [
            ...gaps(`${state.id}.label`, described?.label),
            ...gaps(`${state.id}.description`, described?.description),
            ...(described?.spec?.trim() ? [] : [`${state.id}.spec: empty`]),
          ];
        }),
        ...transitionIds.flatMap((id) => {
          const described = descriptions.transitions?.[id];
          return [
            ...gaps(`${id}.label`, described?.label),
            ...gaps(`${id}.description`, described?.description),
          ];
        }),
        ...Object.keys(descriptions.states ?? {})
          .filter((id) => !chart.states.some((state) => state.id === id))
          .map((id) => `${id}: describes no state of the machine`),
        ...Object.keys(descriptions.transitions ?? {})
          .filter((id) => !transitionIds.includes(id))
          .map((id) => `${id}: describes no transition of the machine`),
      ];
      expect(problems).toEqual([]);
    });
  }
});

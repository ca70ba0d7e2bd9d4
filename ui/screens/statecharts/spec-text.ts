import type { SpecSection } from '@machines/spec-sections';

/** The spec's sections, extracted by `npm run statecharts` into docs/statecharts (its own chunk). */
const files = import.meta.glob<unknown>('/docs/statecharts/spec-sections.json', { import: 'default' });

const isSection = (value: unknown): value is SpecSection =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SpecSection).ref === 'string' &&
  typeof (value as SpecSection).text === 'string';

export async function loadSpecSections(): Promise<SpecSection[]> {
  const load = files['/docs/statecharts/spec-sections.json'];
  if (load === undefined) return [];
  const sections = await load();
  return Array.isArray(sections) ? sections.filter(isSection) : [];
}

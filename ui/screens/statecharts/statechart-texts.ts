import type { i18n as I18n } from 'i18next';
import { statechartDescriptionsSchema, type StatechartDescriptions } from '@contract/statecharts';
import { LANGUAGES } from '@domain/constants';

/** The i18next namespace of the machines' business words (machines/descriptions/<id>.json). */
export const STATECHART_TEXTS = 'statechartTexts';

/** The descriptions files, each in its own chunk; a machine without a file yet simply has none. */
const files = import.meta.glob<unknown>('/machines/descriptions/*.json', { import: 'default' });

/** Every descriptions file there is, by machine id; a file that does not parse is left out, not fatal. */
export async function loadDescriptionFiles(): Promise<Record<string, StatechartDescriptions>> {
  const entries = await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const id = /\/([^/]+)\.json$/.exec(path)?.[1] ?? path;
      const parsed = statechartDescriptionsSchema.safeParse(await load());
      return parsed.success ? ([[id, parsed.data]] as const) : [];
    }),
  );
  return Object.fromEntries(entries.flat());
}

/**
 * Keys are flat, because state ids have dots: `machine:<id>`, `state:<state id>:label|description|spec`,
 * `transition:<transition id>:label|description`.
 */
export function addStatechartTexts(i18n: I18n, descriptions: Record<string, StatechartDescriptions>) {
  for (const language of LANGUAGES) {
    const texts: Record<string, string> = {};
    const put = (key: string, value: string | undefined) => {
      if (value?.trim()) texts[key] = value.trim();
    };
    for (const [machineId, file] of Object.entries(descriptions)) {
      put(`machine:${machineId}`, file.machine?.[language]);
      for (const [stateId, state] of Object.entries(file.states ?? {})) {
        put(`state:${stateId}:label`, state.label?.[language]);
        put(`state:${stateId}:description`, state.description?.[language]);
        put(`state:${stateId}:spec`, state.spec);
      }
      for (const [transitionId, transition] of Object.entries(file.transitions ?? {})) {
        put(`transition:${transitionId}:label`, transition.label?.[language]);
        put(`transition:${transitionId}:description`, transition.description?.[language]);
      }
    }
    i18n.addResourceBundle(language, STATECHART_TEXTS, texts, true, true);
  }
}

/** A business word in the current language, else in Polish, else undefined (the caller derives one). */
export function statechartText(i18n: I18n, key: string): string | undefined {
  for (const language of [i18n.language, 'pl']) {
    const value: unknown = i18n.getResource(language, STATECHART_TEXTS, key, { keySeparator: false });
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

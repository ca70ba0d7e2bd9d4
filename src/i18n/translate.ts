import type { Language } from '@domain/constants';
import pl from './locales/pl.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import ro from './locales/ro.json' with { type: 'json' };

export type Catalog = typeof pl;
/**
 * Plural keys differ per language, so de and ro are not typed from pl; the catalogue test keeps their
 * keys in step with pl instead.
 */
export const catalogs: Record<Language, Catalog> = {
  pl,
  de: de as unknown as Catalog,
  ro: ro as unknown as Catalog,
};

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A counted message's key as i18next picks it: the language's plural form of `count` (pl one/few/many,
 * ro one/few/other, de one/other) when the catalogue has forms, else the key itself.
 */
function pluralKey(language: Language, key: string, values: Record<string, string | number>): string {
  const count = values['count'];
  if (typeof count !== 'number' || lookup(catalogs[language], key) !== undefined) return key;
  // Intl picks the same forms as i18next does in the browser.
  const form = `${key}_${new Intl.PluralRules(language).select(count)}`;
  return lookup(catalogs[language], form) === undefined ? `${key}_other` : form;
}

/**
 * Server-side lookup in the same catalogues the browser loads, with the i18next `{{name}}` interpolation;
 * falls back to Polish, then to the key itself so a missing text never hides a message.
 */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text =
    lookup(catalogs[language], pluralKey(language, key, values)) ??
    lookup(catalogs.pl, pluralKey('pl', key, values)) ??
    key;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}

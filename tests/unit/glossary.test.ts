import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/constants';
import { catalogs } from '@i18n/translate';
import glossary from '@i18n/glossary.json' with { type: 'json' };

const LANGUAGES: readonly Language[] = ['pl', 'de', 'ro'];

type Words = Record<Language, string>;
interface Term {
  id: string;
  spec: string;
  words: Words;
  keys: string[];
  plural?: Words;
  pluralKeys?: string[];
  avoid?: Partial<Record<Language, string[]>>;
}
const terms: readonly Term[] = glossary.terms;

function valueOf(language: Language, key: string): string | undefined {
  let node: unknown = catalogs[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function values(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => values(value, prefix ? `${prefix}.${key}` : key));
}

/** A label starts a sentence or sits inside one ("Brak: nazwa handlowa"): the case of its letters does not count. */
const same = (language: Language, a: string, b: string) =>
  a.toLocaleLowerCase(language) === b.toLocaleLowerCase(language);

/** Each key of a term against its word: a list of "key: shown word" for those that say something else. */
function disagreements(language: Language, word: string, keys: readonly string[]): string[] {
  return keys.flatMap((key) => {
    const shown = valueOf(language, key);
    return shown !== undefined && same(language, shown, word) ? [] : [`${key}: ${shown ?? '(missing)'}`];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one word for one thing (docs/glossary.md)', () => {
  it.each(terms.map((term) => [term.id, term] as const))('%s reads the same under every key', (_id, term) => {
    for (const language of LANGUAGES) {
      expect(disagreements(language, term.words[language], term.keys), `${term.id} in ${language}`).toEqual(
        [],
      );
      if (term.plural)
        expect(
          disagreements(language, term.plural[language], term.pluralKeys ?? []),
          `${term.id} (plural) in ${language}`,
        ).toEqual([]);
    }
  });

  it('no text of the product uses a word the glossary replaced', () => {
    const found: string[] = [];
    for (const term of terms)
      for (const language of LANGUAGES)
        for (const avoided of term.avoid?.[language] ?? []) {
          // Whole words only: "Kette" is avoided, "Handelskette" is the word.
          const pattern = new RegExp(`(?<![\\p{L}])${escape(avoided)}(?![\\p{L}])`, 'iu');
          for (const [key, text] of values(catalogs[language]))
            if (pattern.test(text)) found.push(`${language} ${key}: "${text}" (${term.id}: ${avoided})`);
        }
    expect(found).toEqual([]);
  });

  it('the glossary document lists every term with its words', () => {
    const document = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
    for (const term of terms) {
      // Prettier pads the table's cells: the row is the one whose first cell is the term.
      const row = document.split('\n').find((line) => line.split('|')[1]?.trim() === term.id);
      expect(row, term.id).toBeDefined();
      for (const language of LANGUAGES) expect(row, `${term.id} ${language}`).toContain(term.words[language]);
    }
  });

  it('a term whose keys disagree is caught', () => {
    expect(
      disagreements('pl', 'Nazwa handlowa', ['productIdentify.nameToShow', 'productIdentify.name']),
    ).toEqual(['productIdentify.name: Nazwa prawna produktu']);
  });
});

import type { Language } from '@domain/constants';
import type { LocalizedName } from '../db/schema';

/** A stored name in the request language, Polish when that language has none (§1: pl is the fallback). */
export function nameIn(name: LocalizedName, language: Language): string {
  const text = name[language];
  return text !== undefined && text !== '' ? text : name.pl;
}

/** Like nameIn, for optional names (group names, descriptions). */
export function optionalNameIn(name: LocalizedName | null | undefined, language: Language): string | null {
  return name ? nameIn(name, language) : null;
}

import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import { cacheOwner } from '../db/cache-owner';
import type { Db } from '../db/client';
import { brands, categories, companies, producers } from '../db/schema';

/** How long a looked-up name is used before it is read again: a renamed brand shows within seconds. */
const NAME_TTL_MS = 10_000;
/** Names kept per database; a catalogue's categories, brands, producers and suppliers fit many times. */
const MAX_NAMES = 20_000;

export type NameKind = 'category' | 'brand' | 'producer' | 'supplier';
export interface NameRefs {
  category: (number | null)[];
  brand: (number | null)[];
  producer: (number | null)[];
  supplier: (number | null)[];
}

type Names = Map<string, { name: string; at: number }>;
const caches = new WeakMap<object, Names>();
const keyOf = (kind: NameKind, language: Language, id: number) => `${kind}:${language}:${id}`;

/** The names that are not cached (or too old), read in one query of four simple parts. */
async function readNames(db: Db, wanted: Record<NameKind, number[]>, language: Language) {
  const kind = (name: NameKind) => sql<NameKind>`${name}`.as('kind');
  return db
    .select({
      kind: kind('category'),
      id: categories.id,
      name: sql<string>`coalesce(nullif(${categories.name} ->> ${language}, ''), ${categories.name} ->> 'pl')`,
    })
    .from(categories)
    .where(inArray(categories.id, wanted.category))
    .unionAll(
      db
        .select({ kind: kind('brand'), id: brands.id, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, wanted.brand)),
    )
    .unionAll(
      db
        .select({ kind: kind('producer'), id: producers.id, name: producers.name })
        .from(producers)
        .where(inArray(producers.id, wanted.producer)),
    )
    .unionAll(
      db
        .select({ kind: kind('supplier'), id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, wanted.supplier)),
    );
}

/**
 * The names a page of the list refers to, in the user's language. Joined into the page query, the
 * planner spent most of the page's time on join orders (PGlite: 7 ms of 8); read apart they are a small
 * query, and kept for NAME_TTL_MS they are usually no query at all.
 */
export async function listNames(db: Db, refs: NameRefs, language: Language) {
  let cache = caches.get(cacheOwner(db));
  if (cache === undefined) {
    cache = new Map();
    caches.set(cacheOwner(db), cache);
  }
  const now = Date.now();
  const kinds = Object.keys(refs) as NameKind[];
  const wanted = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<
    NameKind,
    number[]
  >;
  let missing = false;
  for (const kind of kinds) {
    for (const id of new Set(refs[kind])) {
      if (id === null) continue;
      const hit = cache.get(keyOf(kind, language, id));
      if (hit !== undefined && now - hit.at < NAME_TTL_MS) continue;
      wanted[kind].push(id);
      missing = true;
    }
  }
  if (missing) {
    if (cache.size > MAX_NAMES) cache.clear();
    for (const row of await readNames(db, wanted, language))
      cache.set(keyOf(row.kind, language, row.id), { name: row.name, at: now });
  }
  const names = cache;
  return (kind: NameKind, id: number | null) =>
    id === null ? null : (names.get(keyOf(kind, language, id))?.name ?? null);
}

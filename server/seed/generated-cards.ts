import { sql, type SQL } from 'drizzle-orm';
import { PACKAGE_TYPE } from '@domain/constants';
import { rowsOf, type Db } from '../db/client';
import { withoutTrail } from './without-trail';

/**
 * Cards generated inside the database (docs/decisions/0064): each one copies a card of the demo generator
 * (server/seed/products.ts) — its category, name, brand, attributes, logistics, availability, photos,
 * status, completeness and QC result, which the demo generator made true to each other — and gets its own
 * GTIN, package UUIDs and dates. One INSERT … SELECT per batch: no card crosses the wire.
 */
export const GENERATED_BATCH = 50_000;

interface Progress {
  progress?: (line: string) => void;
}

/** The consumer GTIN of the card at `index` of the demo layout: 590, company id, index, GS1 check digit. */
const GTIN_BODY = sql`'590' || lpad(p.company_id::text, 3, '0')
  || CASE WHEN length(c.i::text) >= 6 THEN c.i::text ELSE lpad(c.i::text, 6, '0') END`;

/**
 * The demo cards the copies are made from, numbered from 0 in the order they were generated, each with its
 * logistics as text in which its GTIN and its three package/EAN UUIDs are placeholders.
 */
async function preparePatterns(db: Db, firstId: number): Promise<number> {
  await db.execute(sql`drop table if exists pg_temp.seed_patterns`);
  await db.execute(sql`
    create temp table seed_patterns on commit drop as
    select (row_number() over (order by p.id) - 1)::int as k, p.*,
      replace(replace(replace(replace(p.logistic::text,
        p.gtin, '{{gtin}}'),
        p.logistic #>> '{structures,0,packages,0,uuid}', '{{consumer}}'),
        p.logistic #>> '{structures,0,packages,0,eans,0,uuid}', '{{ean}}'),
        p.logistic #>> '{structures,0,packages,1,uuid}', '{{case}}') as logistic_text
    from products p where p.id >= ${firstId}`);
  await db.execute(sql`create unique index on pg_temp.seed_patterns (k)`);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from seed_patterns`));
  return row?.n ?? 0;
}

/**
 * Whether the seed may switch row triggers off for the copies (`session_replication_role`, superusers
 * only): their foreign keys hold, since every reference is a demo card's, and what the other triggers
 * write is written set-based after the load (list rows, essentialities) or not at all (trail, versions).
 * Half the time of the insert; without the right, the triggers run and withoutTrail's settings silence
 * the trail and versions.
 */
async function mayReplicate(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ allowed: boolean }>(
    await db.execute(sql`select rolsuper as allowed from pg_roles where rolname = current_user`),
  );
  return row?.allowed === true;
}

/** A version-4 UUID (§5 accepts version 4 only) drawn from the card's index and the package it names. */
const uuidOf = (which: string) =>
  sql`overlay(overlay(md5(c.i::text || ${which}) placing '4' from 13) placing '8' from 17)::uuid::text`;

/** The generator card (its number k) that card `index` copies: one of its company's, by a hash of the index. */
const patternOf = (index: SQL, patterns: number, companies: number) =>
  sql`${companies} * ((hashint8extended(${index}, 1) & 9223372036854775807) % ${Math.floor(patterns / companies)})
    + ${index} % ${companies}`;

/**
 * Inserts the cards of indexes [from, to): card i copies demo card k of the same company (companies take
 * turns by index, as in the demo generator), k drawn from a hash of i; its change lies up to 30 days before
 * the copied card's, so every date stays in the past.
 */
async function insertBatch(db: Db, from: number, to: number, patterns: number, companies: number) {
  await db.execute(sql`
    insert into products (company_id, gtin, name, name_to_show, status, sales_status, category_id,
      producer_id, brand_id, sub_brand_id, company_address_id, return_address_id, own_brand_type,
      own_brand_network_code, is_shared, is_basic, is_edit_required, completeness, qc_status, attributes,
      logistic, availability, gallery, supplier_user_id, last_editor_id, created_at, updated_at)
    select p.company_id, g.gtin, p.name, p.name_to_show, p.status, p.sales_status, p.category_id,
      p.producer_id, p.brand_id, p.sub_brand_id, p.company_address_id, p.return_address_id, p.own_brand_type,
      p.own_brand_network_code, p.is_shared, p.is_basic, p.is_edit_required, p.completeness, p.qc_status,
      p.attributes,
      replace(replace(replace(replace(p.logistic_text,
        '{{gtin}}', g.gtin), '{{consumer}}', ${uuidOf(':consumer')}),
        '{{ean}}', ${uuidOf(':ean')}), '{{case}}', ${uuidOf(':case')})::jsonb,
      p.availability, p.gallery, p.supplier_user_id, p.last_editor_id,
      d.updated_at - (p.updated_at - p.created_at), d.updated_at
    from (
      select i, ${patternOf(sql`i`, patterns, companies)} as k
      from generate_series(${from}::bigint, ${to - 1}::bigint) i
    ) c
    join seed_patterns p on p.k = c.k
    cross join lateral (select ${GTIN_BODY} as body) b
    cross join lateral (
      select b.body || ((10 - sum(substr(b.body, length(b.body) + 1 - w, 1)::int * (2 * (w % 2) + 1)) % 10)
        % 10)::text as gtin
      from generate_series(1, length(b.body)) w
    ) g
    cross join lateral (
      select p.updated_at - ((hashint8extended(c.i, 2) & 9223372036854775807) % 2592000) * interval '1 second'
        as updated_at
    ) d
    order by c.i`);
}

/**
 * §3 Cards `from` … `count` - 1 of a large demo catalogue, generated set-based from the demo cards stored
 * from id `firstId` on (at least one per company). Their consumer GTINs go to the GTIN table as the demo
 * generator's do. The trail and card versions are not written for them (docs/decisions/0064): a seed is
 * nobody's act, and a million "system inserted" entries and snapshots would double the database.
 */
export async function seedGeneratedCards(
  db: Db,
  options: { firstId: number; from: number; count: number; companies: number } & Progress,
): Promise<void> {
  const { from, count, companies } = options;
  if (count <= from) return;
  const patterns = await preparePatterns(db, options.firstId);
  if (patterns < companies) throw new Error('generated cards need a demo card of every company to copy');
  const [last] = rowsOf<{ id: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as id from products`),
  );
  await withoutTrail(db, () => insertAll(db, { ...options, patterns, lastId: last!.id }));
  await db.execute(sql`drop table pg_temp.seed_patterns`);
}

async function insertAll(
  db: Db,
  options: { from: number; count: number; companies: number; patterns: number; lastId: number } & Progress,
) {
  const { from, count, companies, patterns } = options;
  const withoutTriggers = await mayReplicate(db);
  if (withoutTriggers) await db.execute(sql`set local session_replication_role = replica`);
  const started = performance.now();
  for (let start = from; start < count; start += GENERATED_BATCH) {
    const end = Math.min(count, start + GENERATED_BATCH);
    await insertBatch(db, start, end, patterns, companies);
    const seconds = (performance.now() - started) / 1000;
    options.progress?.(
      `cards ${end.toLocaleString('en')} / ${count.toLocaleString('en')}: ` +
        `${Math.round((end - from) / seconds).toLocaleString('en')} cards/s`,
    );
  }
  await db.execute(sql`
    insert into product_eans (ean, product_id, package_type)
    select gtin, id, ${PACKAGE_TYPE.CONSUMER} from products where id > ${options.lastId} order by id`);
  if (withoutTriggers) await db.execute(sql`set local session_replication_role = origin`);
}

/**
 * The essentiality rows (docs/decisions/0019) of a catalogue with generated cards: the generator's cards are
 * computed as ever, and each generated card gets its generator card's rows with its own id, GTIN and date —
 * what a computation would give, since category, networks, attributes, status and name are the same (the
 * generated-cards test compares the two). About a fifth of the time of computing a million cards' rows.
 */
export async function refreshGeneratedEssentialities(
  db: Db,
  options: { firstId: number; generated: number; companies: number },
): Promise<void> {
  const { firstId, generated, companies } = options;
  await db.execute(sql`drop table if exists pg_temp.seed_generator_cards`);
  await db.execute(sql`
    create temp table seed_generator_cards on commit drop as
    select id, (row_number() over (order by id) - 1)::int as k from products where id >= ${firstId}
    order by id limit ${generated}`);
  await db.execute(sql`create unique index on pg_temp.seed_generator_cards (k)`);
  const [range] = rowsOf<{ last: number; patterns: number }>(
    await db.execute(sql`select max(id)::int as last, count(*)::int as patterns from seed_generator_cards`),
  );
  await db.execute(
    sql`select lists.refresh_essentialities(array(select id from seed_generator_cards), null)`,
  );
  const withoutTriggers = await mayReplicate(db);
  if (withoutTriggers) await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`
    insert into lists.essentiality_rows (product_id, network_code, company_id, category_id, status,
      name_to_show, gtin, required, filled, fill_rate, missing_uuids, updated_at)
    select c.id, e.network_code, e.company_id, e.category_id, e.status, e.name_to_show, c.gtin, e.required,
      e.filled, e.fill_rate, e.missing_uuids, c.updated_at
    from (
      select id, gtin, updated_at, substr(gtin, 7, length(gtin) - 7)::bigint as i
      from products where id > ${range!.last}
    ) c
    join seed_generator_cards g on g.k = ${patternOf(sql`c.i`, range!.patterns, companies)}
    join lists.essentiality_rows e on e.product_id = g.id
    order by c.id, e.network_code`);
  if (withoutTriggers) await db.execute(sql`set local session_replication_role = origin`);
  await db.execute(sql`drop table pg_temp.seed_generator_cards`);
}

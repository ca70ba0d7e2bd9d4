import { sql } from 'drizzle-orm';
import { sanitizeFileName } from '@domain/media';
import type { AttributeData } from '@domain/product';
import { rowsOf, type Db } from '../../../server/db/client';
import { sanitizeHtml } from '../../../server/products/sanitize-html';
import { CORPUS } from './corpus';

/** One kind of text a user or an import can put into the product, and where it is stored. */
interface TextInput {
  name: string;
  table: string;
  columns: readonly string[];
  /** File names go through the same check an upload does; a refused name is never stored. */
  fileName?: boolean;
  /** What a copied row (number n, the original is `t`) must change to stay unique: a jsonb expression. */
  unique?: (n: number) => string;
}

const INPUTS: readonly TextInput[] = [
  { name: 'producer names and addresses', table: 'producers', columns: ['name', 'street', 'city'] },
  { name: 'brand names', table: 'brands', columns: ['name'] },
  { name: 'address names', table: 'addresses', columns: ['name', 'street', 'city'] },
  { name: 'company names', table: 'companies', columns: ['name', 'street', 'city'] },
  {
    name: 'account names',
    table: 'users',
    columns: ['first_name', 'last_name'],
    unique: (n) => `jsonb_build_object('email', 'xss-${n}@demo.pim')`,
  },
  { name: 'issue headers and messages', table: 'product_issues', columns: ['header', 'message'] },
  { name: 'remarks', table: 'product_remarks', columns: ['message'] },
  {
    name: 'offer names and comments',
    table: 'offers',
    columns: ['name', 'buyer', 'dealer_id', 'comment'],
    // One open offer per card and network: each copy offers another card of the same supplier.
    unique: (n) =>
      `jsonb_build_object('product_id', (select p.id from products p where p.company_id = t.company_id order by p.id offset ${n} limit 1))`,
  },
  { name: 'QC comments', table: 'qc_checks', columns: ['comment'] },
  {
    name: 'unblock requests',
    table: 'unblock_requests',
    columns: ['message', 'reason'],
    unique: (n) =>
      `jsonb_build_object('user_id', (select u.id from users u order by u.id offset ${n} limit 1))`,
  },
  {
    name: 'requirement-set names',
    table: 'requirement_sets',
    columns: ['name'],
    unique: (n) => `jsonb_build_object('name', 'copy ${n}')`,
  },
  { name: 'attribute-migration names', table: 'attribute_migrations', columns: ['name'] },
  {
    name: 'media directory names',
    table: 'media_gallery_directories',
    columns: ['name'],
    unique: (n) => `jsonb_build_object('name', 'copy ${n}', 'share_token', 'xss-share-${n}')`,
  },
  {
    name: 'media file names (gallery)',
    table: 'media_gallery_assets',
    columns: ['name'],
    fileName: true,
    // The copies show the original's thumbnail; their own key (a generated one's shape) has no bytes.
    unique: (n) => `jsonb_build_object('storage_key', md5(t.storage_key || '-xss-${n}'))`,
  },
];

/** Attribute types whose values are free text (§3), and how a value of each is stored. */
const TEXT_TYPES = ['text', 'textarea', 'html_textarea', 'text_unit', 'multiselect_text'] as const;

export interface PlantedInput {
  name: string;
  /** Distinct payloads stored in it. */
  payloads: number;
  /** Rows (or values) carrying a payload. */
  values: number;
}

export interface Planted {
  payloads: number;
  inputs: PlantedInput[];
  /** Payloads a file-name check refused before storing (they never reach a page). */
  refusedFileNames: number;
}

const texts = (fileName: boolean) =>
  CORPUS.flatMap((payload) => {
    if (!fileName) return [payload.text];
    const checked = sanitizeFileName(payload.text);
    return checked.ok ? [checked.name] : [];
  });

/** Copies the table's first row until it has `wanted` rows, so every payload gets a row of its own. */
async function growTo(db: Db, input: TextInput, wanted: number) {
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql.raw(`select count(*)::int as n from ${input.table}`)),
  );
  const have = counted?.n ?? 0;
  if (have === 0) return;
  const [serial] = rowsOf<{ serial: string | null }>(
    await db.execute(sql`select case when exists (select 1 from information_schema.columns
      where table_name = ${input.table} and column_name = 'id')
      then pg_get_serial_sequence(${input.table}, 'id') end as serial`),
  );
  const newId =
    serial?.serial == null ? `'{}'::jsonb` : `jsonb_build_object('id', nextval('${serial.serial}'))`;
  let rows = have;
  for (let n = have; rows < wanted && n < have + 2 * wanted; n += 1) {
    const extra = input.unique?.(n) ?? `'{}'::jsonb`;
    const copy = `insert into ${input.table}
      select (jsonb_populate_record(null::${input.table}, to_jsonb(t) || ${newId} || ${extra})).*
      from ${input.table} t order by ctid limit 1`;
    try {
      await db.transaction((tx) => tx.execute(sql.raw(copy)));
      rows += 1;
    } catch {
      // A copy refused by a constraint of the table (one pending request per user …): fewer rows it is.
    }
  }
}

/** Every row's columns get payloads in turn (row k, column c: payload k + c), as stored text. */
async function fill(db: Db, input: TextInput, values: readonly string[]) {
  const list = sql`${JSON.stringify(values)}::jsonb`;
  const sets = sql.join(
    input.columns.map(
      (column, c) =>
        sql`${sql.raw(column)} = (${list} ->> ((r.k + ${sql.raw(String(c))}) % ${sql.raw(String(values.length))}))`,
    ),
    sql`, `,
  );
  const table = sql.raw(input.table);
  // ctid, not id: some of these tables are keyed by their columns (one QC verdict per card and chain).
  await db.execute(sql`update ${table} set ${sets}
    from (select ctid as at, (row_number() over (order by ctid) - 1)::int as k from ${table}) r
    where ${table}.ctid = r.at`);
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql.raw(`select count(*)::int as n from ${input.table}`)),
  );
  const rows = counted?.n ?? 0;
  return { payloads: Math.min(rows, values.length), values: rows * input.columns.length };
}

/** The text attributes a card of each category carries (its own and its ancestors'). */
async function textAttributesByCategory(db: Db) {
  const rows = rowsOf<{
    category_id: number;
    uuid: string;
    code: string | null;
    type: string;
    unit: string | null;
  }>(
    await db.execute(sql`
      with recursive up(category_id, ancestor_id) as (
        select id, id from categories
        union all
        select up.category_id, c.parent_id from up join categories c on c.id = up.ancestor_id
        where c.parent_id is not null
      )
      select distinct up.category_id, a.uuid, a.code, a.type, a.unit_uuids ->> 0 as unit
      from up
      join category_attributes ca on ca.category_id = up.ancestor_id
      join attributes a on a.uuid = ca.attribute_uuid
      where a.type in ('text', 'textarea', 'html_textarea', 'text_unit', 'multiselect_text')`),
  );
  const byCategory = new Map<number, typeof rows>();
  for (const row of rows) byCategory.set(row.category_id, [...(byCategory.get(row.category_id) ?? []), row]);
  return byCategory;
}

/**
 * Cards: names and every free-text attribute value. Rich text is stored as a save stores it, after
 * DOMPurify (server/products/sanitize-html.ts); the rest as typed.
 */
async function plantCards(db: Db): Promise<PlantedInput[]> {
  const all = texts(false);
  const names = await fill(
    db,
    { name: 'card names', table: 'products', columns: ['name', 'name_to_show'] },
    all,
  );
  const byCategory = await textAttributesByCategory(db);
  const cards = rowsOf<{ id: number; category_id: number | null; attributes: unknown }>(
    await db.execute(sql`select id, category_id, attributes from products order by id`),
  );
  const seen = new Map<string, Set<number>>(TEXT_TYPES.map((type) => [type, new Set<number>()]));
  let values = 0;
  for (const [k, card] of cards.entries()) {
    const own = card.category_id === null ? [] : (byCategory.get(card.category_id) ?? []);
    if (own.length === 0) continue;
    const given = new Set(own.map((attribute) => attribute.uuid));
    const kept = (Array.isArray(card.attributes) ? (card.attributes as { uuid: string }[]) : []).filter(
      (attribute) => !given.has(attribute.uuid),
    );
    const planted = await Promise.all(
      own.map(async (attribute, a) => {
        const payload = CORPUS[(k + a) % CORPUS.length]!;
        seen.get(attribute.type)?.add(payload.id);
        const value = attribute.type === 'html_textarea' ? await sanitizeHtml(payload.text) : payload.text;
        const data: AttributeData = {
          value: [value],
          value_uuid: null,
          unit_uuid: attribute.type === 'text_unit' ? attribute.unit : null,
          ...(attribute.type === 'multiselect_text' ? { is_custom_value: true } : {}),
        };
        return { uuid: attribute.uuid, code: attribute.code, data: [data] };
      }),
    );
    values += planted.length;
    await db.execute(
      sql`update products set attributes = ${JSON.stringify([...kept, ...planted])}::jsonb where id = ${card.id}`,
    );
  }
  return [
    { name: 'card names (name, name to show)', ...names },
    ...TEXT_TYPES.map((type) => ({
      name: `attribute values: ${type}`,
      payloads: seen.get(type)?.size ?? 0,
      values: Math.round(values / TEXT_TYPES.length),
    })),
  ];
}

/**
 * Card files (§3 Media, type other): each accepted file-name payload on a card of its own, in the card's
 * gallery as an upload puts it. The bytes are not stored: the form and the details show the name.
 */
async function plantCardFiles(db: Db): Promise<PlantedInput> {
  const names = texts(true);
  const cards = rowsOf<{ id: number; company_id: number; user_id: number }>(
    await db.execute(sql`select distinct on (p.id) p.id, p.company_id, u.id as user_id from products p
      join users u on u.company_id = p.company_id order by p.id limit ${names.length * 3}`),
  );
  let values = 0;
  for (const [k, card] of cards.entries()) {
    const name = names[k % names.length]!;
    const [file] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into media_files (company_id, uploaded_by, type, filename, mime, size, storage_key)
        values (${card.company_id}, ${card.user_id}, 5, ${name}, 'application/pdf', 1, md5(${`xss-card-${card.id}`}))
        on conflict do nothing returning id`),
    );
    if (file === undefined) continue;
    await db.execute(
      sql`update products set gallery = gallery || ${JSON.stringify([{ type: 5, id: file.id }])}::jsonb where id = ${card.id}`,
    );
    values += 1;
  }
  return { name: 'media file names (cards)', payloads: Math.min(values, names.length), values };
}

/** Stores the whole corpus in every text, rich-text and file-name input, as the server stores them. */
export async function plantCorpus(db: Db): Promise<Planted> {
  const inputs = [...(await plantCards(db)), await plantCardFiles(db)];
  for (const input of INPUTS) {
    const values = texts(input.fileName === true);
    await growTo(db, input, values.length);
    inputs.push({ name: input.name, ...(await fill(db, input, values)) });
  }
  return { payloads: CORPUS.length, inputs, refusedFileNames: CORPUS.length - texts(true).length };
}

/** The demo supplier's cards and gallery files, whose pages the suite opens one by one. */
export async function supplierPages(db: Db) {
  const cards = rowsOf<{ id: number }>(
    await db.execute(sql`select p.id from products p join users u on u.company_id = p.company_id
      where u.email = 'supplier@demo.pim' order by p.id`),
  );
  const assets = rowsOf<{ id: number }>(
    await db.execute(sql`select a.id from media_gallery_assets a join users u on u.company_id = a.company_id
      where u.email = 'supplier@demo.pim' and a.deleted_at is null order by a.id`),
  );
  return { cards: cards.map((row) => row.id), assets: assets.map((row) => row.id) };
}

import { and, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { attributes, productRequirementSets, products, users } from '../db/schema';
import { readableBy, type CardRow } from './card';
import { scopeKindOf, scopeValuesOf, type ScopeKind, type ScopeValues } from './scope';

/** Ids above PostgreSQL's integer range cannot name a card (and would fail the query). */
const MAX_ID = 2_147_483_647;

/** What the show answer needs to know of one of the card's attributes (§7, docs/decisions/0008). */
export interface ShownDefinition {
  uuid: string;
  code: string | null;
  section: string;
  privateNetworkCode: string | null;
}

export interface ShowCard {
  row: CardRow;
  definitions: ShownDefinition[];
  /** First and last names of the supplier and the last editor, by id. */
  names: Map<number, string>;
  /** The card's requirement sets (docs/decisions/0019), in id order. */
  requirementSetIds: number[];
}

/** A json column as the driver hands it: parsed already by node-postgres and PGlite, text otherwise. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A well-formed uuid; anything else in a stored card must not reach the uuid column (and fail the query). */
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The placeholders of the show's prepared statements: the card's id and the user's scope values. */
const PLACEHOLDERS: ScopeValues = {
  companyId: sql.placeholder('companyId'),
  visibleIn: sql.placeholder('visibleIn'),
  networkCode: sql.placeholder('networkCode'),
};

/**
 * The show's statement for one kind of §6 scope, prepared once per database handle: the database plans it
 * once rather than on every show, and drizzle builds it once (docs/decisions/0066).
 */
function prepareShow(db: Db, kind: ScopeKind) {
  // A stored attributes document that is not a list (an oddity) has no attributes, rather than failing.
  const attributeList = sql`case when jsonb_typeof(${products.attributes}) = 'array'
    then ${products.attributes} else '[]'::jsonb end`;
  return db
    .select({
      card: products,
      definitions: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'uuid', ${attributes.uuid}, 'code', ${attributes.code}, 'section', ${attributes.sectionCode},
          'privateNetworkCode', ${attributes.privateNetworkCode})), '[]'::json)
        from ${attributes} where ${attributes.uuid} in (
          select case when entry->>'uuid' ~* ${sql.raw(`'${UUID_PATTERN}'`)} then (entry->>'uuid')::uuid end
          from jsonb_array_elements(${attributeList}) as entry))`,
      people: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'id', ${users.id}, 'name', ${users.firstName} || ' ' || ${users.lastName})), '[]'::json)
        from ${users} where ${users.id} in (${products.supplierUserId}, ${products.lastEditorId}))`,
      requirementSetIds: sql<unknown>`(select coalesce(json_agg(${productRequirementSets.setId}
          order by ${productRequirementSets.setId}), '[]'::json)
        from ${productRequirementSets} where ${productRequirementSets.productId} = ${products.id})`,
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), readableBy(kind, PLACEHOLDERS)))
    .limit(1)
    .prepare(`pim_show_card_${kind}`);
}

type PreparedShow = ReturnType<typeof prepareShow>;

/** Prepared statements by the database session they run on (an app's handle, or a test's). */
const prepared = new WeakMap<object, Map<ScopeKind, PreparedShow>>();

function showStatement(db: Db, kind: ScopeKind): PreparedShow {
  const session = db._.session;
  let byKind = prepared.get(session);
  if (byKind === undefined) {
    byKind = new Map();
    prepared.set(session, byKind);
  }
  let statement = byKind.get(kind);
  if (statement === undefined) {
    statement = prepareShow(db, kind);
    byKind.set(kind, statement);
  }
  return statement;
}

/**
 * §7 GET /api/p1/product/show/{id}: the card the user may read (readableProducts, §6), with what its answer
 * names, in one query and so one round trip to the database: the definitions of its attributes, the names
 * of its supplier and last editor, and its requirement sets (docs/decisions/0066). Null when the card does
 * not exist or the user may not read it.
 */
export async function readShowCard(db: Db, user: CurrentUser, id: number): Promise<ShowCard | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const values = scopeValuesOf(user);
  const rows = await showStatement(db, scopeKindOf(user)).execute({ id, ...values });
  const found = rows[0];
  if (found === undefined) return null;
  const people = parsed<{ id: number; name: string }[]>(found.people);
  return {
    row: found.card,
    definitions: parsed<ShownDefinition[]>(found.definitions),
    names: new Map(people.map((person) => [person.id, person.name])),
    requirementSetIds: parsed<number[]>(found.requirementSetIds),
  };
}

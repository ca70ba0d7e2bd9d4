import type { Context } from 'hono';
import { schemaRequestSchema } from '@contract/product-schema';
import type { Fault } from '@contract/fault';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { faultAnswer, faultsFromZod, type Parsed } from '../http/answers';
import { readJson } from '../http/json-body';
import { categoryChains } from './category-chain';

const PROFILE = 'product_profile';
const NAMESPACES: ReadonlySet<string> = new Set([PROFILE, 'network_availability']);

export interface SchemaChoice {
  /** The categories asked for (duplicates dropped), or null when the body names none. */
  categoryIds: number[] | null;
  /** Each asked-for category with its ancestors, nearest first. */
  chains: Map<number, number[]>;
}

/** A zod fault on `product_profile.category_ids.0` becomes field `category_ids.0` of namespace product_profile. */
function regroup(fault: Fault): Fault {
  const [head, ...rest] = fault.field.split('.');
  if (head !== undefined && NAMESPACES.has(head))
    return { ...fault, namespace: head, field: rest.join('.') || '_' };
  return fault;
}

/**
 * §7 The body of OPTIONS /api/p1/product/schema(/{id}): empty, or product_profile.category_ids and
 * network_availability. A malformed body or a category that does not exist is a 400 in the fault shape.
 */
export async function readSchemaRequest(c: Context<AppEnv>): Promise<Parsed<SchemaChoice>> {
  const body = await readJson(c, PROFILE, { empty: {} });
  if (!body.ok) return { ok: false, response: faultAnswer(c, [regroup(body.fault)]) };
  const parsed = schemaRequestSchema.safeParse(body.value);
  if (!parsed.success)
    return { ok: false, response: faultAnswer(c, faultsFromZod(c, parsed.error, PROFILE).map(regroup)) };
  const asked = parsed.data.product_profile?.category_ids;
  const categoryIds = asked === undefined ? null : [...new Set(asked)];
  const chains = await categoryChains(c.get('db'), categoryIds ?? []);
  const unknown = (asked ?? []).flatMap((id, index) => (chains.has(id) ? [] : [index]));
  if (unknown.length > 0) {
    const message = translate(c.get('language'), 'validation.unknownCategory');
    const faults = unknown.map((index) => ({
      namespace: PROFILE,
      field: `category_ids.${index}`,
      message,
      type: 'validation' as const,
    }));
    return { ok: false, response: faultAnswer(c, faults) };
  }
  return { ok: true, data: { categoryIds, chains } };
}

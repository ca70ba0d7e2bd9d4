import { sql, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import { productRows } from '../db/schema';

/** The readiness filter's options: a blocker in some network, or none in any (docs/decisions/0042). */
export const READINESS_FILTERS = ['todo', 'clear'] as const;

/**
 * The cards with something to do in a network the user looks at: the SQL form of networkReadiness's
 * blockers (src/domain/readiness.ts) over the networks of cardNetworks and networksFor — required
 * attributes missing, the network's QC verdict failed (qcChainOf: Selgros and Markant their own, the
 * others the card's), its latest offer rejected, an open issue that concerns it (issueConcerns). Each
 * test is an index lookup by product id, made only for the rows the other filters kept.
 */
export function readinessCondition(user: CurrentUser, wanted: string): SQL {
  const own = user.is_supplier || user.is_admin || user.network_code === null ? null : user.network_code;
  const todo = sql`exists (
    select 1 from unnest(${productRows.networkCodes}
      || array(select o.network_code from offers o where o.product_id = ${productRows.id})) as n(code)
    where ${own === null ? sql`true` : sql`n.code = ${own}`}
      and (
        exists (select 1 from lists.essentiality_rows e where e.product_id = ${productRows.id}
          and e.network_code = n.code and cardinality(e.missing_uuids) > 0)
        or exists (select 1 from qc_checks q where q.product_id = ${productRows.id} and q.status = 2
          and q.chain = case when n.code in ('selgros', 'markant') then n.code else 'card' end)
        or (select o.status from offers o where o.product_id = ${productRows.id} and o.network_code = n.code
          order by o.id desc limit 1) = 3
        or exists (select 1 from product_issues i left join users u on u.id = i.created_by
          where i.product_id = ${productRows.id} and i.status = 'open'
            and (u.network_code is null or u.network_code = n.code))
      ))`;
  return wanted === 'todo' ? todo : sql`not ${todo}`;
}

import type { Pool } from 'pg';

/**
 * The suite's own witness, installed in its throwaway database only: a row per insert and update of a
 * card, so a card written twice shows as two rows where a run without a kill writes one.
 */
export async function installWriteProbe(pool: Pool): Promise<void> {
  await pool.query(`
    create table if not exists fault_probe (
      product_id integer not null,
      op text not null,
      at timestamptz not null default clock_timestamp()
    );
    create or replace function fault_probe_write() returns trigger language plpgsql as $$
    begin
      insert into fault_probe (product_id, op) values (new.id, tg_op);
      return new;
    end $$;
    drop trigger if exists fault_probe_products on products;
    create trigger fault_probe_products after insert or update on products
      for each row execute function fault_probe_write();`);
}

/** Writes of each of these cards since `since`, by the probe. */
export async function writesSince(
  pool: Pool,
  ids: readonly number[],
  since: Date,
): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ product_id: number; n: number }>(
    `select product_id, count(*)::int as n from fault_probe
     where product_id = any($1::int[]) and at >= $2 group by product_id`,
    [ids, since],
  );
  return new Map(rows.map((row) => [row.product_id, row.n]));
}

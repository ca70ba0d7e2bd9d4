import ExcelJS from 'exceljs';
import type { Pool } from 'pg';
import { withCheckDigit } from '../../../src/domain/gtin';
import { expectStatus, type Api } from './api';
import { writesSince } from './probe';

/** What a run found once its job ended: items that should be there and are not, and items there twice. */
export interface Verdict {
  items: number;
  lost: number;
  doubled: number;
  notes: string[];
}

/** One kind of job the suite kills: how to queue one (through the API) and how to check its outcome. */
export interface Scenario {
  name: string;
  /** What "k progress steps" counts in this job (rows, cards). */
  unit: string;
  /** Kill points: after this many progress items. */
  killAfter: readonly number[];
  queue(
    api: Api,
    pool: Pool,
    run: number,
  ): Promise<{ jobId: number; check: (pool: Pool) => Promise<Verdict> }>;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function companyCards(pool: Pool, email: string, offset: number, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select p.id from products p join users u on u.company_id = p.company_id
     where u.email = $1 order by p.id offset $2 limit $3`,
    [email, offset, count],
  );
  if (rows.length < count) throw new Error(`${email} has too few cards for run at ${offset}`);
  return rows.map((row) => row.id);
}

const IMPORT_ROWS = 1500;

/** (a) Products import: 1,500 rows, every 100th with a wrong check digit; written in batches of 250. */
export const importScenario: Scenario = {
  name: 'products import',
  unit: 'rows',
  killAfter: [0, 500, 1000],
  async queue(api, _pool, run) {
    const marker = `R7 import ${Date.now() % 1_000_000}-${run}`;
    const base = (Date.now() % 100_000) * 10 + run;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produkty');
    sheet.addRow(['GTIN', 'Nazwa handlowa', 'Producent', 'Marka']);
    sheet.addRow(['gtin', 'name_to_show', 'producer', 'brand']);
    const good = new Set<string>();
    for (let i = 0; i < IMPORT_ROWS; i += 1) {
      let gtin = withCheckDigit(`58${String(base).padStart(6, '0')}${String(i).padStart(4, '0')}`);
      if (i % 100 === 7) gtin = `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`;
      else good.add(gtin);
      sheet.addRow([gtin, `${marker} ${i}`, 'Browar Pod Lipą', 'Lipowe']);
    }
    const form = new FormData();
    form.set('for_update', '0');
    form.set('file', new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX }), 'r7.xlsx');
    const upload = await expectStatus<{ upload_id: number }>(
      await api.form('/product-excel/api/import/upload', form),
      200,
    );
    const started = await expectStatus<{ job: { id: number } }>(
      await api.post(`/product-excel/api/import/${upload.upload_id}/start`, {}),
      202,
    );
    return {
      jobId: started.job.id,
      async check(pool) {
        const { rows } = await pool.query<{ gtin: string; n: number }>(
          `select gtin, count(*)::int as n from products where name_to_show like $1 group by gtin`,
          [`${marker} %`],
        );
        const found = new Map(rows.map((row) => [row.gtin, row.n]));
        const lost = [...good].filter((gtin) => !found.has(gtin)).length;
        const doubled =
          rows.reduce((sum, row) => sum + row.n - 1, 0) + rows.filter((row) => !good.has(row.gtin)).length;
        return { items: good.size, lost, doubled, notes: [] };
      },
    };
  },
};

const BULK_CARDS = 150;

/** (b) Bulk-edit save: 150 cards, each with its own new name to show, saved as drafts card by card. */
export const bulkScenario = (writesPerSave: () => number | null): Scenario => ({
  name: 'bulk-edit save',
  unit: 'cards',
  killAfter: [0, 50, 100],
  async queue(api, pool, run) {
    const ids = await companyCards(pool, 'supplier@demo.pim', run * BULK_CARDS, BULK_CARDS);
    const intended = new Map(ids.map((id) => [id, `R7 bulk ${run} ${id}`]));
    const { id: session } = await expectStatus<{ id: number }>(
      await api.post('/api/bulk-edit', { ids }),
      201,
    );
    await expectStatus(
      await api.post(`/api/bulk-edit/${session}/edits`, {
        edits: ids.map((id) => ({
          product_id: id,
          field: 'name_to_show',
          data: [{ value: [intended.get(id)], value_uuid: null, unit_uuid: null }],
        })),
      }),
      200,
    );
    await expectStatus(await api.post(`/api/bulk-edit/${session}/validate`, {}), 200);
    const since = new Date();
    const saved = await expectStatus<{ job: { id: number } }>(
      await api.post(`/api/bulk-edit/${session}/save`, { mode: 'draft' }),
      202,
    );
    return {
      jobId: saved.job.id,
      async check(db) {
        const { rows } = await db.query<{ id: number; name_to_show: string; save_state: string }>(
          `select p.id, p.name_to_show, c.save_state from bulk_edit_cards c join products p on p.id = c.product_id
           where c.bulk_edit_id = $1`,
          [session],
        );
        const writes = await writesSince(db, ids, since);
        const expected = writesPerSave();
        const lost = rows.filter(
          (row) => row.name_to_show !== intended.get(row.id) || row.save_state !== 'saved',
        ).length;
        const perCard = [...new Set(ids.map((id) => writes.get(id) ?? 0))].sort();
        const doubled = expected === null ? 0 : ids.filter((id) => (writes.get(id) ?? 0) > expected).length;
        const states = [...new Set(rows.map((row) => row.save_state))].join(', ');
        return {
          items: ids.length,
          lost: lost + (ids.length - rows.length),
          doubled,
          notes: [`writes per card ${perCard.join('/')}`, `states ${states}`],
        };
      },
    };
  },
});

const MEDIA_CARDS = 300;

/**
 * (c) Media mass assignment: the demo supplier's gallery files onto 300 cards (more than 200 assignments
 * make a job, written in batches of 50 cards). Runs alternate: replace as front photo (one file), add as
 * "other" (two files, which accumulate).
 */
export const mediaScenario: Scenario = {
  name: 'media mass assignment',
  unit: 'cards',
  killAfter: [0, 100, 200],
  async queue(api, pool, run) {
    const ids = await companyCards(pool, 'supplier@demo.pim', run * MEDIA_CARDS, MEDIA_CARDS);
    const replace = run % 2 === 0;
    const { rows: assets } = await pool.query<{ id: number; name: string }>(
      `select a.id, a.name from media_gallery_assets a join users u on u.company_id = a.company_id
       where u.email = 'supplier@demo.pim' and a.deleted_at is null and a.kind = 'image'
       order by a.id limit ${replace ? 1 : 2}`,
    );
    const type = replace ? 2 : 5;
    const since = new Date();
    const answer = await expectStatus<{ job: { id: number } }>(
      await api.post('/media-gallery-api/mass-assign', {
        asset_ids: assets.map((asset) => asset.id),
        product_ids: ids,
        type,
        mode: replace ? 'replace' : 'add',
      }),
      202,
    );
    return {
      jobId: answer.job.id,
      async check(db) {
        const { rows: onCards } = await db.query<{ product_id: number; filename: string; n: number }>(
          `select p.id as product_id, f.filename, count(*)::int as n
           from products p, jsonb_array_elements(p.gallery) g join media_files f on f.id = (g ->> 'id')::int
           where p.id = any($1::int[]) and (g ->> 'type')::int = $2 group by p.id, f.filename`,
          [ids, type],
        );
        const { rows: uses } = await db.query<{ product_id: number; asset_id: number; n: number }>(
          `select product_id, asset_id, count(*)::int as n from media_gallery_assignments
           where product_id = any($1::int[]) and asset_id = any($2::int[]) and created_at >= $3
           group by product_id, asset_id`,
          [ids, assets.map((asset) => asset.id), since],
        );
        const { rows: orphans } = await db.query<{ n: number }>(
          `select count(*)::int as n from media_files f
           where f.created_at >= $1 and f.filename = any($2::text[]) and not exists (
             select 1 from products p, jsonb_array_elements(p.gallery) g where (g ->> 'id')::int = f.id)`,
          [since, assets.map((asset) => asset.name)],
        );
        const count = (id: number, name: string) =>
          onCards.find((row) => row.product_id === id && row.filename === name)?.n ?? 0;
        const usesOf = (id: number, asset: number) =>
          uses.find((row) => row.product_id === id && row.asset_id === asset)?.n ?? 0;
        let lost = 0;
        let doubled = 0;
        for (const id of ids)
          for (const asset of assets) {
            const onCard = count(id, asset.name);
            const used = usesOf(id, asset.id);
            if (onCard === 0 || used === 0) lost += 1;
            if (onCard > 1 || used > 1) doubled += 1;
          }
        return {
          items: ids.length * assets.length,
          lost,
          doubled: doubled + (orphans[0]?.n ?? 0),
          notes: [
            `${replace ? 'replace as front photo' : 'add as other'}`,
            `orphan file copies ${orphans[0]?.n ?? 0}`,
          ],
        };
      },
    };
  },
};

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp, type App } from '../server/app';
import { configFromEnv } from '../server/config';
import { rowsOf, type Db } from '../server/db/client';
import { seedDemo } from '../server/seed/demo';
import { machineLoad, type BenchResult } from './result';

/** §3 a heavy card: 1,000 attributes; each save changes 20 of them and the name. */
export const ATTRIBUTES = 1_000;
const CHANGED = 20;
/**
 * Saves per mode, after the warm-up; the modes take turns save by save, so the shared machine's noise falls
 * on all of them alike. A p95 of 200 saves rests on its 10 slowest; one of 60 rested on 3.
 */
const SAVES = 200;
const WARM_UP = 6;
const PARENT_CLASS = '50131700';
const SUPPLIER = { email: 'supplier@demo.pim', password: 'demo-supplier-pass' };

/**
 * What the database does beside the save itself: the trail and the card's versions on, the trail off (the
 * setting the test harness uses, `pim.audit`), and both off. Every mode sets both settings, so each save
 * makes the same round trips.
 */
const MODES = [
  { name: 'trail on', audit: 'on', versions: 'on' },
  { name: 'trail off', audit: 'off', versions: 'on' },
  { name: 'trail and versions off', audit: 'off', versions: 'off' },
] as const;
type Mode = (typeof MODES)[number];

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/** The handle the app writes through: each transaction first sets the mode's switches. */
function switchedDb(db: Db, mode: () => Mode): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (work, config) =>
          target.transaction(async (tx) => {
            const { audit, versions } = mode();
            await tx.execute(
              sql`select set_config('pim.audit', ${audit}, true), set_config('pim.versions', ${versions}, true)`,
            );
            return work(tx);
          }, config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A brick under Mleko i napoje mleczne carrying 1,000 text attributes of its own. */
async function heavyBrick(db: Db): Promise<{ categoryId: number; uuids: string[] }> {
  const [brick] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into categories (parent_id, level, code, name)
      select id, 4, '10099901', '{"pl":"Benchmark: 1000 atrybutów","de":"Benchmark","ro":"Benchmark"}'::jsonb
        from categories where code = ${PARENT_CLASS} returning id`),
  );
  const uuids = rowsOf<{ uuid: string }>(
    await db.execute(sql`insert into attributes (uuid, type, section_code, name, position)
      select ('c0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
             case when i % 4 = 0 then 'textarea' else 'text' end, 'basic',
             jsonb_build_object('pl', 'Atrybut ' || i, 'de', 'Attribut ' || i, 'ro', 'Atribut ' || i),
             20000 + i
        from generate_series(1, ${ATTRIBUTES}) i returning uuid`),
  ).map((row) => row.uuid);
  await db.execute(sql`insert into category_attributes (category_id, attribute_uuid)
    select ${brick!.id}, uuid from attributes where position > 20000`);
  return { categoryId: brick!.id, uuids };
}

interface Session {
  cookie: string;
  csrf: string;
}

async function call(app: App, method: string, path: string, session: Session | null, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session !== null) Object.assign(headers, { cookie: session.cookie, 'x-csrf-token': session.csrf });
  const response = await app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return { json: JSON.parse(text) as Record<string, unknown>, response };
}

async function login(app: App): Promise<Session> {
  const { json, response } = await call(app, 'POST', '/api/login', null, SUPPLIER);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, csrf: String(json['csrf_token']) };
}

/** Every attribute filled; the first 20 carry the round, so each save changes them. */
function values(uuids: string[], round: number) {
  return uuids.map((uuid, index) => ({
    uuid,
    code: null,
    data: [
      {
        value: [index < CHANGED ? `Wartość ${index} w zapisie ${round}` : `Stała wartość atrybutu ${index}`],
        value_uuid: null,
        unit_uuid: null,
      },
    ],
  }));
}

/** The card as the form sends it back: as read, with new attribute values and name, and its version. */
async function editBody(app: App, session: Session, id: number, uuids: string[], round: number) {
  const { json } = await call(app, 'GET', `/api/p1/product/show/${id}`, session);
  const {
    general_info: info,
    id: _id,
    ...payload
  } = json as {
    general_info: { version: number; updated_at: string };
    id: number;
    product_profile: Record<string, unknown>;
  };
  return {
    ...payload,
    product_profile: { ...payload.product_profile, name_to_show: `Karta z 1000 atrybutami ${round}` },
    attributes: values(uuids, round),
    version: info.version,
    updated_at: info.updated_at,
  };
}

/**
 * The write alone, as the review measured it: the card's UPDATE of 20 attributes and the name, each in its
 * own transaction, the modes taking turns; what the save does around it is left out.
 */
async function bareWrites(db: Db, id: number, uuids: string[]) {
  const times = new Map<Mode, number[]>(MODES.map((each) => [each, []]));
  for (let round = 1; round <= (WARM_UP + SAVES) * MODES.length; round += 1) {
    const turn = Math.floor((round - 1) / MODES.length);
    const mode = MODES[(round + turn) % MODES.length]!;
    const document = JSON.stringify(values(uuids, 1_000 + round));
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pim.audit', ${mode.audit}, true), set_config('pim.versions', ${mode.versions}, true)`,
      );
      await tx.execute(sql`update products set attributes = ${document}::jsonb,
        name_to_show = ${`Karta z 1000 atrybutami ${round}`} where id = ${id}`);
    });
    if (turn >= WARM_UP) times.get(mode)!.push(performance.now() - started);
  }
  return times;
}

/**
 * The save of a 1,000-attribute card through the app (PUT /api/p1/product/{id}/edit?save=draft: session,
 * body parsing, validation, reference checks, the write and everything its triggers do), the modes taking
 * turns save by save in one run. Only the PUT is timed; the read of the card before it is not.
 */
export async function saveOverhead(label: string, db: Db, dataDir: string): Promise<BenchResult[]> {
  await seedDemo(db, { products: 20 });
  const { categoryId, uuids } = await heavyBrick(db);
  const clientDir = join(dataDir, 'no-client');
  mkdirSync(clientDir, { recursive: true });
  let mode: Mode = MODES[0];
  const app = createApp({
    db: switchedDb(db, () => mode),
    config: { ...configFromEnv({}), databaseUrl: null, dataDir, smtpUrl: null },
    mailer: { send: () => Promise.resolve() },
    clientDir,
  });
  const session = await login(app);
  const { json: created } = await call(app, 'POST', '/api/p1/product/new?save=draft', session, {
    product_profile: { category_ids: [categoryId], name_to_show: 'Karta z 1000 atrybutami' },
    attributes: values(uuids, 0),
  });
  const id = Number(created['id']);
  const times = new Map<Mode, number[]>(MODES.map((each) => [each, []]));
  const loadBefore = machineLoad();
  for (let round = 1; round <= (WARM_UP + SAVES) * MODES.length; round += 1) {
    // Turns rotate so that no mode always follows the same one.
    const turn = Math.floor((round - 1) / MODES.length);
    mode = MODES[(round + turn) % MODES.length]!;
    const body = await editBody(app, session, id, uuids, round);
    const started = performance.now();
    await call(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, session, body);
    if (turn >= WARM_UP) times.get(mode)!.push(performance.now() - started);
  }
  const load = `load ${loadBefore} → ${machineLoad()}`;
  const bare = await bareWrites(db, id, uuids);
  const entries = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from audit_entries where product_id = ${id}`),
  )[0]!.n;
  if (entries < SAVES)
    throw new Error(`the trail recorded ${entries} entries of the card, fewer than its saves`);
  const on = times.get(MODES[0])!;
  const off = times.get(MODES[1])!;
  const neither = times.get(MODES[2])!;
  const ratio50 = percentile(on, 0.5) / percentile(off, 0.5);
  const ratio95 = percentile(on, 0.95) / percentile(off, 0.95);
  const row = (name: string, value: number, unit: string, goal: string, ok = true): BenchResult => ({
    name: `${label}: ${name}`,
    value: Number(value.toFixed(unit === '×' ? 3 : 1)),
    unit,
    goal,
    ok,
  });
  return [
    row(
      `save of a ${ATTRIBUTES}-attribute card, trail off: p50 (${SAVES} saves)`,
      percentile(off, 0.5),
      'ms',
      `reference (${load})`,
    ),
    row('the same, trail off: p95', percentile(off, 0.95), 'ms', 'reference'),
    row('the same, trail on: p50', percentile(on, 0.5), 'ms', 'reference'),
    row('the same, trail on: p95', percentile(on, 0.95), 'ms', 'reference'),
    row('trail on ÷ off, p50', ratio50, '×', '≤ 1.10', ratio50 <= 1.1),
    row('trail on ÷ off, p95', ratio95, '×', '≤ 1.10', ratio95 <= 1.1),
    row('the same save, trail and card versions off: p50', percentile(neither, 0.5), 'ms', 'reference'),
    ...MODES.map((each) =>
      row(`the card's UPDATE alone, ${each.name}: p50`, percentile(bare.get(each)!, 0.5), 'ms', 'reference'),
    ),
    row(
      "what the trail adds to the card's UPDATE alone, p50",
      (percentile(bare.get(MODES[0])!, 0.5) / percentile(bare.get(MODES[1])!, 0.5) - 1) * 100,
      '%',
      'reference (the review quoted +95 % and +131 %)',
    ),
  ];
}

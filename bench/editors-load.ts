import { pickStep, seededRandom, type MixEntry, type Sample } from './load-mix';
import { login, type Session } from './product-list-fixture';

/**
 * The editors of the 50-editor bench (bench/editors.bench.ts): each a logged-in session of a demo account
 * that goes through the products list as a person does — a page of the list, a filter, a card opened, a
 * card saved — with a pause between steps. Every request goes over keep-alive connections (fetch).
 */

export type Step = 'list' | 'filter' | 'show' | 'save';

/** What suppliers do: mostly reading, one step in six a save of the card they opened last. */
export const SUPPLIER_MIX: readonly MixEntry<Step>[] = [
  { step: 'list', weight: 30 },
  { step: 'filter', weight: 20 },
  { step: 'show', weight: 33 },
  { step: 'save', weight: 17 },
];
/** What networks do: they read the cards suppliers share with them (§7: they cannot edit them). */
export const NETWORK_MIX: readonly MixEntry<Step>[] = [
  { step: 'list', weight: 35 },
  { step: 'filter', weight: 25 },
  { step: 'show', weight: 40 },
];

/** Demo accounts (README.md) the editors log in as, several sessions per account. */
export const EDITOR_ACCOUNTS = [
  { email: 'supplier@demo.pim', password: 'demo-supplier-pass', mix: SUPPLIER_MIX },
  { email: 'supplier2@demo.pim', password: 'demo-supplier2-pass', mix: SUPPLIER_MIX },
  { email: 'network@demo.pim', password: 'demo-network-pass', mix: NETWORK_MIX },
  { email: 'metro@demo.pim', password: 'demo-metro-pass', mix: NETWORK_MIX },
] as const;

const SEARCHES = ['jogurt', 'sok', 'mleko', 'ser', 'woda', 'masło', 'kawa', 'herbata'];
const SORTS = ['', '&sort=name_to_show&order=asc', '&sort=name_to_show&order=desc'];

export interface Editor {
  session: Session;
  mix: readonly MixEntry<Step>[];
  random: () => number;
  /** Ids of the cards of the last list page the editor saw (newest changes first). */
  seen: number[];
  /** The card opened last, as the save sends it back (with the version it was read at). */
  opened: { id: number; body: Record<string, unknown> } | null;
}

/** Logs in `count` editors, the accounts taking turns, each with its own session and random sequence. */
export async function logInEditors(origin: string, count: number): Promise<Editor[]> {
  const editors: Editor[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = EDITOR_ACCOUNTS[index % EDITOR_ACCOUNTS.length]!;
    editors.push({
      session: await login(origin, account.email, account.password),
      mix: account.mix,
      random: seededRandom(1_000 + index),
      seen: [],
      opened: null,
    });
  }
  return editors;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The form's save body from a show answer: the card as read, its version, and a new name. */
function saveBody(card: Record<string, unknown>, random: () => number): Record<string, unknown> {
  const {
    general_info: info,
    id: _id,
    ...payload
  } = card as {
    general_info: { version: number; updated_at: string };
    id: number;
    product_profile: Record<string, unknown>;
  };
  const name = String(payload.product_profile['name_to_show'] ?? 'Karta').replace(/ · \d+$/, '');
  return {
    ...payload,
    product_profile: { ...payload.product_profile, name_to_show: `${name} · ${Math.floor(random() * 1000)}` },
    version: info.version,
    updated_at: info.updated_at,
  };
}

/** The cookie header after an answer's Set-Cookie, as a browser keeps it (e.g. the write mark, 0068). */
function cookieAfter(cookie: string, response: Response): string {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}

async function timed(
  step: Step,
  url: string,
  init: RequestInit,
  session?: Session,
): Promise<{ sample: Sample; text: string | null }> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    if (session !== undefined) session.cookie = cookieAfter(session.cookie, response);
    return { sample: { step, ms: performance.now() - started, status: response.status }, text };
  } catch {
    return { sample: { step, ms: performance.now() - started, status: 0 }, text: null };
  }
}

/** One step of an editor: one request, timed from sending to the last byte of the answer. */
async function takeStep(origin: string, editor: Editor): Promise<Sample> {
  const { session, random } = editor;
  let step = pickStep(editor.mix, random());
  // Nothing opened or seen yet: a person starts from the list.
  if (step === 'save' && editor.opened === null) step = 'show';
  if (step === 'show' && editor.seen.length === 0) step = 'list';
  const read = { headers: { cookie: session.cookie, accept: 'application/json' } };
  if (step === 'list' || step === 'filter') {
    const query =
      step === 'list'
        ? `per_page=50&page=${1 + Math.floor(random() * 3)}${pick(random, SORTS)}`
        : `per_page=50&q=${encodeURIComponent(pick(random, SEARCHES))}${random() < 0.5 ? '&status=2' : ''}`;
    const { sample, text } = await timed(step, `${origin}/api/p1/products?${query}`, read);
    if (sample.status === 200 && text !== null) {
      const rows = (JSON.parse(text) as { rows: { id: number }[] }).rows.map((row) => row.id);
      // The first page of the default order is where the cards others just saved come up.
      if (rows.length > 0) editor.seen = rows.slice(0, 20);
    }
    return sample;
  }
  if (step === 'show') {
    const id = pick(random, editor.seen);
    const { sample, text } = await timed(step, `${origin}/api/p1/product/show/${id}`, read);
    if (sample.status === 200 && text !== null)
      editor.opened = { id, body: saveBody(JSON.parse(text) as Record<string, unknown>, random) };
    return sample;
  }
  const opened = editor.opened!;
  const { sample } = await timed(
    step,
    `${origin}/api/p1/product/${opened.id}/edit?save=draft`,
    {
      method: 'PUT',
      headers: {
        ...read.headers,
        'content-type': 'application/json',
        'x-csrf-token': session.csrf,
      },
      body: JSON.stringify(opened.body),
    },
    session,
  );
  // Saved or stale, the form reads the card again before the next save.
  editor.opened = null;
  return sample;
}

/**
 * Every editor at once for `seconds`, each step followed by a pause of `thinkMs` ± half; answers every
 * request's sample. Steps started before the end finish and count.
 */
export async function runEditors(
  origin: string,
  editors: Editor[],
  seconds: number,
  thinkMs: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    editors.map(async (editor, index) => {
      // Editors start spread over one pause, not all in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, (thinkMs * index) / editors.length));
      while (performance.now() < until) {
        samples.push(await takeStep(origin, editor));
        const pause = thinkMs * (0.5 + editor.random());
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }),
  );
  return samples;
}

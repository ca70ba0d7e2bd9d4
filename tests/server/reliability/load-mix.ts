import { SALES_STATUS } from '@domain/constants';
import { DEMO_USERS } from '@server/seed/demo-users';

/**
 * R4 load: clients of every demo role looping what a team does all day (list pages, card shows, EAN
 * searches, saves, the essentialities list), shared by the fast test (in process) and the stress program
 * (over loopback). Only what a caller observes is recorded: status and time per request kind.
 */

/** `app.request` and `fetch` against an origin both fit. */
export type Send = (path: string, init?: RequestInit) => Promise<Response>;

export const REQUEST_KINDS = ['list', 'show', 'search', 'save', 'essentialities'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export interface Sample {
  kind: RequestKind;
  status: number;
  ms: number;
}

export interface LoadSession {
  email: string;
  cookie: string;
  csrf: string;
  canEdit: boolean;
  canSeeEssentialities: boolean;
}

/** Every demo user who may log in: admin, both suppliers, the networks, QC, master data, category manager. */
export const LOAD_USERS = DEMO_USERS.filter((user) => user.role !== 'blocked');

export async function logIn(send: Send, email: string, password: string): Promise<LoadSession> {
  const response = await send('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login of ${email}: ${response.status}`);
  const answer = (await response.json()) as { csrf_token: string; permissions: string[] };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  return {
    email,
    cookie,
    csrf: answer.csrf_token,
    canEdit: answer.permissions.includes('product.edit'),
    canSeeEssentialities: answer.permissions.includes('essentialities.view'),
  };
}

/** Sessions for `clients` clients, users taken in turn so that every role is in the mix. */
export async function logInClients(send: Send, clients: number): Promise<LoadSession[]> {
  const sessions: LoadSession[] = [];
  for (let index = 0; index < clients; index += 1) {
    const user = LOAD_USERS[index % LOAD_USERS.length]!;
    sessions.push(await logIn(send, user.email, user.password));
  }
  return sessions;
}

interface ListedCard {
  id: number;
  gtin: string | null;
}

const SORTS = ['updated_at', 'name_to_show', 'gtin'] as const;

/** A small deterministic generator per client, so runs are alike without sharing state. */
function randomFrom(seed: number) {
  let state = seed || 1;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * One client: loops list page → card show → EAN search → save (sales status, for users who edit) →
 * essentialities page, until `more()` says stop (it is asked once per request). Every answer's body is read, as a browser would.
 */
export async function runClient(
  send: Send,
  session: LoadSession,
  seed: number,
  more: () => boolean,
  record: (sample: Sample) => void,
): Promise<void> {
  const random = randomFrom(seed);
  let cards: ListedCard[] = [];
  let stopped = false;
  /** Each request asks `more()` first: a request budget counts requests sent, not steps skipped. */
  const timed = async (kind: RequestKind, path: string, init: RequestInit = {}) => {
    if (stopped || !more()) {
      stopped = true;
      return { status: 0, text: '' };
    }
    const headers = new Headers(init.headers);
    headers.set('cookie', session.cookie);
    headers.set('accept', 'application/json');
    if (init.method !== undefined && init.method !== 'GET') headers.set('x-csrf-token', session.csrf);
    const started = performance.now();
    try {
      const response = await send(path, { ...init, headers });
      const text = await response.text();
      record({ kind, status: response.status, ms: performance.now() - started });
      return { status: response.status, text };
    } catch {
      // No answer at all (the connection was reset or refused): counted as status 0, never thrown away.
      record({ kind, status: 0, ms: performance.now() - started });
      return { status: 0, text: '' };
    }
  };
  const step = async (kind: RequestKind) => {
    const card = cards.length === 0 ? undefined : cards[random(cards.length)];
    switch (kind) {
      case 'list': {
        const sort = SORTS[random(SORTS.length)]!;
        const answer = await timed(
          'list',
          `/api/p1/products?page=${1 + random(5)}&per_page=50&sort=${sort}&order=${random(2) === 0 ? 'asc' : 'desc'}`,
        );
        if (answer.status === 200) {
          const body = JSON.parse(answer.text) as { rows: { id: number; cells: { gtin?: unknown } }[] };
          cards = body.rows.map((row) => ({
            id: row.id,
            gtin: typeof row.cells.gtin === 'string' ? row.cells.gtin : null,
          }));
        }
        return;
      }
      case 'show':
        if (card !== undefined) await timed('show', `/api/p1/product/show/${card.id}`);
        return;
      case 'search':
        await timed('search', `/api/p1/search-product-by-ean?ean=${card?.gtin ?? '5900000000000'}`);
        return;
      case 'save':
        if (card !== undefined && session.canEdit)
          await timed('save', `/api/p1/product/${card.id}/update-sales-status`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              status: random(2) === 0 ? SALES_STATUS.AVAILABLE : SALES_STATUS.WITHDRAWN,
            }),
          });
        return;
      case 'essentialities':
        if (session.canSeeEssentialities)
          await timed('essentialities', `/api/p1/essentialities?page=${1 + random(3)}&per_page=50`);
        return;
    }
  };
  while (!stopped) for (const kind of REQUEST_KINDS) if (!stopped) await step(kind);
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by status, e.g. { 200: 950, 409: 2 }. */
  statuses: Record<number, number>;
}

export function figuresOf(samples: readonly Sample[]): Figures {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  return {
    count: samples.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    statuses,
  };
}

import type { Page } from '@playwright/test';
import type { HeldRequest } from './request-gate';

/**
 * What an arrangement gets: the page, and the requests the screen sent that wait for their answer. It runs
 * while they wait, so what it changes on the server is what the server finds when they arrive.
 */
export interface ArrangementContext {
  page: Page;
  held: HeldRequest[];
}

/** Makes the REAL server give the answer a view contract names (`server: …, arrange: '<name>'`). */
export type Arrangement = (context: ArrangementContext) => Promise<void>;

const CSRF_HEADER = 'x-csrf-token';

function heldRequest(context: ArrangementContext, method: string, path: RegExp): HeldRequest {
  const found = context.held.find(
    (held) => held.request.method() === method && path.test(new URL(held.request.url()).pathname),
  );
  if (!found) {
    const sent = context.held.map((held) => `${held.request.method()} ${held.request.url()}`).join(', ');
    throw new Error(`arrangement: no ${method} ${String(path)} among the held requests (${sent || 'none'})`);
  }
  return found;
}

/**
 * The arrangements by name. A contract's server cause whose arrangement is not here makes the Chromium
 * replay skip the paths with that answer (and count them in its output).
 */
export const arrangements: Record<string, Arrangement> = {
  /** §6 Login: the server gets a password that is not the account's and refuses it (401, translated). */
  wrongPassword: async (context) => {
    const login = heldRequest(context, 'POST', /^\/api\/login$/);
    const body = JSON.parse(login.request.postData() ?? '{}') as Record<string, unknown>;
    login.postData = JSON.stringify({ ...body, password: `${String(body['password'] ?? '')}-wrong` });
  },

  /**
   * §4 Saving, 409: the held card save finds the card saved elsewhere meanwhile (the same account saves
   * the stored card again as a draft through the API), so the server refuses the stale version.
   */
  savedElsewhere: async (context) => {
    const save = heldRequest(context, 'PUT', /^\/api\/p1\/product\/\d+\/edit$/);
    const id = /\/product\/(\d+)\/edit/.exec(new URL(save.request.url()).pathname)?.[1];
    const token = save.request.headers()[CSRF_HEADER] ?? '';
    const shown = await context.page.request.get(`/api/p1/product/show/${id}`);
    const card = (await shown.json()) as {
      id: number;
      general_info: { version: number };
      product_profile: Record<string, unknown>;
    };
    const { general_info: info, id: _id, ...payload } = card;
    const answer = await context.page.request.put(`/api/p1/product/${id}/edit?save=draft`, {
      headers: { [CSRF_HEADER]: token },
      data: {
        ...payload,
        product_profile: { ...payload.product_profile, name_to_show: 'Zapisana w innej karcie' },
        version: info.version,
      },
    });
    if (!answer.ok())
      throw new Error(`arrangement savedElsewhere: the other save answered ${answer.status()}`);
  },

  /** §8 Unauthorized: the session is logged out through the API, so the waiting request gets 401. */
  sessionEnded: async (context) => {
    // A read (the card's schema request) carries no CSRF token: the page's config has the session's.
    const token =
      context.held.map((held) => held.request.headers()[CSRF_HEADER]).find((value) => value !== undefined) ??
      ((await (await context.page.request.get('/api/page-config')).json()) as { csrf_token?: string })
        .csrf_token;
    if (token === undefined) throw new Error('arrangement sessionEnded: the session has no CSRF token');
    // The page's own request context shares its cookies: this ends exactly the page's session.
    const answer = await context.page.request.post('/api/logout', { headers: { [CSRF_HEADER]: token } });
    if (!answer.ok()) throw new Error(`arrangement sessionEnded: logout answered ${answer.status()}`);
  },
};

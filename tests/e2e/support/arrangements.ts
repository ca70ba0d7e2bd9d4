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
   * §8 409: the same save is made first from another tab of the same session (the held request's method,
   * address and body), so the card's version moves on and the screen's own save, based on the version it
   * read, is refused with 409. Works for any versioned write the screen holds (card form, bulk edit).
   */
  cardChangedElsewhere: async (context) => {
    // The versioned write: its body carries the version it is based on (a logistics check does not).
    const save = context.held.find(
      (held) =>
        ['PUT', 'POST', 'PATCH'].includes(held.request.method()) &&
        /"version"\s*:/.test(held.request.postData() ?? ''),
    );
    if (!save) throw new Error('arrangement cardChangedElsewhere: the screen holds no write to make first');
    const headers = save.request.headers();
    const answer = await context.page.request.fetch(save.request.url(), {
      method: save.request.method(),
      headers: {
        'content-type': headers['content-type'] ?? 'application/json',
        [CSRF_HEADER]: headers[CSRF_HEADER] ?? '',
      },
      data: save.request.postDataBuffer() ?? '',
    });
    if (!answer.ok())
      throw new Error(
        `arrangement cardChangedElsewhere: the save from elsewhere answered ${answer.status()}`,
      );
  },

  /**
   * §4 Jobs: the screen's held poll of a job reaches the server once the job has ended, so its answer is
   * the ended job (a bounded wait for the server's own work, asked through the same API).
   */
  jobEnded: async (context) => {
    const poll = heldRequest(context, 'POST', /^\/api\/get-job\/\d+$/);
    const headers = { [CSRF_HEADER]: poll.request.headers()[CSRF_HEADER] ?? '' };
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const answer = await context.page.request.post(poll.request.url(), { headers });
      const job = (await answer.json()) as { status?: string };
      if (job.status === 'finished' || job.status === 'failed') return;
      await context.page.waitForTimeout(250);
    }
    throw new Error('arrangement jobEnded: the job did not end within 60 s');
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
    // The page's own request context shares its cookies: this ends exactly the page's session.
    const config = (await (await context.page.request.get('/api/page-config')).json()) as {
      csrf_token?: string;
    };
    const answer = await context.page.request.post('/api/logout', {
      headers: { [CSRF_HEADER]: config.csrf_token ?? '' },
    });
    if (!answer.ok()) throw new Error(`arrangement sessionEnded: logout answered ${answer.status()}`);
  },
};

import type { Page } from '@playwright/test';
import pl from '../../../src/i18n/locales/pl.json' with { type: 'json' };
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

/** The server's generic 500 message in Polish, as server/app.ts answers it. */
const GENERIC_ERROR = pl.errors.generic;

/** The CSRF token of the page's session (its request context shares the page's cookies). */
async function csrfToken(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/page-config')).json()) as { csrf_token?: string };
  return config.csrf_token ?? '';
}

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
   * §4 Bulk edit statuses: the screen's held poll of the session reaches the server once the save job has
   * saved it (7), so its answer is the saved session (a bounded wait for the server's own job).
   */
  sessionSaved: async (context) => {
    const poll = heldRequest(context, 'GET', /^\/api\/bulk-edit\/\d+$/);
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const session = (await (await context.page.request.get(poll.request.url())).json()) as {
        status?: number;
      };
      if (session.status === 7) return;
      await context.page.waitForTimeout(250);
    }
    throw new Error('arrangement sessionSaved: the session was not saved within 60 s');
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

  /**
   * §8 An unexpected failure: the server's own generic 500 (the body of server/app.ts's error handler, in
   * Polish as the page asks), answered by the browser, since the real server fails only by accident. Every
   * request the screen holds for this answer gets it.
   */
  serverFails: async (context) => {
    for (const held of context.held)
      held.answer = { status: 500, body: { message: GENERIC_ERROR, code: 'errors.generic' } };
  },

  /** Offline: every request the screen holds for this answer fails as a lost connection does. */
  networkFails: async (context) => {
    for (const held of context.held) held.answer = 'abort';
  },

  /**
   * §8 404, the card is gone: a copy of the shown card is made and deleted through the API (§7 copy and
   * delete), and the held request goes to the deleted copy's address, so the server itself answers that
   * the card no longer exists. The shown card stays for the next paths, which open it again.
   */
  cardDeleted: async (context) => {
    const cardPath = /\/product\/(?:schema\/)?(\d+)/;
    const held = context.held.find((request) => cardPath.test(new URL(request.request.url()).pathname));
    if (!held) {
      // The category change asks for a category's schema, an address without the card: the real server
      // cannot find a card missing there, so the browser gives its own 404 for a missing card.
      for (const request of context.held)
        request.answer = {
          status: 404,
          body: { message: pl.errors.productNotFound, code: 'errors.productNotFound' },
        };
      return;
    }
    const address = new URL(held.request.url());
    const shown = cardPath.exec(address.pathname)?.[1] ?? '';
    const headers = { [CSRF_HEADER]: await csrfToken(context.page) };
    const copied = await context.page.request.post(`/api/p1/copy-product/${shown}`, { headers });
    if (!copied.ok()) throw new Error(`arrangement cardDeleted: the copy answered ${copied.status()}`);
    const copy = /\/product\/(\d+)\//.exec(((await copied.json()) as { url: string }).url)?.[1];
    const deleted = await context.page.request.delete('/api/p1/products', {
      headers,
      data: { ids: [Number(copy)] },
    });
    const results = ((await deleted.json()) as { results?: { success: boolean }[] }).results;
    if (!deleted.ok() || results?.[0]?.success !== true)
      throw new Error(`arrangement cardDeleted: deleting the copy answered ${deleted.status()}`);
    address.pathname = address.pathname.replace(cardPath, (found) => found.replace(shown, String(copy)));
    held.url = address.toString();
  },

  /** §8 Unauthorized: the session is logged out through the API, so the waiting request gets 401. */
  sessionEnded: async (context) => {
    // The page's own request context shares its cookies: this ends exactly the page's session.
    const answer = await context.page.request.post('/api/logout', {
      headers: { [CSRF_HEADER]: await csrfToken(context.page) },
    });
    if (!answer.ok()) throw new Error(`arrangement sessionEnded: logout answered ${answer.status()}`);
  },
};

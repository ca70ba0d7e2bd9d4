import type { Page, Request, Route } from '@playwright/test';

/** A request of the page to the API, held until the replay lets it through. */
export interface HeldRequest {
  request: Request;
  /** Set by an arrangement to send another body (the server then answers that body). */
  postData?: string;
  /** Set by an arrangement to send the request to another address of the same server. */
  url?: string;
  /**
   * Set by an arrangement for an answer the real server cannot be made to give on demand: the browser
   * answers the request itself with this status and JSON body (an unexpected 500), or `'abort'` fails it
   * as the network does (offline). The request then never reaches the server.
   */
  answer?: { status: number; body: unknown } | 'abort';
}

interface Held extends HeldRequest {
  route: Route;
}

/**
 * Holds the page's API requests while the screen waits for a server answer, so the replay sees the
 * waiting state (a disabled button, a spinner) however fast the server is, and so an arrangement can
 * change the server's data before the request reaches it (a save from elsewhere, a logout).
 */
export class RequestGate {
  private holding = false;
  private held: Held[] = [];
  private onHeld: (() => void) | null = null;

  /**
   * `machine`: the API paths of the replayed machine's own requests (default: the app's API and the
   * importer's, `/product-excel/api/…`).
   */
  static async on(page: Page, machine: RegExp = /^\/(api|product-excel\/api)\//): Promise<RequestGate> {
    const gate = new RequestGate();
    await page.route(
      (url) => machine.test(url.pathname),
      async (route) => {
        if (!gate.holding) await route.continue();
        else {
          gate.held.push({ route, request: route.request() });
          gate.onHeld?.();
        }
      },
    );
    return gate;
  }

  /** Requests made from now on wait for `release`. */
  hold(): void {
    this.holding = true;
  }

  /** Requests held so far (an arrangement reads them: which card is saved, the CSRF header). */
  get requests(): HeldRequest[] {
    return this.held;
  }

  /** Resolves once at least one request is held: the screen has asked the server. */
  async waitForRequest(where: string, timeoutMs = 10_000): Promise<void> {
    if (this.held.length) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.onHeld = resolve;
        timer = setTimeout(
          () => reject(new Error(`${where}: the screen sent no API request for the server to answer`)),
          timeoutMs,
        );
      });
    } finally {
      this.onHeld = null;
      clearTimeout(timer);
    }
  }

  /** Lets the held requests through; with `keepHolding` the next ones wait again. */
  async release(keepHolding: boolean): Promise<void> {
    const held = this.held;
    this.held = [];
    this.holding = keepHolding;
    for (const { route, postData, url, answer } of held) {
      const answered =
        answer === 'abort'
          ? route.abort('failed')
          : answer
            ? route.fulfill({
                status: answer.status,
                contentType: 'application/json',
                body: JSON.stringify(answer.body),
              })
            : route.continue({
                ...(postData === undefined ? {} : { postData }),
                ...(url === undefined ? {} : { url }),
              });
      await answered.catch(() => {
        // The page went away (the path ended while the request waited): nothing to answer.
      });
    }
  }
}

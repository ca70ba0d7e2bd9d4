import ky, { HTTPError, type KyInstance } from 'ky';
import { isErrorStatus, sessionEventForStatus } from '@domain/session-messages';
import { currentCsrfToken, currentMediaGalleryToken, sessionHandler } from './session-bridge';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Per-request options: `silentSession` keeps a 401 of the login form itself away from the global handler. */
export interface RequestContext extends Record<string, unknown> {
  silentSession?: boolean;
}

/**
 * §7 All calls: one ky instance. Same-origin credentials, JSON Accept, JSON content type (ky sets it for
 * `json:` bodies and leaves form data alone), the media-gallery token as Authorization when present,
 * GET params query-encoded by `searchParams`. A status above 209 is an error; 401, 403 and 503 go to the
 * global handler; a redirected response navigates to its final URL.
 */
export const api: KyInstance = ky.create({
  // Same-origin: paths resolve against the page's own origin (also where no browser resolves them, in jsdom).
  ...(typeof location === 'undefined' ? {} : { baseUrl: location.origin }),
  credentials: 'same-origin',
  retry: 0,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
  throwHttpErrors: (status) => isErrorStatus(status),
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = currentMediaGalleryToken();
        if (token !== null && !request.headers.has('Authorization'))
          request.headers.set('Authorization', token);
        if (UNSAFE.has(request.method)) request.headers.set('X-CSRF-Token', currentCsrfToken());
      },
    ],
    afterResponse: [
      ({ options, response }) => {
        if (response.redirected && response.url !== '' && typeof window !== 'undefined') {
          window.location.assign(response.url);
          return;
        }
        const event = sessionEventForStatus(response.status);
        const context = options.context as RequestContext;
        if (event === null || context.silentSession === true) return;
        const handler = sessionHandler();
        if (event === 'UNAUTHORIZED') handler?.unauthorized();
        else handler?.forbidden();
      },
    ],
  },
});

/** The translated message of an error answer (`{message}`) or null, for showing under a form. */
export function answerMessage(error: unknown): string | null {
  if (error instanceof HTTPError) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
  }
  return null;
}

export { HTTPError };

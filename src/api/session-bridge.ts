import type { ErrorMessage } from '@domain/session-messages';

/** §4 The global hook through which any code (the HTTP client first) marks the session state. */
export interface SessionHandler {
  unauthorized(): void;
  forbidden(): void;
  errorOccurred(message: ErrorMessage): void;
}

let handler: SessionHandler | null = null;
let csrfToken = '';
let mediaGalleryToken: string | null = null;

export function setSessionHandler(next: SessionHandler | null): void {
  handler = next;
}

export function sessionHandler(): SessionHandler | null {
  return handler;
}

/** The session's CSRF token, sent on unsafe methods; replaced after every login. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function currentCsrfToken(): string {
  return csrfToken;
}

/** §7 The media-gallery token goes in the Authorization header when present. */
export function setMediaGalleryToken(token: string | null): void {
  mediaGalleryToken = token;
}

export function currentMediaGalleryToken(): string | null {
  return mediaGalleryToken;
}

let waiters: (() => void)[] = [];

/**
 * Resolves when the session is authorized again (after re-login in place), so that a request refused with
 * 401 in the middle of work (a save) can complete instead of losing what the user did (§4 Saving).
 */
export function waitForSession(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => resolve();
    waiters.push(done);
    signal?.addEventListener('abort', () => {
      waiters = waiters.filter((waiter) => waiter !== done);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

/** Called by the session when it is authorized: every request waiting for it goes on. */
export function sessionAuthorized(): void {
  const waiting = waiters;
  waiters = [];
  waiting.forEach((resolve) => resolve());
}

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

import { NO_MESSAGE } from './constants';

/** §8 A session-level error carries a message, or -1 for the generic one. */
export type ErrorMessage = string | typeof NO_MESSAGE;

/** §8 Generic: the supplied message, or the key of the generic text when the message is -1 or empty. */
export function errorMessageKey(message: ErrorMessage): { key: string } | { text: string } {
  if (message === NO_MESSAGE || message.trim() === '') return { key: 'errors.generic' };
  return { text: message };
}

/**
 * §7 Statuses that the global handler turns into session events. §8 says 503 "also marks unauthorized or
 * forbidden"; we mark it forbidden, since logging in again cannot help an unavailable service
 * (docs/decisions/0002).
 */
export function sessionEventForStatus(status: number): 'UNAUTHORIZED' | 'FORBIDDEN' | null {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403 || status === 503) return 'FORBIDDEN';
  return null;
}

/** §7 A status above 209 is an error. */
export function isErrorStatus(status: number): boolean {
  return status > 209;
}

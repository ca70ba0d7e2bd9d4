import { Refusal } from '@domain/refusal';

/** What to show for a failed call: the server's first fault, else its message, else the fallback. */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof Refusal)) return fallback;
  return error.faults[0]?.message ?? (error.message !== '' ? error.message : fallback);
}

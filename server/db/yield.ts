/**
 * Lets requests that arrived meanwhile have their turn before long work takes its next step. PGlite runs
 * one query or transaction at a time, first come first served: a job that asks again at once (a resolved
 * promise) would often be first in line again; after setImmediate the waiting requests have queued theirs.
 */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

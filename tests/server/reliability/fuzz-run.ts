import fc from 'fast-check';
import type { TestApp } from '@tests/server/harness/app';
import { request, type RequestOptions } from '@tests/server/harness/http';
import { writeCounts, writtenBetween } from './db-fingerprint';

/** What one endpoint's fuzz saw. */
export interface FuzzOutcome {
  requests: number;
  refused: number;
  accepted: number;
  /** 5xx answers, and refusals (4xx) that wrote rows: each a short description with the input. */
  failures: string[];
}

/** The seed of this run's generated inputs: FUZZ_SEED to replay one, else fixed so that a run repeats. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const shown = (options: RequestOptions) =>
  JSON.stringify(options.raw ?? options.body)
    ?.slice(0, 300)
    .replace(/(.{300}).+/, '$1…');

/**
 * Sends each generated request in turn (in process) and checks the answer: never a 5xx, and a refusal
 * (4xx) leaves the write counter where it was. An accepted request may write, so the counter is read
 * again after each request rather than once.
 */
export async function fuzzEndpoint(
  app: TestApp,
  method: string,
  inputs: fc.Arbitrary<{ path: string; options: RequestOptions }>,
  runs: number,
  seed: number,
  /** Tables a refusal writes by design (a failed login is counted for the throttle, §8). */
  refusalMayWrite: readonly string[] = [],
): Promise<FuzzOutcome> {
  const outcome: FuzzOutcome = { requests: 0, refused: 0, accepted: 0, failures: [] };
  let written = await writeCounts(app.db);
  for (const { path, options } of fc.sample(inputs, { numRuns: runs, seed })) {
    const response = await request(app.app, method, path, options);
    const after = await writeCounts(app.db);
    outcome.requests += 1;
    if (response.status >= 500) {
      outcome.failures.push(
        `${response.status} for ${path} ${shown(options)}: ${response.text.slice(0, 200)}`,
      );
    } else if (response.status >= 400) {
      outcome.refused += 1;
      const tables = writtenBetween(written, after).filter((table) => !refusalMayWrite.includes(table));
      if (tables.length > 0)
        outcome.failures.push(
          `${response.status} but ${tables.join(', ')} written for ${path} ${shown(options)}`,
        );
    } else outcome.accepted += 1;
    written = after;
  }
  return outcome;
}

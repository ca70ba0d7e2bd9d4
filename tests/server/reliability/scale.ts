/**
 * How hard the reliability suite pushes: `npm test` runs its fast form, `npm run stress` (STRESS=1) the
 * full one. Every generated-input test takes its run counts from here.
 */
export const STRESS = process.env.STRESS === '1';

/** fast-check runs per write endpoint: ≥ 300 in `npm test`, ≥ 1,000 under stress. */
export const FUZZ_RUNS = STRESS ? 1000 : 300;

/**
 * How long one generated-input test may take: FUZZ_RUNS requests take seconds on a quiet machine, minutes
 * on a loaded one; the project's 30 s default is for single requests.
 */
export const FUZZ_TIMEOUT_MS = 15 * 60_000;

/**
 * Machines no screen shows, each with the reason: their coverage has no screen column (`screen: null`).
 * Every other machine of the catalog must have screen coverage (coverage/screens/<machine>.<screen>.json,
 * written by its screen replay), or the statechart coverage gate fails.
 *
 * Empty on purpose: each of the 18 machines drives something the user sees — `resource` the loading,
 * failed and retry parts of the screens that use it, `chunkRetry` the lazy screen and its error page,
 * `job` the rows of the jobs panel. A machine added here needs a reason a product owner would accept.
 */
export const SCREENLESS_MACHINES: Readonly<Record<string, string>> = {};

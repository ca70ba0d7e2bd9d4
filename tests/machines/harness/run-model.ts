import { readChart } from '@machines/statechart-model';
import { actionCoverage, coverageOf, guardCoverage, parallelCoverage, tally } from './coverage';
import { coveringPaths } from './covering-paths';
import { inlineActors } from './fake-actors';
import { planPaths, startsOf } from './plan-paths';
import { PureModel } from './pure-model';
import { createRig, replayPath } from './replay-path';
import type {
  MachineEntry,
  ModelResult,
  PathCounts,
  PlannedPath,
  ReplayFailure,
  RunModelOptions,
} from './types';

export const DEFAULT_SIMPLE_PATH_BUDGET = 200;

function countPaths(paths: readonly PlannedPath[]): PathCounts {
  const count = (origin: PlannedPath['origin']) => paths.filter((path) => path.origin === origin).length;
  return {
    shortest: count('shortest'),
    simple: count('simple'),
    transition: count('transition'),
    guard: count('guard'),
    total: paths.length,
  };
}

/**
 * §2 Statecharts, model-based: plans the paths of one catalog machine, replays every one of them on a live
 * actor and reports which states and transitions the replays went through.
 */
export async function runModel(entry: MachineEntry, options: RunModelOptions = {}): Promise<ModelResult> {
  const started = performance.now();
  const plan = planPaths(entry, {
    simplePathBudget: options.simplePathBudget ?? DEFAULT_SIMPLE_PATH_BUDGET,
    withSimplePaths: options.simplePaths ?? true,
  });
  const rig = createRig(options.replayOn ?? entry.machine);
  const starts = startsOf(entry);
  const models = starts.map((input) => new PureModel(entry.machine, input));
  const states = new Set<string>();
  const edges = new Set<string>();
  const guards = new Set<string>();
  const actions = new Set<string>();
  const combinations = new Set<string>();
  const failures: ReplayFailure[] = [];
  const predict = (path: PlannedPath) => models[path.start]?.predict(path.events) ?? [];
  const walked = [
    ...(options.coveringPaths ? coveringPaths(plan.paths, predict) : plan.paths),
    ...(options.extraPaths ?? []),
  ];
  for (const path of walked) {
    const predicted = predict(path);
    const replay = await replayPath(rig, starts[path.start], path, predicted, options);
    replay.states.forEach((state) => states.add(state));
    replay.edges.forEach((edge) => edges.add(edge));
    replay.guards.forEach((guard) => guards.add(guard));
    replay.actions.forEach((action) => actions.add(action));
    replay.combinations.forEach((combination) => combinations.add(combination));
    if (replay.failure) failures.push(replay.failure);
  }
  const chart = readChart(entry.machine);
  const unreached = chart.edges.filter((edge) => !edges.has(edge.id));
  const notes = [
    ...plan.notes,
    ...inlineActors(entry.machine),
    ...unreached.map((edge) =>
      plan.reachable.has(edge.id)
        ? `not reached: ${edge.id}: the model reaches it, no passing replay did`
        : `not reached: ${edge.id}: no reachable state fires it with the catalog's events (a dead branch, or an event payload missing from the catalog)`,
    ),
  ];
  const coverage = coverageOf(chart, states, edges);
  const guardOutcomes = guardCoverage(chart, guards);
  const actionItems = actionCoverage(rig.actions.names, actions);
  const unshown = guardOutcomes.filter((item) => !item.covered && !plan.reachableGuards.has(item.id));
  notes.push(
    ...unshown.map(
      (item) =>
        `not shown: ${item.id}: no reachable state gives this outcome with the catalog's events (add an event payload or a start that does)`,
    ),
  );
  return {
    id: entry.id,
    ...coverage,
    guardOutcomes,
    actions: actionItems,
    staleEvents: plan.stale,
    parallel: parallelCoverage(plan.reachableCombinations, combinations),
    totals: { ...coverage.totals, guards: tally(guardOutcomes), actions: tally(actionItems) },
    paths: countPaths(walked),
    notes,
    failures,
    ms: Math.round(performance.now() - started),
  };
}

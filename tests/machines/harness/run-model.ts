import { readChart } from '@machines/statechart-model';
import { coverageOf } from './coverage';
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
  const failures: ReplayFailure[] = [];
  const paths = [...plan.paths, ...(options.extraPaths ?? [])];
  for (const path of paths) {
    const predicted = models[path.start]?.predict(path.events) ?? [];
    const replay = await replayPath(rig, starts[path.start], path, predicted, options);
    replay.states.forEach((state) => states.add(state));
    replay.edges.forEach((edge) => edges.add(edge));
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
  return {
    id: entry.id,
    ...coverageOf(chart, states, edges),
    paths: countPaths(paths),
    notes,
    failures,
    ms: Math.round(performance.now() - started),
  };
}

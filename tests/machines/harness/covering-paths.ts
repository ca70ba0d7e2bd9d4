import type { AnyStateNode } from 'xstate';
import type { PlannedPath, PredictedStep } from './types';

/** What a path shows on the model: its states (ancestors included), edges and guard outcomes. */
function itemsOf(steps: readonly PredictedStep[]): Set<string> {
  const items = new Set<string>();
  for (const step of steps) {
    step.edges.forEach((edge) => items.add(edge));
    step.guards.forEach((guard) => items.add(guard));
    for (const node of step.snapshot._nodes as AnyStateNode[]) if (node.parent) items.add(node.id);
  }
  return items;
}

/**
 * The fewest planned paths (greedy) that together show every state, edge and guard outcome the whole plan
 * shows. A screen replay renders and queries the screen at every step, so it walks this cover rather than
 * every path: the same coverage for a fraction of the renders on a busy machine.
 */
export function coveringPaths(
  paths: readonly PlannedPath[],
  predict: (path: PlannedPath) => PredictedStep[],
): PlannedPath[] {
  const candidates = paths.map((path) => ({ path, items: itemsOf(predict(path)) }));
  const shown = new Set<string>();
  const chosen: PlannedPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      let gain = 0;
      candidate.items.forEach((item) => (gain += shown.has(item) ? 0 : 1));
      if (gain > bestGain) [best, bestGain] = [candidate, gain];
    }
    if (!best) return chosen.sort((a, b) => paths.indexOf(a) - paths.indexOf(b));
    best.items.forEach((item) => shown.add(item));
    chosen.push(best.path);
  }
}

import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { stateToString } from './state-value';

/**
 * Parallel states: which combinations of their regions' active states a snapshot shows, e.g.
 * `session.authorized` → `clock.ending + notice.forbidden`. Reported beside the coverage (how many the
 * model can reach, how many the replays went through); not required, as regions are meant to be independent.
 */

export const parallelStatesOf = (root: AnyStateNode): AnyStateNode[] =>
  [root, ...getStateNodes(root)].filter((node) => node.type === 'parallel');

function valueAt(value: StateValue, path: readonly string[]): StateValue | undefined {
  let current: StateValue | undefined = value;
  for (const key of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = current[key];
  }
  return current;
}

/** `<parallel state id>|<combination>` for every parallel state active in the snapshot. */
export function combinationsOf(snapshot: AnyMachineSnapshot, parallels: readonly AnyStateNode[]): string[] {
  if (snapshot.status !== 'active') return [];
  const active = new Set((snapshot._nodes as AnyStateNode[]).map((node) => node.id));
  return parallels
    .filter((node) => active.has(node.id))
    .flatMap((node) => {
      const value = valueAt(snapshot.value, node.path);
      if (value === undefined || typeof value === 'string') return [];
      const regions = Object.keys(node.states).map((key) => {
        const region = value[key];
        return region === undefined ? key : `${key}.${stateToString(region)}`;
      });
      return [`${node.id}|${regions.join(' + ')}`];
    });
}

import type {
  AnyMachineSnapshot,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  StateValue,
} from 'xstate';
import { evaluateGuard } from 'xstate/guards';
import { edgesOfTransition } from '@machines/statechart-model';

/**
 * Both outcomes of every guard (ARCHITECTURE.md, Coverage): `guard:<transitionId>:yes` when a guarded branch
 * was taken, `guard:<transitionId>:no` when the event arrived with its source state active and the guard
 * refused it (the event fell to a later branch, to an ancestor, or was ignored). The walk is XState's own
 * transition selection (`transitionNode` in xstate 5.33): atomic states first, a parent only when no child
 * took the event, a parallel state only when none of its regions did. Eventless branches are read from the
 * microsteps that fired (the branches before the taken one said no) and from the snapshot at rest (every
 * guarded `always` branch of an active state said no, or the machine would not rest there).
 */

export type GuardOutcome = 'yes' | 'no';

export const guardOutcomeId = (transitionId: string, outcome: GuardOutcome): string =>
  `guard:${transitionId}:${outcome}`;

const transitionIdOf = (transition: AnyTransitionDefinition): string =>
  edgesOfTransition(transition)[0]?.transitionId ?? '';

/** The branch a state node takes for the event, noting every guard it asks on the way. */
function select(
  node: AnyStateNode,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  out: Set<string>,
): AnyTransitionDefinition | undefined {
  for (const branch of node.transitions.get(event.type) ?? []) {
    if (branch.guard === undefined) return branch;
    let passed: boolean;
    try {
      passed = evaluateGuard(branch.guard, snapshot.context, event, snapshot);
    } catch {
      // XState fails the step on a throwing guard; the replay reports that step, no outcome is counted.
      return undefined;
    }
    out.add(guardOutcomeId(transitionIdOf(branch), passed ? 'yes' : 'no'));
    if (passed) return branch;
  }
  return undefined;
}

function walk(
  node: AnyStateNode,
  value: StateValue,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  out: Set<string>,
): boolean {
  if (typeof value === 'string') {
    const child = node.states[value];
    if (child && select(child, snapshot, event, out)) return true;
    return select(node, snapshot, event, out) !== undefined;
  }
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  let taken = false;
  if (keys.length === 1) {
    const key = keys[0] as string;
    const child = node.states[key];
    taken = child !== undefined && walk(child, value[key] as StateValue, snapshot, event, out);
  } else {
    for (const key of keys) {
      const region = node.states[key];
      if (region && walk(region, value[key] as StateValue, snapshot, event, out)) taken = true;
    }
  }
  return taken || select(node, snapshot, event, out) !== undefined;
}

/** Guard outcomes of an event arriving at a snapshot (before the machine takes it). */
export function outcomesOfEvent(snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  if (event.type === 'xstate.init' || snapshot.status !== 'active') return [];
  const out = new Set<string>();
  walk(snapshot.machine.root, snapshot.value, snapshot, event, out);
  return [...out];
}

/** Outcomes a microstep's transitions prove: a guarded branch taken, and the eventless branches before it. */
export function outcomesOfFired(transitions: readonly AnyTransitionDefinition[]): string[] {
  return transitions.flatMap((transition) => {
    const always = transition.source.always ?? [];
    const index = always.indexOf(transition);
    const before = index > 0 ? always.slice(0, index) : [];
    return [
      ...before
        .filter((branch) => branch.guard !== undefined)
        .map((branch) => guardOutcomeId(transitionIdOf(branch), 'no')),
      ...(transition.guard === undefined ? [] : [guardOutcomeId(transitionIdOf(transition), 'yes')]),
    ];
  });
}

/** At rest every guarded eventless branch of an active state refused (else the machine would have moved). */
export function outcomesAtRest(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  return (snapshot._nodes as AnyStateNode[]).flatMap((node) =>
    (node.always ?? [])
      .filter((branch) => branch.guard !== undefined)
      .map((branch) => guardOutcomeId(transitionIdOf(branch), 'no')),
  );
}

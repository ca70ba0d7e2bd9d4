import type { AnyStateMachine } from 'xstate';

type Predicate = (args: unknown, params: unknown) => unknown;

export interface GuardRecorder {
  /** The machine with every named guard wrapped so its outcome is noted; behaves as the original. */
  machine: AnyStateMachine;
  /** The outcomes noted since the last call, by guard name, and the names that gave both answers. */
  take(): { outcomes: Record<string, boolean>; conflicting: string[] };
}

/**
 * §2 Statecharts, SCXML export: the outcome of each guard XState evaluates while taking a step. SCXML's
 * `cond` cannot run the TypeScript guards, so whoever drives an exported chart passes these outcomes with
 * the event (`_event.data.guards`), and the export writes the start's own as `startGuards`.
 */
export function recordGuards(machine: AnyStateMachine): GuardRecorder {
  let outcomes: Record<string, boolean> = {};
  let conflicting = new Set<string>();
  const implementations = machine.implementations.guards as Record<string, unknown>;
  const wrapped = Object.fromEntries(
    Object.entries(implementations).flatMap(([name, guard]) => {
      if (typeof guard !== 'function') return [];
      const predicate = guard as Predicate;
      const noting: Predicate = (args, params) => {
        const outcome = Boolean(predicate(args, params));
        if (name in outcomes && outcomes[name] !== outcome) conflicting.add(name);
        outcomes[name] = outcome;
        return outcome;
      };
      return [[name, noting]];
    }),
  );
  return {
    machine: machine.provide({ guards: wrapped }),
    take() {
      const taken = { outcomes, conflicting: [...conflicting] };
      outcomes = {};
      conflicting = new Set();
      return taken;
    },
  };
}

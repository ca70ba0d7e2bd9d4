import {
  createActor,
  SimulatedClock,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { edgeIdsOf } from '@machines/statechart-model';
import { ActionWatch } from './action-watch';
import { deliverEvent, noteTimers, type Timers } from './deliver-event';
import { FakeActors } from './fake-actors';
import { outcomesAtRest, outcomesOfEvent, outcomesOfFired } from './guard-outcomes';
import { combinationsOf, parallelStatesOf } from './parallel-combos';
import { stateToString } from './state-value';
import type { PlannedPath, PredictedStep, ReplayFailure, RunModelOptions } from './types';

/** Waits (in short real-time turns, for the screen's own async work) until the machine has the event. */
async function received(seen: (type: string) => boolean, event: { type: string }): Promise<string | null> {
  // A ceiling like Testing Library's asyncUtilTimeout, not a sleep: it returns as soon as the event is in.
  const until = Date.now() + 15_000;
  while (!seen(event.type) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  return seen(event.type) ? null : `the screen's action never sent ${event.type} to the machine`;
}

export interface Replay {
  failure: ReplayFailure | null;
  /** Edge and state ids the live actor went through in the steps that matched the model. */
  edges: Set<string>;
  states: Set<string>;
  /** Guard outcomes, named actions and parallel combinations of those steps. */
  guards: Set<string>;
  actions: Set<string>;
  combinations: Set<string>;
}

/** What one step did on the live actor, gathered from the inspection events of the root actor. */
class StepRecord {
  edges: string[] = [];
  states = new Set<string>();
  events = new Set<string>();
  guards = new Set<string>();
  actions = new Set<string>();

  observe(event: InspectionEvent): void {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.snapshot') this.events.add(event.event.type);
    // The event reaches the root actor before it is processed: its snapshot is the one the guards are asked in.
    if (event.type === '@xstate.event') {
      const before = event.actorRef.getSnapshot() as AnyMachineSnapshot | undefined;
      if (before?.machine) outcomesOfEvent(before, event.event).forEach((id) => this.guards.add(id));
    }
    if (event.type !== '@xstate.microstep') return;
    outcomesOfFired(event._transitions).forEach((id) => this.guards.add(id));
    for (const transition of event._transitions) {
      this.edges.push(...edgeIdsOf(transition));
      // A transient state (left by an eventless transition in the same step) shows only as a source, and
      // a history pseudo-state, never active itself, only as a target.
      this.addWithAncestors(transition.source);
      for (const target of transition.target ?? []) if (target.type === 'history') this.states.add(target.id);
    }
    for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) this.addWithAncestors(node);
  }

  private addWithAncestors(node: AnyStateNode | undefined): void {
    for (let current = node; current?.parent; current = current.parent) this.states.add(current.id);
  }
}

/** The machine under replay with fake actors provided, made once per model run (`.provide()` is not cheap). */
export interface ReplayRig {
  machine: AnyStateMachine;
  fakes: FakeActors;
  actions: ActionWatch;
  parallels: AnyStateNode[];
}

export function createRig(machine: AnyStateMachine): ReplayRig {
  const fakes = new FakeActors();
  const actions = new ActionWatch(machine);
  return {
    machine: machine.provide({ actors: fakes.logicFor(machine), actions: actions.watchedBuiltins() }),
    fakes,
    actions,
    parallels: parallelStatesOf(machine.root),
  };
}

export const describePath = (path: PlannedPath): string =>
  `${path.origin} #${path.start + 1}: ${['xstate.init', ...path.events.map((event) => event.type)].join(' → ')}`;

function mismatch(predicted: PredictedStep, live: AnyMachineSnapshot, record: StepRecord): string | null {
  const expected = stateToString(predicted.snapshot.value);
  const actual = stateToString(live.value);
  if (expected !== actual || predicted.snapshot.status !== live.status) {
    return `expected ${expected} (${predicted.snapshot.status}), the live actor is in ${actual} (${live.status})`;
  }
  if (predicted.edges.join() !== record.edges.join()) {
    return `expected transitions [${predicted.edges.join(', ')}], the live actor took [${record.edges.join(', ')}]`;
  }
  return null;
}

/**
 * Replays one planned path on a live actor with fake actors and a simulated clock, checking after every
 * step that the live actor is where the pure model says (state, status and the transitions it took).
 */
export async function replayPath(
  rig: ReplayRig,
  input: unknown,
  path: PlannedPath,
  predicted: PredictedStep[],
  options: RunModelOptions,
): Promise<Replay> {
  const { machine, fakes } = rig;
  fakes.clear();
  const clock = new SimulatedClock();
  const timers: Timers = { seen: new Map() };
  let record = new StepRecord();
  rig.actions.current = record.actions;
  const actor: Actor<AnyStateMachine> = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      record.observe(event);
      rig.actions.observe(event);
    },
  });
  const replay: Replay = {
    failure: null,
    edges: new Set(),
    states: new Set(),
    guards: new Set(),
    actions: new Set(),
    combinations: new Set(),
  };
  const fail = (step: number, message: string): Replay => ({
    ...replay,
    failure: { path: describePath(path), step, message },
  });
  const act = options.act ?? ((work: () => Promise<void>) => work());
  const unmount = options.mount?.(actor, path);
  try {
    await act(async () => void actor.start());
    for (const step of predicted) {
      if (step.index > 0) {
        const delivery = { actor, fakes, clock, timers, seen: (type: string) => record.events.has(type) };
        const undelivered: (string | null)[] = [];
        const byScreen = options.cause ? await options.cause(step.event, actor.getSnapshot()) : false;
        if (byScreen) await act(async () => void undelivered.push(await received(delivery.seen, step.event)));
        else await act(async () => void undelivered.push(await deliverEvent(delivery, step.event)));
        if (undelivered[0]) return fail(step.index, undelivered[0]);
      }
      const live = actor.getSnapshot();
      const problem = mismatch(step, live, record);
      if (problem) return fail(step.index, problem);
      try {
        const state = stateToString(live.value);
        options.assertState?.(state, live);
        await options.onStep?.({ ...step, state, path, passed: [...record.states] }, live);
      } catch (error) {
        return fail(step.index, error instanceof Error ? error.message : String(error));
      }
      record.edges.forEach((edge) => replay.edges.add(edge));
      record.states.forEach((state) => replay.states.add(state));
      [...record.guards, ...outcomesAtRest(live)].forEach((guard) => replay.guards.add(guard));
      record.actions.forEach((action) => replay.actions.add(action));
      combinationsOf(live, rig.parallels).forEach((combination) => replay.combinations.add(combination));
      noteTimers(actor, clock, timers, step.event);
      record = new StepRecord();
      rig.actions.current = record.actions;
    }
    return replay;
  } finally {
    actor.stop();
    unmount?.();
  }
}

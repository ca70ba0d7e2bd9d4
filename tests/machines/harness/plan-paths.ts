import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { outcomesOfEvent } from './guard-outcomes';
import { combinationsOf, parallelStatesOf } from './parallel-combos';
import { PureModel } from './pure-model';
import { simplePathsWithin } from './simple-paths';
import type { CatalogEvent, MachineEntry, PathOrigin, PlannedPath } from './types';

export interface PlanOptions {
  simplePathBudget: number;
  /** Without simple paths, the transition replays make up for the transitions only they would reach. */
  withSimplePaths: boolean;
}

export interface Plan {
  paths: PlannedPath[];
  notes: string[];
  /** Edges some planned path fires on the pure model (over every start). */
  reachable: Set<string>;
  /** Guard outcomes some reachable state shows on the pure model with a catalog event. */
  reachableGuards: Set<string>;
  /** Parallel region combinations (`<state>|<combination>`) of every reachable snapshot. */
  reachableCombinations: Set<string>;
  /** Catalog events (`<type> #<index>`) no reachable state takes or asks a guard about. */
  stale: string[];
}

/** The start inputs of an entry: each of `inputs`, or the one `input`. */
export function startsOf(entry: MachineEntry): unknown[] {
  return entry.inputs ? [...entry.inputs] : [entry.input];
}

/** Path steps type their event as `{ type }`: find the catalog's own event (with its payload) again. */
function catalogEvent(entry: MachineEntry, event: EventObject, notes: Set<string>): CatalogEvent {
  const own = entry.events.find((candidate) => candidate === event);
  if (own) return own;
  notes.add(
    `event ${event.type} is accepted by the machine but missing from the catalog; sent without payload`,
  );
  return { type: event.type };
}

class PathSet {
  readonly paths: PlannedPath[] = [];
  private readonly keys = new Set<string>();
  constructor(private readonly entry: MachineEntry) {}

  add(origin: PathOrigin, start: number, events: CatalogEvent[], goal: string | null = null): boolean {
    const key = `${start}:${events.map((event) => this.entry.events.indexOf(event) + ':' + event.type).join(',')}`;
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    this.paths.push({ origin, start, events, goal });
    return true;
  }
}

/**
 * Shortest and simple paths from xstate/graph, then one replay per transition they miss: from every
 * reachable snapshot, every catalog event is tried on the pure model (notes/model-based-testing.md).
 */
export function planPaths(entry: MachineEntry, { simplePathBudget, withSimplePaths }: PlanOptions): Plan {
  const notes = new Set<string>();
  const reachable = new Set<string>();
  const reachableGuards = new Set<string>();
  const combinations = new Set<string>();
  const parallels = parallelStatesOf(entry.machine.root);
  const usedEvents = new Set<CatalogEvent>();
  const set = new PathSet(entry);
  startsOf(entry).forEach((input, start) => {
    const events = entry.events;
    const shortest = getShortestPaths(
      entry.machine,
      entry.serialize ? { events, input, serializeState: entry.serialize } : { events, input },
    );
    const shortestEvents = shortest.map((path) =>
      path.steps.slice(1).map((step) => catalogEvent(entry, step.event, notes)),
    );
    shortestEvents.forEach((path) => set.add('shortest', start, path));

    const simple = withSimplePaths
      ? simplePathsWithin(entry.machine, events, input, simplePathBudget, entry.serialize)
      : { paths: [], bounded: false, perState: null };
    if (simple.bounded) {
      notes.add(
        `start ${start + 1}: more than ${simplePathBudget} simple paths; bounded to ${simple.paths.length} (at most ${simple.perState} per reachable state)`,
      );
    }
    simple.paths.forEach((path) =>
      set.add(
        'simple',
        start,
        path.map((event) => catalogEvent(entry, event, notes)),
      ),
    );

    const model = new PureModel(entry.machine, input);
    const reached = new Set<string>();
    const reachedGuards = new Set<string>();
    const note = (steps: readonly { edges: string[]; guards: string[]; snapshot: AnyMachineSnapshot }[]) =>
      steps.forEach((step) => {
        step.edges.forEach((edge) => reached.add(edge));
        step.guards.forEach((guard) => reachedGuards.add(guard));
        combinationsOf(step.snapshot, parallels).forEach((combination) => combinations.add(combination));
      });
    set.paths.filter((path) => path.start === start).forEach((path) => note(model.predict(path.events)));
    shortestEvents.forEach((prefix) => {
      // The model's own end of the path: xstate/graph keys states by value and context, so an `error`
      // snapshot of the same value (an actor failing where nobody listens) can stand in for the active one.
      const snapshot = model.predict(prefix).at(-1)?.snapshot;
      if (!snapshot) return;
      for (const event of events) {
        const step = model.step(snapshot, event);
        if (step.edges.length || outcomesOfEvent(snapshot, event).length) usedEvents.add(event);
        const goal = step.edges.find((edge) => !reached.has(edge));
        const guardGoal = step.guards.find((guard) => !reachedGuards.has(guard));
        if (goal !== undefined) set.add('transition', start, [...prefix, event], goal);
        else if (guardGoal !== undefined) set.add('guard', start, [...prefix, event], guardGoal);
        note([step]);
      }
    });
    reached.forEach((edge) => reachable.add(edge));
    reachedGuards.forEach((guard) => reachableGuards.add(guard));
  });
  const stale = entry.events
    .map((event, index) => ({ event, id: `${event.type} #${index}` }))
    .filter(({ event }) => !usedEvents.has(event))
    .map(({ id }) => id);
  return {
    paths: set.paths,
    notes: [...notes],
    reachable,
    reachableGuards,
    reachableCombinations: combinations,
    stale,
  };
}

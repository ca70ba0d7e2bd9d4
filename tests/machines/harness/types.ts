import type { AnyMachineSnapshot, AnyStateMachine, AnyActorRef } from 'xstate';
import type { CatalogEvent, MachineEntry } from '@machines/catalog-types';

/** Where a path came from: xstate/graph's shortest or simple paths, or a replay built for one transition. */
export type PathOrigin = 'shortest' | 'simple' | 'transition' | 'guard';

/** A path as the model plans it: which start input, and the events sent after `xstate.init`. */
export interface PlannedPath {
  origin: PathOrigin;
  /** Index into the entry's starts (`inputs`, or the single `input`). */
  start: number;
  events: CatalogEvent[];
  /** For a transition or guard replay: the edge or guard outcome it was built to reach. */
  goal: string | null;
}

/** One step as the pure model predicts it; step 0 is `xstate.init`. */
export interface PredictedStep {
  index: number;
  event: CatalogEvent;
  snapshot: AnyMachineSnapshot;
  /** Ids of the edges (statechart-model ids) the step fires, in firing order. */
  edges: string[];
  /** Guard outcomes the step shows (`guard:<transitionId>:yes|no`, see guard-outcomes.ts). */
  guards: string[];
}

/** What a test hook receives after every step of a replay. */
export interface ReplayStep extends PredictedStep {
  /** The state value as a string: `authorized.active`; parallel regions are joined with `, `. */
  state: string;
  path: PlannedPath;
  /** Ids of the states the step entered or passed, ancestors included (transient ones too). */
  passed: readonly string[];
}

export interface ReplayFailure {
  path: string;
  step: number;
  message: string;
}

export interface CoverageItem {
  id: string;
  covered: boolean;
}

export interface EdgeCoverage extends CoverageItem {
  source: string;
  target: string;
  event: string;
}

export interface Tally {
  covered: number;
  total: number;
}

export interface PathCounts {
  shortest: number;
  simple: number;
  transition: number;
  /** Replays built for a guard's "no" (or "yes") that no other path shows. */
  guard: number;
  total: number;
}

/** The combinations of a parallel state's regions: reachable on the model, and walked by the replays. */
export interface ParallelCoverage {
  /** XState id of the parallel state (the machine's id for a parallel root). */
  state: string;
  /** Ids `<region>.<state> + <region>.<state>`, one per combination the model can reach. */
  combinations: CoverageItem[];
  totals: Tally;
}

export interface ModelTotals {
  states: Tally;
  transitions: Tally;
  /** Both outcomes of every guarded branch. */
  guards: Tally;
  /** Every named action of `setup({ actions })`, seen executing. */
  actions: Tally;
}

export interface ModelResult {
  id: string;
  states: CoverageItem[];
  transitions: EdgeCoverage[];
  /** `guard:<transitionId>:yes` and `guard:<transitionId>:no` for every guarded branch of the chart. */
  guardOutcomes: CoverageItem[];
  /** Every named action of the machine's `setup({ actions })`, covered when seen executing in a replay. */
  actions: CoverageItem[];
  /** Catalog events (`<type> #<catalog index>`) that no reachable state takes or even asks a guard about. */
  staleEvents: string[];
  /** Reported, not required: the region combinations of every parallel state. */
  parallel: ParallelCoverage[];
  totals: ModelTotals;
  paths: PathCounts;
  /** What the planner had to bound or could not do (said in the output, never silently). */
  notes: string[];
  failures: ReplayFailure[];
  ms: number;
}

export interface RunModelOptions {
  /** Replay on this machine instead of the entry's one (a broken variant, or one with real actors). */
  replayOn?: AnyStateMachine;
  /** False to skip simple paths (a screen test); transition replays then reach what only they would. */
  simplePaths?: boolean;
  /** Upper bound of simple paths per start; beyond it a bounded, evenly spread subset is kept. */
  simplePathBudget?: number;
  /** Walk only the fewest planned paths that show every state, edge and guard outcome (a screen replay). */
  coveringPaths?: boolean;
  /** Called after every step with the state as a string; throw to fail the step. */
  assertState?: (state: string, snapshot: AnyMachineSnapshot) => void;
  /**
   * Paths replayed besides the planned ones: a screen test adds the user's own way to a transition the
   * planner reaches from a state where the screen offers no control for it (the first load of a list).
   */
  extraPaths?: readonly PlannedPath[];
  /** For a screen test: mount the screen on the live actor before it starts; return the cleanup. */
  mount?: (actor: AnyActorRef, path: PlannedPath) => (() => void) | void;
  /** For a screen test: runs each step inside React's `act` so the screen has rendered before `onStep`. */
  act?: (work: () => Promise<void>) => Promise<void>;
  /** For a screen test: assert what the user sees in each step (may wait for the DOM). */
  onStep?: (step: ReplayStep, snapshot: AnyMachineSnapshot) => void | Promise<void>;
  /**
   * For a screen replay: make the step's event happen through the screen (the user's click or typing).
   * Returns true when it did (the replay then waits for the machine to receive the event), false to let
   * the replay deliver it itself (an actor settles, the clock moves, or the event is sent).
   */
  cause?: (event: CatalogEvent, snapshot: AnyMachineSnapshot) => Promise<boolean>;
}

export type { CatalogEvent, MachineEntry };

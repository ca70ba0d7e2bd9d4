import {
  createActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { edgeIdsOf } from '@machines/statechart-model';
import { outcomesAtRest, outcomesOfEvent, outcomesOfFired } from './guard-outcomes';
import type { CatalogEvent, PredictedStep } from './types';

const INIT: CatalogEvent = { type: 'xstate.init' };

/** One step on the model: the next snapshot, the edges it fired and the guard outcomes it showed. */
export interface ModelStep {
  snapshot: AnyMachineSnapshot;
  edges: string[];
  guards: string[];
}

/**
 * The machine as a pure function, with a record of which transitions fired. `transition(machine, snapshot,
 * event)` from 'xstate' is `machine.transition(snapshot, event, inertScope)`; this is the same call with a
 * scope whose inspector keeps each microstep's transitions, so eventless (`always`) edges are seen too.
 */
export class PureModel {
  private fired: AnyTransitionDefinition[] = [];
  private readonly scope: AnyActorScope;

  constructor(
    private readonly machine: AnyStateMachine,
    private readonly input: unknown,
  ) {
    const self = createActor(machine, { input, inspect: (event) => this.record(event) });
    this.scope = {
      self,
      id: '',
      sessionId: '',
      logger: () => {},
      defer: () => {},
      emit: () => {},
      system: self.system,
      stopChild: () => {},
      actionExecutor: () => {},
    };
  }

  private record(event: InspectionEvent): void {
    // createActor computes its own initial snapshot before `scope` exists; those microsteps are not ours.
    if (event.type === '@xstate.microstep' && event.actorRef === this.scope?.self)
      this.fired.push(...event._transitions);
  }

  private take(snapshot: AnyMachineSnapshot, asked: readonly string[]): ModelStep {
    const edges = this.fired.flatMap(edgeIdsOf);
    const guards = new Set([...asked, ...outcomesOfFired(this.fired), ...outcomesAtRest(snapshot)]);
    this.fired = [];
    return { snapshot, edges, guards: [...guards] };
  }

  initial(): ModelStep {
    this.fired = [];
    return this.take(this.machine.getInitialSnapshot(this.scope, this.input), []);
  }

  step(snapshot: AnyMachineSnapshot, event: CatalogEvent): ModelStep {
    this.fired = [];
    const asked = outcomesOfEvent(snapshot, event);
    return this.take(this.machine.transition(snapshot, event, this.scope), asked);
  }

  /** The predicted steps of a path: init, then one step per event. */
  predict(events: readonly CatalogEvent[]): PredictedStep[] {
    const first = this.initial();
    const steps: PredictedStep[] = [{ index: 0, event: INIT, ...first }];
    let snapshot = first.snapshot;
    events.forEach((event, index) => {
      const next = this.step(snapshot, event);
      steps.push({ index: index + 1, event, ...next });
      snapshot = next.snapshot;
    });
    return steps;
  }
}

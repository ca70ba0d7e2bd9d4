import { fromPromise, type AnyActorLogic, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

interface Settle {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Stand-ins for every named actor of a machine. They never settle by themselves: the replay settles one
 * when its path reaches `xstate.done.actor.<id>` or `xstate.error.actor.<id>`, so the done and error events
 * travel the real way (child actor → parent) and a path that expects an actor that is not running fails.
 */
export class FakeActors {
  private readonly running = new Map<string, Settle>();

  /** A promise actor for every source in `setup({ actors })`; a callback actor's events are sent as events. */
  logicFor(machine: AnyStateMachine): Record<string, AnyActorLogic> {
    const fake = fromPromise<unknown, unknown>(
      ({ self, signal }) =>
        new Promise((resolve, reject) => {
          this.running.set(self.id, { resolve, reject });
          signal.addEventListener('abort', () => this.running.delete(self.id));
        }),
    );
    return Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, fake]));
  }

  /** Forgets actors of an earlier replay (they were stopped with it). */
  clear(): void {
    this.running.clear();
  }

  /** False when no actor with that invoke id is running. */
  settle(id: string, outcome: { output: unknown } | { error: unknown }): boolean {
    const actor = this.running.get(id);
    if (!actor) return false;
    this.running.delete(id);
    if ('error' in outcome) actor.reject(outcome.error);
    else actor.resolve(outcome.output);
    return true;
  }
}

/** Invoked actors given inline instead of by name cannot be replaced with `.provide()`, so they would run. */
export function inlineActors(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).flatMap((node: AnyStateNode) =>
    node.invoke
      .filter((invoke) => typeof invoke.src !== 'string')
      .map((invoke) => `${node.id} invokes ${invoke.id} inline`),
  );
}

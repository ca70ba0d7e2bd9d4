import type { AnyStateMachine, InspectionEvent } from 'xstate';

/**
 * Which named actions of `setup({ actions })` ran. A custom action (a function) shows as `@xstate.action`
 * in the inspection stream when it executes. A named built-in action (`assign`, `emit`, `raise` …) never
 * does: XState resolves it inside the transition and only executes what is left (an `assign` leaves
 * nothing). So the rig provides each named built-in again, as itself, with a `resolve` that notes its name
 * before resolving it the same way: it is seen exactly when XState applies it.
 */
type Builtin = ((...args: unknown[]) => unknown) & {
  resolve: (...args: unknown[]) => unknown;
};

type Actions = AnyStateMachine['implementations']['actions'];

const isBuiltin = (action: unknown): action is Builtin =>
  typeof action === 'function' && typeof (action as { resolve?: unknown }).resolve === 'function';

export class ActionWatch {
  /** Where the actions of the running step are noted; the replay swaps it per step. */
  current: Set<string> = new Set();
  readonly names: readonly string[];

  constructor(private readonly machine: AnyStateMachine) {
    this.names = Object.keys(machine.implementations.actions);
  }

  /** The named built-ins, each noting its name as XState resolves it (for `machine.provide({ actions })`). */
  watchedBuiltins(): Actions {
    const watched: Actions = {};
    for (const [name, action] of Object.entries(this.machine.implementations.actions)) {
      if (!isBuiltin(action)) continue;
      const original = action;
      const copy = Object.assign(function watchedAction(this: unknown, ...args: unknown[]) {
        return original.apply(this, args);
      }, original);
      copy.resolve = (...args: unknown[]) => {
        this.current.add(name);
        return original.resolve(...args);
      };
      watched[name] = copy as unknown as Actions[string];
    }
    return watched;
  }

  /** Notes a custom named action that executed on the root actor. */
  observe(event: InspectionEvent): void {
    if (event.type !== '@xstate.action' || event.actorRef.sessionId !== event.rootId) return;
    if (this.names.includes(event.action.type)) this.current.add(event.action.type);
  }
}

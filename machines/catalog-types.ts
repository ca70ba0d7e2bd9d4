import type { AnyStateMachine } from 'xstate';

/** An event with its payload, as the traversal and the replay send it. */
export type CatalogEvent = { type: string } & Record<string, unknown>;

/**
 * One machine of the catalog: what the diagram export, the model-based tests and the coverage report
 * need to know about it.
 */
export interface MachineEntry {
  /** The machine's own id; also the file name of its diagrams. */
  id: string;
  /** i18n key of the title shown in the viewer and the static diagram page. */
  titleKey: string;
  /** Spec section the machine implements, as the spec names it. */
  spec: string;
  machine: AnyStateMachine;
  /** Input for `createActor` when the machine takes one. */
  input?: unknown;
  /**
   * Every event the machine accepts, one payload per guard branch, plus the done and error events of its
   * invoked actors (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) and its delayed transitions
   * (`xstate.after.<DELAY>.<machine id>.<state path>`), so that every transition can be reached.
   */
  events: readonly CatalogEvent[];
  /**
   * The key a traversal tells snapshots apart by (default: state value and context). A machine whose context
   * grows with every event (an edit counter, the form's data) names the part that matters for its flow.
   */
  serialize?: (snapshot: { value: unknown; context: unknown }) => string;
  /** Several inputs when the initial state depends on input (each one a separate start). */
  inputs?: readonly unknown[];
}

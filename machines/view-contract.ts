import type { CatalogEvent } from './catalog-types';

/**
 * §2 Statecharts, view contracts: what a machine looks like on its screen, in the manner of zag's
 * `connect()` and its page-object models. Plain data (with small functions of the context or the event
 * where a check depends on them), no DOM and no testing library: the jsdom replay and the Chromium replay
 * each read it with their own locators, and the statechart viewer names the screens it lists.
 */

/**
 * A text as the user reads it: a key of the Polish catalogue (`productForm.save`), a key with values, a
 * literal text (a card's name typed in a test), or a pattern (regular expression source, case-sensitive).
 */
export type TextRef =
  | string
  | { key: string; values?: Record<string, string | number> }
  | { literal: string }
  | { pattern: string };

/** Where on the screen: by role and accessible name, by label, or by visible text; optionally inside another. */
export type Target =
  | { role: string; name?: TextRef; within?: Target }
  | { label: TextRef; within?: Target }
  | { text: TextRef; within?: Target };

/** One thing the user sees (or must not see) in a state. */
export type Check =
  | {
      see: Target;
      /** A control that is there but cannot be used (`disabled` or `aria-disabled`). */
      disabled?: boolean;
      /** The value of a text field or select. */
      value?: string;
      /** How many matches there are (default: at least one). */
      count?: number;
    }
  | { absent: Target };

/** One action of the user on the screen. */
export type UserAction =
  /**
   * A click. `via` is a control clicked first to reveal the target (a menu's button); a menu still open
   * after the click is closed again with Escape.
   */
  | { user: 'click'; target: Target; via?: Target }
  /** Typing replaces the field's whole value in one change (an empty text clears the field). */
  | { user: 'type'; target: Target; text: string }
  | { user: 'choose'; target: Target; option: TextRef }
  /** The user picks a file of that name in a file field (a small JPEG image stands for it). */
  | { user: 'upload'; target: Target; file: string }
  | { user: 'press'; key: string }
  /**
   * The user picks a file in a file field: `file` is a path from the project root (a fixture the real
   * server accepts); the jsdom replay gives the field an empty file of that name.
   */
  | { user: 'upload'; target: Target; file: string };

/** How an event of the machine comes about. */
export type Cause =
  /** The user acts on the screen; the screen sends the event. */
  | UserAction
  /**
   * Several actions in a row where one event needs them (open a dialog, fill it in, confirm; pick a file
   * and send it): the last one makes the screen send the event.
   */
  | { user: 'steps'; steps: readonly UserAction[] }
  /**
   * The server answers (the `done`/`error` event of an invoked actor): `answer` says what happens in
   * words (`server answers 409`). The jsdom replay settles the actor with the path's answer; the Chromium
   * replay makes the real server give it with the arrangement named here, or skips the path when none is.
   */
  | { server: string; arrange?: string }
  /** A timer of the machine runs out (`after`); the replays move the clock. */
  | { timer: true }
  /** Another part of the app sends it (a route change, a poll, another tab): the replays send it as is. */
  | { app: string };

export type StateChecks<Context> = readonly Check[] | ((context: Context) => readonly Check[]);
/**
 * A cause may depend on the event's payload, the context, and where the machine is (`active`: the XState
 * ids of the active states, ancestors included), e.g. a click where the screen shows a button, the app's
 * own call elsewhere.
 */
export type EventCause<Context> =
  Cause | ((event: CatalogEvent, context: Context, active: readonly string[]) => Cause);

export interface ViewContract<Context = unknown> {
  /** The machine's id in machines/index.ts. */
  machineId: string;
  /** The screen's id (`product-form`): named in the coverage report, the viewer and screenshot files. */
  screen: string;
  /** Where the screen is under /react/ (`/product/12/edit`), or null for a part shown over any page. */
  route: string | null;
  /**
   * What the user sees, keyed by XState state id (`productSave.saving`). After every step the checks of
   * every active state (ancestors included) must hold. A state the screen does not show has `[]`.
   */
  states: Record<string, StateChecks<Context>>;
  /** How each catalog event comes about, keyed by event type (`SAVE.READY`, `xstate.done.actor.save`). */
  events: Record<string, EventCause<Context>>;
}

/** The type of a `user` cause, for replays that only drive the screen through the user's actions. */
export const isUserCause = (cause: Cause): cause is Extract<Cause, { user: string }> => 'user' in cause;

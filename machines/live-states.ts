import type { StateValue } from 'xstate';

/**
 * The ids of every active state node (`session.authorized.clock.active` and its ancestors) from a state
 * value: what the statechart viewer highlights in live mode, in the id scheme of the exported diagrams.
 */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => {
    const id = `${machineId}.${key}`;
    return child === undefined ? [id] : [id, ...activeStateIds(id, child)];
  });
}

/** One message on the live channel: the active states of one running actor. */
export interface LiveStates {
  machine: string;
  /** Which running actor (several product forms may be open). */
  actor: string;
  states: string[];
  at: number;
}

export const LIVE_CHANNEL = 'pim-statecharts-live';

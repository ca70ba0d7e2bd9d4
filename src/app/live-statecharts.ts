import type { AnyActorRef } from 'xstate';
import { LIVE_CHANNEL, activeStateIds, type LiveStates } from '@machines/live-states';

let channel: BroadcastChannel | null = null;
/** Names this tab among others in the viewer's live list. */
export const TAB_ID = `tab-${Math.random().toString(36).slice(2, 6)}`;
const latest = new Map<string, LiveStates>();
const listeners = new Set<(message: LiveStates) => void>();

function open(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(LIVE_CHANNEL);
  return channel;
}

function deliver(message: LiveStates) {
  latest.set(`${message.machine}/${message.actor}`, message);
  for (const listener of listeners) listener(message);
}

/**
 * Publishes an actor's active states to the statechart viewer's live mode: to other tabs through a
 * BroadcastChannel and to a viewer in this tab directly. Answers the function that stops publishing.
 */
export function publishLive(machineId: string, actorName: string, actor: AnyActorRef): () => void {
  const send = () => {
    const snapshot = actor.getSnapshot() as { value: Parameters<typeof activeStateIds>[1] };
    const message: LiveStates = {
      machine: machineId,
      actor: actorName,
      states: activeStateIds(machineId, snapshot.value),
      at: Date.now(),
    };
    deliver(message);
    open()?.postMessage(message);
  };
  send();
  const subscription = actor.subscribe(send);
  return () => subscription.unsubscribe();
}

/** Listens to live states from this tab and others; answers the function that stops listening. */
export function listenLive(listener: (message: LiveStates) => void): () => void {
  listeners.add(listener);
  for (const message of latest.values()) listener(message);
  const bus = open();
  const onMessage = (event: MessageEvent<LiveStates>) => deliver(event.data);
  bus?.addEventListener('message', onMessage);
  return () => {
    listeners.delete(listener);
    bus?.removeEventListener('message', onMessage);
  };
}

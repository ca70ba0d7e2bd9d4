import { useEffect, useState } from 'react';
import { listenLive } from '@app/live-statecharts';

/**
 * The states of the running app's actors of one machine, as element ids of its diagram. Live mode is a
 * view of messages from other tabs, so React state is the right home for it (no flow of its own).
 */
export function useLiveStates(
  machineId: string,
  enabled: boolean,
): { ids: Set<string>; actors: string[] } | null {
  const [live, setLive] = useState<Map<string, string[]>>(new Map());
  useEffect(() => {
    if (!enabled) return undefined;
    setLive(new Map());
    return listenLive((message) => {
      if (message.machine !== machineId) return;
      setLive((previous) => new Map(previous).set(message.actor, message.states));
    });
  }, [machineId, enabled]);
  if (!enabled) return null;
  const ids = new Set([...live.values()].flat().map((id) => `state:${id}`));
  return { ids, actors: [...live.keys()] };
}

import { useSelector } from '@xstate/react';
import { selectIsQuiet } from '@machines/session.selectors';
import { useSessionActor } from './session-context';
import { useChunk } from '../use-chunk';

/** The dialogs' chunk; main.tsx fetches it when the browser is idle, so it is there before it is needed. */
export const loadSessionDialogs = () => import('./session-dialogs').then((m) => m.SessionDialogs);

function LoadedDialogs() {
  const Dialogs = useChunk('session-dialogs', loadSessionDialogs);
  return Dialogs === null ? null : <Dialogs />;
}

/** Mounts the session dialogs only once the session leaves the quiet states (§4 Session state). */
export function SessionOverlay() {
  const quiet = useSelector(useSessionActor(), selectIsQuiet);
  return quiet ? null : <LoadedDialogs />;
}

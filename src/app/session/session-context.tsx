import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine, type SessionInput } from '@machines/session.machine';
import {
  sessionAuthorized,
  setCsrfToken,
  setMediaGalleryToken,
  setSessionHandler,
} from '@api/session-bridge';
import { keepAliveActor, switchBackActor } from '../actors';
import { TAB_ID, publishLive } from '../live-statecharts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * Runs the session machine for the whole page and connects it to the HTTP client's global handler:
 * 401 → unauthorized (re-login over the page), 403/503 → forbidden, and keeps the client's CSRF and
 * media-gallery tokens in step with the session.
 */
export function SessionProvider({ input, children }: { input: SessionInput; children: ReactNode }) {
  const actor = useActorRef(
    sessionMachine.provide({ actors: { keepAlive: keepAliveActor, switchBack: switchBackActor } }),
    { input },
  );

  useEffect(() => {
    setSessionHandler({
      unauthorized: () => actor.send({ type: 'UNAUTHORIZED' }),
      forbidden: () => actor.send({ type: 'FORBIDDEN' }),
      errorOccurred: (message) => actor.send({ type: 'ERROR', message }),
    });
    const sync = () => {
      const snapshot = actor.getSnapshot();
      const { csrfToken, user } = snapshot.context;
      setCsrfToken(csrfToken);
      setMediaGalleryToken(user?.media_gallery_token ?? null);
      if (snapshot.matches('authorized')) sessionAuthorized();
    };
    sync();
    const subscription = actor.subscribe(sync);
    const stopLive = publishLive('session', TAB_ID, actor);
    return () => {
      stopLive();
      subscription.unsubscribe();
      setSessionHandler(null);
    };
  }, [actor]);

  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** Gives a running session actor to a subtree (the model-based screen tests drive their own). */
export const SessionActorProvider = SessionContext.Provider;

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (actor === null) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

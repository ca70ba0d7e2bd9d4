import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { resourceMachine } from '@machines/resource.machine';

export type ResourceActor = ActorRefFrom<typeof resourceMachine>;

/** The resource machine of one screen, loading with `load`. */
export function useResourceActor(load: () => Promise<unknown>): ResourceActor {
  return useActorRef(resourceMachine.provide({ actors: { load: fromPromise<unknown>(() => load()) } }));
}

/** A screen's view of a resource actor: data, loading, failed, retry, reload. */
export function useResourceBinding<T>(actor: ResourceActor) {
  const data = useSelector(actor, (s) => s.context.data) as T | null;
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return {
    data,
    loading,
    failed,
    retry: () => actor.send({ type: 'RETRY' }),
    reload: () => actor.send({ type: 'RELOAD' }),
  };
}

/** A screen's binding to the resource machine: data, loading, failed, retry. */
export function useResource<T>(load: () => Promise<T>) {
  return useResourceBinding<T>(useResourceActor(load));
}

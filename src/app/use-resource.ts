import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '@machines/resource.machine';

/** A screen's binding to the resource machine: data, loading, failed, retry. */
export function useResource<T>(load: () => Promise<T>) {
  const actor = useActorRef(
    resourceMachine.provide({ actors: { load: fromPromise<unknown>(() => load()) } }),
  );
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

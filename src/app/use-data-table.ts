import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { dataTableMachine } from '@machines/data-table.machine';
import {
  fetchPageActor,
  initialTableState,
  saveColumns,
  tableStateOfAddress,
  writeAddress,
} from './data-table-actors';

export interface DataTableOptions {
  /** Names the columns cookie (`products` → `products_columns`). */
  namespace: string;
  /** The list endpoint (`/api/p1/products`). */
  path: string;
  /** The list's own actions (delete, copy…): a promise actor taking the machine's RunActionInput. */
  runAction: AnyActorLogic;
}

/**
 * A list screen's dataTable actor with the real side effects: the list call, the columns cookie, the
 * address bar (written on every change, read back on back/forward). Starts loading once mounted.
 */
export function useDataTable({ namespace, path, runAction }: DataTableOptions) {
  // Read once: later changes of the address come from the machine itself or from back/forward.
  const [initial] = useState(() => initialTableState(namespace));
  const actor = useActorRef(
    dataTableMachine.provide({
      actors: { fetchPage: fetchPageActor(path), runAction },
      actions: {
        saveColumns: ({ context }) => saveColumns(context),
        pushUrl: ({ context }) => writeAddress(context, 'push'),
        replaceUrl: ({ context }) => writeAddress(context, 'replace'),
      },
    }),
    {
      input: {
        namespace,
        filters: initial.filters,
        meta: { ...initial.meta, selectedColumns: initial.columns },
      },
    },
  );

  useEffect(() => {
    actor.send({ type: 'LOAD' });
    const pathname = window.location.pathname;
    const onPopState = () => {
      // Back to another screen: that screen takes over; only this list's own entries restore its state.
      if (window.location.pathname === pathname)
        actor.send({ type: 'URL.RESTORE', ...tableStateOfAddress() });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor]);

  return actor;
}

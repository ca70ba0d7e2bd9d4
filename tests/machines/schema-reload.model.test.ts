import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { schemaReloadMachine } from '@machines/schema-reload.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof schemaReloadMachine>;

/** §4 Form behaviour: a category change asks for a schema, shows the skeleton late, merges the answer. */
describeModel('schemaReload', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state.startsWith('loading'))
      expect(context.request).toEqual({ category_ids: [17], network_availability: null });
    if (state === 'loaded' && context.request !== null) expect(context.schema).toEqual({ sections: [] });
    if (state === 'failed' || state === 'notFound') expect(context.error).not.toBeNull();
  },
});

import { useActorRef } from '@xstate/react';
import type { RefObject } from 'react';
import { useLocation } from 'wouter';
import type { IncomingSchema } from '@domain/product-form';
import { productSaveMachine } from '@machines/product-save.machine';
import { schemaReloadMachine } from '@machines/schema-reload.machine';
import { fetchSchemaActor, saveProductActor, validateLogisticsActor } from '@app/product-form-actors';
import { useSessionActor } from '@app/session/session-context';
import type { FormActor, ReloadActor, SaveActor } from './form-actors';

/**
 * §4 Saving and §4 Form behaviour (category change) of one loaded card: the productSave and schemaReload
 * actors with their real server calls, reporting to the form (faults, saved status, the new schema).
 */
export function useCardFlows(
  form: FormActor,
  revisionAtSave: RefObject<number>,
): { save: SaveActor; reload: ReloadActor } {
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const initial = form.getSnapshot().context;

  const save = useActorRef(
    productSaveMachine.provide({
      actors: { saveProduct: saveProductActor, validateLogistics: validateLogisticsActor },
      actions: {
        keepSessionAlive: () => session.send({ type: 'KEEP_ALIVE' }),
        reportFailure: ({ context }) => console.error('product save failed', context.failure),
        publishFaults: ({ context }) =>
          form.send({ type: 'FAULTS.SET', errors: context.faults, warnings: context.warnings }),
        publishSaved: ({ context }) => {
          const wasNew = form.getSnapshot().context.form?.id === null;
          form.send({
            type: 'SAVED',
            id: context.productId!,
            status: context.status!,
            updatedAt: context.updatedAt!,
            version: context.version!,
            revision: revisionAtSave.current,
          });
          if (wasNew) navigate(`/product/${context.productId}/edit`, { replace: true });
        },
      },
    }),
    {
      input: {
        productId: initial.form?.id ?? null,
        version: initial.form?.generalInfo?.version ?? null,
        updatedAt: initial.form?.generalInfo?.updated_at ?? null,
        status: initial.form?.status ?? null,
      },
    },
  );

  const reload = useActorRef(
    schemaReloadMachine.provide({
      actors: { fetchSchema: fetchSchemaActor },
      actions: {
        mergeSchema: ({ context }) =>
          form.send({ type: 'SCHEMA.APPLY', schema: context.schema as IncomingSchema }),
      },
    }),
    { input: { productId: initial.form?.id ?? null } },
  );

  return { save, reload };
}

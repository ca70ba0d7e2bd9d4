import { fromPromise } from 'xstate';
import { createBrand, createProducer, createSubBrand, fetchProducers, updateProducer } from '@api/producers';
import type {
  ProducerModalMode,
  ProducerModalResult,
  ProducerValues,
  StoredProducer,
} from '@machines/producer-modal.machine';
import { addressBody } from './address-fields';

/** §7 producers: the producer modal's reads and writes, for `producerModalMachine.provide()`. */
export function producerModalActors(companyId: number | undefined, fallback: () => string) {
  return {
    loadProducer: fromPromise<StoredProducer | null, { id: number }>(async ({ input }) => {
      const producers = await fetchProducers(companyId);
      return producers.find((candidate) => candidate.id === input.id) ?? null;
    }),
    save: fromPromise<ProducerModalResult, { mode: ProducerModalMode; values: ProducerValues }>(
      async ({ input: { mode, values } }) => {
        if (mode.kind === 'createProducer')
          return {
            kind: 'producer',
            producer: await createProducer(addressBody(values), fallback(), companyId),
          };
        if (mode.kind === 'editProducer')
          return {
            kind: 'producer',
            producer: await updateProducer(mode.producerId, addressBody(values), fallback()),
          };
        const name = (values.name ?? '').trim();
        const parent = mode.kind === 'createBrand' ? mode.producer : mode.brand;
        // The machine names a brand of a new parent itself; only stored parents get here.
        if (typeof parent !== 'number') return { kind: 'brand', ref: { name }, name };
        const created =
          mode.kind === 'createBrand'
            ? await createBrand(parent, { name }, fallback())
            : await createSubBrand(parent, { name }, fallback());
        return {
          kind: mode.kind === 'createBrand' ? 'brand' : 'subBrand',
          ref: created.id,
          name: created.name,
        };
      },
    ),
  };
}

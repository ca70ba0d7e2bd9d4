import { fromPromise } from 'xstate';
import { fetchGs1Prefixes, saveGs1Prefixes } from '@api/gs1-prefixes';
import type { Gs1PrefixesAnswer } from '@contract/gs1-prefixes';
import { gs1PrefixesMachine } from '@machines/gs1-prefixes.machine';

/** The GS1 prefixes machine with the real calls (docs/decisions/0050). */
export const gs1PrefixesWithActors = (fallbacks: { load: string; save: string }) =>
  gs1PrefixesMachine.provide({
    actors: {
      load: fromPromise<Gs1PrefixesAnswer, { companyId: number | null }>(async ({ input }) => {
        try {
          return await fetchGs1Prefixes(input.companyId);
        } catch {
          throw new Error(fallbacks.load);
        }
      }),
      save: fromPromise<Gs1PrefixesAnswer, { companyId: number | null; prefixes: string[] }>(({ input }) =>
        saveGs1Prefixes(input.companyId, input.prefixes, fallbacks.save),
      ),
    },
  });

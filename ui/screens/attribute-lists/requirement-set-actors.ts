import { fromPromise } from 'xstate';
import { requirementSet, requirementSetOptions, saveRequirementSet } from '@api/attribute-lists';
import { toRefusal } from '@api/auth';
import type { SetDraft, SetLoaded } from '@machines/requirement-set-dialog.machine';

/** §7 requirement sets: the dialog's read and write, for `requirementSetDialogMachine.provide()`. */
export function requirementSetActors(fallback: () => string) {
  return {
    load: fromPromise<SetLoaded, { setId: number | null }>(async ({ input }) => {
      try {
        const [options, set] = await Promise.all([
          requirementSetOptions(),
          input.setId === null ? null : requirementSet(input.setId),
        ]);
        return {
          options,
          set:
            set === null
              ? null
              : {
                  name: set.name,
                  categoryIds: set.category_ids.map(String),
                  attributeUuids: set.attribute_uuids,
                },
        };
      } catch (error) {
        throw toRefusal(error, fallback());
      }
    }),
    save: fromPromise<void, { setId: number | null; draft: SetDraft }>(
      async ({ input: { setId, draft } }) => {
        try {
          await saveRequirementSet(setId, {
            name: draft.name,
            category_ids: draft.categoryIds.map(Number),
            attribute_uuids: [...draft.attributeUuids],
          });
        } catch (error) {
          throw toRefusal(error, fallback());
        }
      },
    ),
  };
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requirementSet, requirementSetOptions, saveRequirementSet } from '@api/attribute-lists';
import { toRefusal } from '@api/auth';
import type { RequirementSetOptions } from '@contract/requirement-sets';
import { type Refusal } from '@domain/refusal';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import { ChoiceList } from './choice-list';

interface Draft {
  name: string;
  categoryIds: string[];
  attributeUuids: string[];
}

const EMPTY: Draft = { name: '', categoryIds: [], attributeUuids: [] };

/** The first fault of a field (`category_ids.2` counts for `category_ids`). */
const faultOf = (refusal: Refusal | null, field: string) =>
  refusal?.faults.find((fault) => fault.field === field || fault.field.startsWith(`${field}.`))?.message ??
  null;

/**
 * §2 Modals, retail-chain requirements: a set of the user's network is created (setId null) or edited.
 * The form's values are view state; the save is one request, refused with faults per field.
 */
export function RequirementSetDialog({
  setId,
  onClose,
  onSaved,
}: {
  /** undefined: closed; null: a new set. */
  setId: number | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const open = setId !== undefined;
  const [options, setOptions] = useState<RequirementSetOptions | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setDraft(null);
    setRefusal(null);
    void Promise.all([requirementSetOptions(), setId === null ? null : requirementSet(setId)])
      .then(([loaded, set]) => {
        if (!current) return;
        setOptions(loaded);
        setDraft(
          set === null
            ? EMPTY
            : {
                name: set.name,
                categoryIds: set.category_ids.map(String),
                attributeUuids: set.attribute_uuids,
              },
        );
      })
      .catch((error: unknown) => current && setRefusal(toRefusal(error, t('errors.short'))));
    return () => {
      current = false;
    };
  }, [open, setId, t]);

  const save = async () => {
    if (draft === null || setId === undefined) return;
    setSaving(true);
    try {
      await saveRequirementSet(setId, {
        name: draft.name,
        category_ids: draft.categoryIds.map(Number),
        attribute_uuids: draft.attributeUuids,
      });
      onSaved();
    } catch (error) {
      setRefusal(toRefusal(error, t('errors.short')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t(setId === null ? 'requirementSets.dialog.createTitle' : 'requirementSets.dialog.editTitle')}
      description={t('requirementSets.dialog.description')}
      onOpenChange={(next) => !next && onClose()}
      className="w-[min(94vw,46rem)]"
    >
      {draft === null || options === null ? (
        refusal ? (
          <Alert tone="error">{refusal.message}</Alert>
        ) : (
          <div
            className="flex flex-col gap-3"
            aria-busy="true"
            aria-label={t('requirementSets.dialog.loading')}
          >
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-56 w-full" />
          </div>
        )
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('requirementSets.dialog.name')}
            value={draft.name}
            maxLength={120}
            errors={faultOf(refusal, 'name') ? [faultOf(refusal, 'name')!] : []}
            onValueChange={(name) => setDraft({ ...draft, name })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceList
              label={t('requirementSets.dialog.categories')}
              items={options.categories}
              chosen={draft.categoryIds}
              error={faultOf(refusal, 'category_ids')}
              onChange={(categoryIds) => setDraft({ ...draft, categoryIds })}
            />
            <ChoiceList
              label={t('requirementSets.dialog.attributes')}
              items={options.attributes}
              chosen={draft.attributeUuids}
              error={faultOf(refusal, 'attribute_uuids')}
              onChange={(attributeUuids) => setDraft({ ...draft, attributeUuids })}
            />
          </div>
          {refusal !== null && refusal.faults.length === 0 && <Alert tone="error">{refusal.message}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('requirementSets.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              {t('requirementSets.dialog.save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { FieldFault } from '@domain/refusal';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import { requirementSetDialogMachine } from '@machines/requirement-set-dialog.machine';
import { ChoiceList } from './choice-list';
import { requirementSetActors } from './requirement-set-actors';

export type RequirementSetDialogActor = ActorRefFrom<typeof requirementSetDialogMachine>;

/** The first fault of a field (`category_ids.2` counts for `category_ids`). */
const faultOf = (faults: readonly FieldFault[], field: string) =>
  faults.find((fault) => fault.field === field || fault.field.startsWith(`${field}.`))?.message ?? null;

/**
 * §2 Modals, retail-chain requirements: a set of the user's network is created (setId null) or edited, on
 * the requirementSetDialog machine.
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
  if (setId === undefined) return null;
  // A new actor for every opening: the form starts from the stored set again.
  return <OpenRequirementSetDialog key={String(setId)} setId={setId} onClose={onClose} onSaved={onSaved} />;
}

function OpenRequirementSetDialog({
  setId,
  onClose,
  onSaved,
}: {
  setId: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () => requirementSetDialogMachine.provide({ actors: requirementSetActors(() => t('errors.short')) }),
    [t],
  );
  const actor = useActorRef(machine, { input: { setId } });
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  useEffect(() => {
    const subscription = actor.on('saved', () => onSavedRef.current());
    return () => subscription.unsubscribe();
  }, [actor]);
  return <RequirementSetDialogView actor={actor} onClose={onClose} />;
}

/** The requirement-set dialog on a given actor (the list's own, or a replay's). */
export function RequirementSetDialogView({
  actor,
  onClose,
}: {
  actor: RequirementSetDialogActor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isNew = useSelector(actor, (snapshot) => snapshot.context.setId === null);
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const failed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  return (
    <Dialog
      open
      title={t(isNew ? 'requirementSets.dialog.createTitle' : 'requirementSets.dialog.editTitle')}
      description={t('requirementSets.dialog.description')}
      onOpenChange={(next) => !next && onClose()}
      className="w-[min(94vw,46rem)]"
    >
      {options === null ? (
        failed ? (
          <Alert tone="error">{refusal?.message}</Alert>
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
        <SetForm actor={actor} onClose={onClose} />
      )}
    </Dialog>
  );
}

function SetForm({ actor, onClose }: { actor: RequirementSetDialogActor; onClose: () => void }) {
  const { t } = useTranslation();
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving') || snapshot.matches('saved'));
  const faults = refusal?.faults ?? [];
  const nameFault = faultOf(faults, 'name');
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <TextField
        label={t('requirementSets.dialog.name')}
        value={draft.name}
        maxLength={120}
        errors={nameFault ? [nameFault] : []}
        onValueChange={(name) => actor.send({ type: 'NAME.CHANGE', name })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceList
          label={t('requirementSets.dialog.categories')}
          items={options?.categories ?? []}
          chosen={draft.categoryIds}
          error={faultOf(faults, 'category_ids')}
          onChange={(ids) => actor.send({ type: 'CATEGORIES.SET', ids })}
        />
        <ChoiceList
          label={t('requirementSets.dialog.attributes')}
          items={options?.attributes ?? []}
          chosen={draft.attributeUuids}
          error={faultOf(faults, 'attribute_uuids')}
          onChange={(uuids) => actor.send({ type: 'ATTRIBUTES.SET', uuids })}
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
  );
}

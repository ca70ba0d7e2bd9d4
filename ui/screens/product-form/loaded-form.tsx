import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditingBlocked } from '@domain/address-gating';
import { FEATURE, isFeatureOn } from '@domain/feature-flags';
import type { ProductPayload } from '@domain/product';
import { saveChecks, type ValidationFlags } from '@domain/product-form';
import { Alert } from '@kit/alert';
import { RetryAlert } from '@kit/retry-alert';
import { usePageConfig } from '@app/config-context';
import { ConflictDialog } from './conflict-dialog';
import { createEditBuffer } from './edit-buffer';
import { FormActorsProvider, type FormActor, type ReloadActor, type SaveActor } from './form-actors';
import { FormFlash } from './form-flash';
import { FormHeader } from './form-header';
import { FormNavigator, type NavigatorTab } from './form-navigator';
import { FormSections } from './form-sections';
import { LeaveGuard } from '@app/forms/leave-guard';
import { ReadinessPanel } from '@app/readiness/readiness-panel';
import { useCardFlows } from './use-card-flows';
import { useChunkMounter } from './use-chunk-mounter';

/** The form's own sections this screen renders (the navigator lists these and the attribute sections). */
/** The id prefix of an attribute's field (the validation list's jump target). */
const ATTRIBUTE_FIELD_PREFIX = 'attribute-';
const OWN_SECTIONS: ReadonlySet<string> = new Set(['identify', 'media', 'logistic', 'recycling']);

/** The loaded card: save and category-change flows around the form, the navigator and the sections. */
export function LoadedForm({ form }: { form: FormActor }) {
  const revisionAtSave = useRef(0);
  const { save, reload } = useCardFlows(form, revisionAtSave);
  return <CardView form={form} save={save} reload={reload} revisionAtSave={revisionAtSave} />;
}

interface CardViewProps {
  form: FormActor;
  save: SaveActor;
  reload: ReloadActor;
  /** The form's revision when the last save was sent: what `publishSaved` marks as saved. */
  revisionAtSave: RefObject<number>;
}

/**
 * The card on running form, save and schema-reload actors (zag-style: the view takes its actors, so the
 * screen replays of those machines drive this very view with their own live actors).
 */
export function CardView({ form, save, reload, revisionAtSave }: CardViewProps) {
  const { t } = useTranslation();
  const config = usePageConfig();
  const [tab, setTab] = useState<NavigatorTab>('sections');
  const mounter = useChunkMounter();

  const flags: ValidationFlags = useMemo(
    () => ({
      productFormValidation: isFeatureOn(config.features, FEATURE.PRODUCT_FORM_VALIDATION),
      returnAddressValidation: false,
    }),
    [config.features],
  );

  const edits = useMemo(
    () =>
      createEditBuffer(
        (uuid, data) => form.send({ type: 'ATTRIBUTE.CHANGE', uuid, data }),
        () => {
          const { context } = form.getSnapshot();
          return context.revision === context.savedRevision;
        },
      ),
    [form],
  );
  const actors = useMemo(() => ({ form, save, reload, edits }), [form, save, reload, edits]);
  const dirty = useSelector(form, (s) => s.context.revision !== s.context.savedRevision);
  const saving = useSelector(
    save,
    (s) =>
      s.matches('saving') ||
      s.matches('validatingLogistics') ||
      s.matches('validatingDraft') ||
      s.matches('validatingReady'),
  );
  const reloading = useSelector(reload, (s) => s.matches('loading'));
  const skeleton = useSelector(reload, (s) => s.matches({ loading: 'skeleton' }));
  const reloadFailed = useSelector(reload, (s) => s.matches('failed'));
  const reloadNotFound = useSelector(reload, (s) => s.matches('notFound'));
  const conflict = useSelector(save, (s) => s.matches('failed') && s.context.failure?.kind === 'conflict');
  const conflictPayload = useSelector(save, (s) => s.context.request?.payload ?? null);
  const notFound = useSelector(save, (s) => s.matches('notFound'));
  const blocked = useSelector(form, (s) => {
    const state = s.context.form!;
    return isEditingBlocked(state.profile, {
      producers: state.options.producers,
      companyAddresses: state.options.companyAddresses,
    });
  });
  const productId = useSelector(form, (s) => s.context.form!.id);

  const send = useCallback(
    (mode: 'draft' | 'ready') => {
      edits.flush();
      const snapshot = form.getSnapshot().context;
      const checks = saveChecks(snapshot.form!, flags);
      revisionAtSave.current = snapshot.revision;
      save.send({ type: mode === 'draft' ? 'SAVE.DRAFT' : 'SAVE.READY', ...checks });
    },
    [form, save, flags, edits, revisionAtSave],
  );

  const jump = useCallback(
    (sectionCode: string, fieldId?: string) => {
      // A field of a chunk not mounted yet is mounted first (synchronously), so it is there to focus.
      if (fieldId?.startsWith(ATTRIBUTE_FIELD_PREFIX))
        mounter.reveal(fieldId.slice(ATTRIBUTE_FIELD_PREFIX.length));
      const target =
        (fieldId && document.getElementById(fieldId)) || document.getElementById(`section-${sectionCode}`);
      target?.scrollIntoView({ block: fieldId ? 'center' : 'start' });
      if (target instanceof HTMLElement && fieldId) target.focus({ preventScroll: true });
    },
    [mounter],
  );

  // A link from the dashboard or the details (…/edit#attribute-<uuid>) opens the card at that field.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (target !== '') jump('', target);
  }, [jump]);

  return (
    <FormActorsProvider value={actors}>
      <LeaveGuard dirty={dirty} />
      <div className="flex flex-col gap-3">
        <FormHeader
          dirty={dirty}
          saving={saving}
          disabled={saving || reloading || notFound}
          onSaveDraft={() => send('draft')}
          onSave={() => send('ready')}
        />
        <FormFlash save={save} onShowValidation={() => setTab('validation')} />
        <div className="grid items-start gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <aside className="lg:sticky lg:top-24">
            <FormNavigator tab={tab} onTab={setTab} shownSections={OWN_SECTIONS} onJump={jump} />
          </aside>
          <div className="flex min-w-0 flex-col gap-4">
            {blocked && <Alert tone="warning">{t('productForm.blocked')}</Alert>}
            {reloadFailed && (
              <RetryAlert
                message={t('productForm.errors.schemaFailed')}
                retryLabel={t('productForm.errors.retry')}
                onRetry={() => reload.send({ type: 'RETRY' })}
              />
            )}
            {reloadNotFound && <Alert tone="error">{t('productForm.errors.notFound')}</Alert>}
            {productId !== null && (
              <ReadinessPanel productId={productId} onOpenField={(id) => jump('', id)} />
            )}
            <FormSections
              productId={productId}
              blocked={blocked}
              reloading={reloading}
              skeleton={skeleton}
              mounter={mounter}
            />
          </div>
        </div>
      </div>
      {conflict && productId !== null && conflictPayload !== null && (
        <ConflictDialog
          productId={productId}
          mine={conflictPayload as ProductPayload}
          onKeepMine={(version) => save.send({ type: 'CONFLICT.KEEP_MINE', version })}
          onLoadStored={() => {
            save.send({ type: 'DISMISS' });
            form.send({ type: 'RELOAD' });
          }}
        />
      )}
    </FormActorsProvider>
  );
}

import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { assetsPath } from '@api/media-gallery';
import type { TableRow } from '@domain/table-state';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { textOf } from '@app/list-table';
import type { mediaAssignMachine } from '@machines/media-assign.machine';
import { liveMediaAssignMachine } from '@app/media-gallery-actors';
import { AssignOptions } from './assign-options';
import { AssignReview } from './assign-review';
import { NotAssignedReport } from './not-assigned-report';
import { PickList } from './pick-list';

/** Ids from the address (`?ids=1,2` the products list's selection, `?assets=3` the gallery's). */
function idsOf(name: string): number[] {
  const raw = new URLSearchParams(window.location.search).get(name) ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ].slice(0, 500);
}

const STEPS: Record<'mass' | 'auto', readonly string[]> = {
  mass: ['assets', 'cards', 'options', 'done'],
  auto: ['assets', 'review', 'options', 'done'],
};

function AssetName({ row }: { row: TableRow }) {
  const thumb = row.cells.thumbnail;
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50 text-[10px] text-slate-500">
        {typeof thumb === 'string' ? <img src={thumb} alt="" className="size-full object-contain" /> : 'PDF'}
      </span>
      <span className="truncate" title={String(row.cells.name ?? '')}>
        {String(row.cells.name ?? row.id)}
      </span>
    </>
  );
}

function CardName({ row }: { row: TableRow }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate">{String(row.cells.name_to_show ?? `#${row.id}`)}</span>
      <span className="text-xs text-slate-500 tabular-nums">{String(row.cells.gtin ?? '')}</span>
    </span>
  );
}

/**
 * §2 Mass assign (choose assets and cards) and automatic assign (cards found by the GTIN in the file
 * name), then the media type and the mode: the steps of the mediaAssign machine. The products list's
 * "bulk media" opens mass assign with its selected cards (`?ids=`).
 */
export function AssignFlow({ auto }: { auto: boolean }) {
  const actor = useActorRef(liveMediaAssignMachine, {
    input: { auto, assetIds: idsOf('assets'), productIds: idsOf('ids') },
  });
  return <AssignFlowView actor={actor} />;
}

export type MediaAssignActor = ActorRefFrom<typeof mediaAssignMachine>;

/** What the user sees of the mediaAssign machine in every state; it only reads the actor and sends to it. */
export function AssignFlowView({ actor }: { actor: MediaAssignActor }) {
  const { t } = useTranslation();
  const text = textOf(t);
  const auto = useSelector(actor, (snapshot) => snapshot.context.auto);
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const steps = auto ? STEPS.auto : STEPS.mass;
  const shown =
    state === 'previewing' ? 'review' : state === 'assigning' || state === 'failed' ? 'options' : state;
  const index = Math.max(0, steps.indexOf(shown));
  const stepName = text(`mediaGallery.assign.steps.${steps[index]}`);
  return (
    <section
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="assign-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="assign-title" className="text-base font-semibold text-slate-900">
          {t(auto ? 'mediaGallery.assign.autoTitle' : 'mediaGallery.assign.massTitle')}
        </h2>
        {auto && <p className="text-sm text-slate-600">{t('mediaGallery.assign.autoIntro')}</p>}
        <ol
          className="mt-2 flex flex-wrap gap-2 text-xs"
          aria-label={t('mediaGallery.assign.stepLabel', {
            step: index + 1,
            total: steps.length,
            name: stepName,
          })}
        >
          {steps.map((step, at) => (
            <li
              key={step}
              aria-current={at === index ? 'step' : undefined}
              className={`rounded-full px-2.5 py-1 ${at === index ? 'bg-accent-700 text-white' : at < index ? 'bg-accent-50 text-accent-900' : 'bg-slate-100 text-slate-600'}`}
            >
              {at + 1}. {text(`mediaGallery.assign.steps.${step}`)}
            </li>
          ))}
        </ol>
      </div>

      {state === 'assets' && (
        <>
          <p className="text-sm text-slate-600">
            {t('mediaGallery.assign.assetsHelp')}{' '}
            <span className="font-medium tabular-nums">
              {t('mediaGallery.assign.selectedAssets', { count: context.assetIds.length })}
            </span>
          </p>
          <PickList
            path={assetsPath()}
            searchLabel={t('mediaGallery.assign.searchAssets')}
            emptyText={t('mediaGallery.assign.noAssets')}
            selected={context.assetIds}
            onChange={(ids) => actor.send({ type: 'ASSETS.SET', ids })}
            render={(row) => <AssetName row={row} />}
            pickLabel={(row) =>
              t('mediaGallery.assign.pickAsset', { name: String(row.cells.name ?? row.id) })
            }
          />
        </>
      )}
      {state === 'cards' && (
        <>
          <p className="text-sm text-slate-600">
            {t('mediaGallery.assign.cardsHelp')}{' '}
            <span className="font-medium tabular-nums">
              {t('mediaGallery.assign.selectedCards', { count: context.productIds.length })}
            </span>
          </p>
          <PickList
            path="/api/p1/products"
            searchLabel={t('mediaGallery.assign.searchCards')}
            emptyText={t('mediaGallery.assign.noCards')}
            selected={context.productIds}
            onChange={(ids) => actor.send({ type: 'CARDS.SET', ids })}
            render={(row) => <CardName row={row} />}
            pickLabel={(row) =>
              t('mediaGallery.assign.pickCard', { name: String(row.cells.name_to_show ?? row.id) })
            }
          />
        </>
      )}
      {(state === 'previewing' || state === 'review') && (
        <AssignReview preview={state === 'review' ? context.preview : null} />
      )}
      {(state === 'options' || state === 'assigning') && (
        <AssignOptions
          type={context.type}
          mode={context.mode}
          busy={state === 'assigning'}
          onType={(mediaType) => actor.send({ type: 'TYPE.SET', mediaType })}
          onMode={(mode) => actor.send({ type: 'MODE.SET', mode })}
        />
      )}
      {state === 'done' && (
        <>
          <Alert tone="success">{context.outcome?.message}</Alert>
          <NotAssignedReport files={context.outcome?.notAssigned ?? []} />
        </>
      )}
      {state === 'failed' && (
        <Alert tone="error">
          {t('mediaGallery.assign.failed', { message: context.error || t('mediaGallery.errors.generic') })}
        </Alert>
      )}

      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        {(state === 'cards' || state === 'review' || state === 'options' || state === 'failed') && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
            {t('mediaGallery.assign.back')}
          </Button>
        )}
        {(state === 'assets' || state === 'cards' || state === 'review') && (
          <Button
            onClick={() => actor.send({ type: 'NEXT' })}
            disabled={
              (state === 'assets' && context.assetIds.length === 0) ||
              (state === 'cards' && context.productIds.length === 0) ||
              (state === 'review' && (context.preview?.matched.length ?? 0) === 0)
            }
          >
            {t('mediaGallery.assign.next')}
          </Button>
        )}
        {(state === 'options' || state === 'assigning') && (
          <Button
            onClick={() => actor.send({ type: 'SUBMIT' })}
            disabled={state === 'assigning'}
            aria-busy={state === 'assigning' || undefined}
          >
            {state === 'assigning' ? t('mediaGallery.assign.assigning') : t('mediaGallery.assign.submit')}
          </Button>
        )}
        {state === 'done' && (
          <Button onClick={() => actor.send({ type: 'RESTART' })}>{t('mediaGallery.assign.restart')}</Button>
        )}
      </div>
    </section>
  );
}

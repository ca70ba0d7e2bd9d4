import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { MediaAssetDetails as AssetDetails } from '@domain/media-asset';
import { assetDownloadUrl } from '@api/media-gallery';
import { languageOf } from '@domain/constants';
import { formatFileSize } from '@domain/format';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Skeleton } from '@kit/skeleton';
import { textOf } from '@app/list-table';
import { assetDetailsMachine } from '@machines/asset-details.machine';
import { loadAssetActor, saveAssetActor } from './asset-details-actors';
import { DirectorySelect } from './directory-select';

const linkClass =
  'inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 shadow-sm hover:bg-slate-50';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export type AssetDetailsActor = ActorRefFrom<typeof assetDetailsMachine>;

/** §2 Asset details: metadata, where it is used, rename and move, on the assetDetails machine. */
export function AssetDetailsView({ id }: { id: number }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      assetDetailsMachine.provide({
        actors: {
          load: loadAssetActor(() => t('mediaGallery.details.notFound')),
          save: saveAssetActor(() => t('mediaGallery.errors.generic')),
        },
      }),
    [t],
  );
  const actor = useActorRef(machine, { input: { id } });
  return <AssetDetailsPanel actor={actor} />;
}

/** The details page on a given actor (the screen's own, or a replay's). */
export function AssetDetailsPanel({ actor }: { actor: AssetDetailsActor }) {
  const details = useSelector(actor, (snapshot) => snapshot.context.details);
  const failed = useSelector(actor, (snapshot) =>
    snapshot.matches('failed') && snapshot.context.notice?.tone === 'error'
      ? snapshot.context.notice.text
      : null,
  );
  if (failed !== null) return <Alert tone="error">{failed}</Alert>;
  if (details === null)
    return (
      <div className="grid gap-4 md:grid-cols-[20rem_minmax(0,1fr)]" aria-busy="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  return <Loaded actor={actor} details={details} />;
}

function Loaded({ actor, details }: { actor: AssetDetailsActor; details: AssetDetails }) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const id = useId();
  const { asset, usage } = details;
  const directories = useSelector(actor, (snapshot) => snapshot.context.directories);
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const directory = useSelector(actor, (snapshot) => snapshot.context.directory);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'saving' }));
  const message =
    notice === null
      ? null
      : notice.tone === 'success'
        ? { tone: 'success' as const, text: t('mediaGallery.details.saved') }
        : { tone: 'error' as const, text: notice.text };
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto truncate text-base font-semibold text-slate-900" title={asset.name}>
          {t('mediaGallery.details.title')}: {asset.name}
        </h2>
        <Link href="/media-gallery" className={linkClass}>
          {t('mediaGallery.details.back')}
        </Link>
        {asset.kind === 'image' && asset.deleted_at === null && (
          <Link href={`/media-gallery/media/${asset.id}/edit-image`} className={linkClass}>
            {t('mediaGallery.details.editImage')}
          </Link>
        )}
        <a href={assetDownloadUrl(asset.id)} className={linkClass}>
          {t('mediaGallery.details.download')}
        </a>
      </div>
      {asset.deleted_at !== null && <Alert tone="warning">{t('mediaGallery.details.deleted')}</Alert>}
      {message !== null && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
          {asset.kind === 'image' ? (
            <img src={asset.url} alt={asset.name} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-sm text-slate-500">PDF</span>
          )}
        </div>
        <section
          aria-labelledby={`${id}-meta`}
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
        >
          <h3 id={`${id}-meta`} className="mb-2 font-semibold text-slate-900">
            {t('mediaGallery.details.metadata')}
          </h3>
          <dl>
            <Row label={t('mediaGallery.details.kind')}>{text(`mediaGallery.kinds.${asset.kind}`)}</Row>
            <Row label={t('mediaGallery.details.mime')}>{asset.mime}</Row>
            <Row label={t('mediaGallery.details.size')}>
              <span className="tabular-nums">{formatFileSize(asset.size, languageOf(i18n.language))}</span>
            </Row>
            {asset.width !== null && (
              <Row label={t('mediaGallery.details.dimensions')}>
                <span className="tabular-nums">
                  {asset.width} × {asset.height} px
                </span>
              </Row>
            )}
            <Row label={t('mediaGallery.details.version')}>
              <span className="tabular-nums">{asset.version}</span>
            </Row>
            <Row label={t('mediaGallery.details.directory')}>
              {asset.directory ?? t('mediaGallery.noDirectory')}
            </Row>
            <Row label={t('mediaGallery.details.uploadedBy')}>{asset.uploaded_by}</Row>
            <Row label={t('mediaGallery.details.createdAt')}>{date(asset.created_at)}</Row>
            <Row label={t('mediaGallery.details.updatedAt')}>{date(asset.updated_at)}</Row>
          </dl>
          {asset.deleted_at === null && (
            <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2">
              <form
                className="flex items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: 'RENAME' });
                }}
              >
                <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
                  {t('mediaGallery.details.renameLabel')}
                  <input
                    value={name}
                    onChange={(event) => actor.send({ type: 'NAME.CHANGE', name: event.target.value })}
                    className="h-9 rounded-md border border-slate-300 px-3 text-sm"
                  />
                </label>
                <Button
                  type="submit"
                  size="sm"
                  disabled={saving || name.trim() === '' || name === asset.name}
                >
                  {t('mediaGallery.details.rename')}
                </Button>
              </form>
              <form
                className="flex items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: 'MOVE' });
                }}
              >
                <DirectorySelect
                  label={t('mediaGallery.details.moveLabel')}
                  value={directory}
                  directories={directories}
                  onChange={(value) => actor.send({ type: 'DIRECTORY.CHOOSE', directory: value })}
                  className="flex-1"
                />
                <Button type="submit" size="sm" variant="secondary" disabled={saving}>
                  {t('mediaGallery.details.save')}
                </Button>
              </form>
            </div>
          )}
        </section>
      </div>
      <section
        aria-labelledby={`${id}-usage`}
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
      >
        <h3 id={`${id}-usage`} className="mb-2 font-semibold text-slate-900">
          {t('mediaGallery.details.usage')}
        </h3>
        {usage.length === 0 ? (
          <p className="text-slate-500">{t('mediaGallery.details.noUsage')}</p>
        ) : (
          <table className="w-full text-left">
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 font-medium">{t('mediaGallery.details.card')}</th>
                <th className="py-1 font-medium">{t('mediaGallery.details.gtin')}</th>
                <th className="py-1 font-medium">{t('mediaGallery.details.type')}</th>
                <th className="py-1 text-right font-medium">{t('mediaGallery.details.assignedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.map((use) => (
                <tr
                  key={`${use.product_id}-${use.assigned_at}-${use.type}`}
                  className="border-t border-slate-100"
                >
                  <td className="py-1">
                    <Link
                      href={`/product/${use.product_id}/details`}
                      className="text-accent-700 hover:underline"
                    >
                      {use.name}
                    </Link>
                  </td>
                  <td className="py-1 tabular-nums">{use.gtin ?? '—'}</td>
                  <td className="py-1">{text(`mediaGallery.mediaTypes.${use.type}`)}</td>
                  <td className="py-1 text-right tabular-nums">{date(use.assigned_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AssetDetails } from '@contract/media-gallery';
import { assetDownloadUrl, updateAsset } from '@api/media-gallery';
import { formatFileSize } from '@domain/format';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Skeleton } from '@kit/skeleton';
import { textOf } from '@app/list-table';
import { refusalText } from './refusal-text';
import { useAsset } from './use-asset';
import { DirectorySelect } from './directory-select';
import { useDirectories } from './use-directories';

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

/** §2 Asset details: metadata, where it is used, rename and move. */
export function AssetDetailsView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { state, reload } = useAsset(id, t('mediaGallery.details.notFound'));
  if (state.phase === 'loading')
    return (
      <div className="grid gap-4 md:grid-cols-[20rem_minmax(0,1fr)]" aria-busy="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  if (state.phase === 'failed') return <Alert tone="error">{state.message}</Alert>;
  return <Loaded details={state.details} onSaved={reload} />;
}

function Loaded({ details, onSaved }: { details: AssetDetails; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const id = useId();
  const { asset, usage } = details;
  const { directories } = useDirectories();
  const [name, setName] = useState(asset.name);
  const [directory, setDirectory] = useState(asset.directory_id === null ? '' : String(asset.directory_id));
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const save = (body: { name?: string; directory_id?: number | null }) =>
    updateAsset(asset.id, body).then(
      () => {
        setMessage({ tone: 'success', text: t('mediaGallery.details.saved') });
        onSaved();
      },
      (error: unknown) =>
        setMessage({ tone: 'error', text: refusalText(error, t('mediaGallery.errors.generic')) }),
    );
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
              <span className="tabular-nums">{formatFileSize(asset.size)}</span>
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
                  void save({ name });
                }}
              >
                <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
                  {t('mediaGallery.details.renameLabel')}
                  <input
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    className="h-9 rounded-md border border-slate-300 px-3 text-sm"
                  />
                </label>
                <Button type="submit" size="sm" disabled={name.trim() === '' || name === asset.name}>
                  {t('mediaGallery.details.rename')}
                </Button>
              </form>
              <form
                className="flex items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  void save({ directory_id: directory === '' ? null : Number(directory) });
                }}
              >
                <DirectorySelect
                  label={t('mediaGallery.details.moveLabel')}
                  value={directory}
                  directories={directories}
                  onChange={setDirectory}
                  className="flex-1"
                />
                <Button type="submit" size="sm" variant="secondary">
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

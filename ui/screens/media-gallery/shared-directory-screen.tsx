import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedDirectory } from '@contract/media-gallery';
import { fetchSharedDirectory, setMediaGalleryUrl } from '@api/media-gallery';
import { languageOf } from '@domain/constants';
import { formatFileSize } from '@domain/format';
import { Alert } from '@kit/alert';
import { Logo } from '@kit/logo';
import { Skeleton } from '@kit/skeleton';
import { usePageConfig } from '@app/config-context';
import type { ScreenProps } from '@app/module-registry';
import { refusalText } from './refusal-text';

type State =
  | { phase: 'loading' }
  | { phase: 'loaded'; directory: SharedDirectory }
  | { phase: 'failed'; message: string };

/**
 * §2 Shared directory (`media-gallery/shared-directory/{id}`, an absolute URL): anyone with the link sees
 * the directory's media and downloads them, without logging in. A revoked link says so.
 */
export function SharedDirectoryScreen({ params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  setMediaGalleryUrl(usePageConfig().media_gallery_url);
  const token = params.id ?? '';
  const [state, setState] = useState<State>({ phase: 'loading' });
  useEffect(() => {
    fetchSharedDirectory(token).then(
      (directory) => setState({ phase: 'loaded', directory }),
      (error: unknown) =>
        setState({ phase: 'failed', message: refusalText(error, t('mediaGallery.shared.notFound')) }),
    );
  }, [token, t]);
  return (
    <main className="mx-auto flex min-h-screen max-w-6xl flex-col gap-4 px-6 py-8">
      <header className="flex items-center gap-3 border-b border-slate-200 pb-4">
        <Logo label={t('app.name')} />
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{t('mediaGallery.shared.title')}</p>
          <h1 className="truncate text-xl font-semibold text-slate-900">
            {state.phase === 'loaded' ? state.directory.name : '\u00a0'}
          </h1>
        </div>
        {state.phase === 'loaded' && (
          <p className="ml-auto text-right text-sm text-slate-600">
            {t('mediaGallery.shared.from', { company: state.directory.company })}
            <br />
            <span className="tabular-nums">
              {t('mediaGallery.shared.count', { count: state.directory.assets.length })}
            </span>
          </p>
        )}
      </header>
      {state.phase === 'loading' && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
          {Array.from({ length: 10 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-square" />
            </li>
          ))}
        </ul>
      )}
      {state.phase === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {state.phase === 'loaded' && state.directory.assets.length === 0 && (
        <Alert>{t('mediaGallery.shared.empty')}</Alert>
      )}
      {state.phase === 'loaded' && state.directory.assets.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {state.directory.assets.map((asset) => (
            <li
              key={asset.id}
              className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              <div className="flex aspect-square items-center justify-center bg-slate-50">
                {asset.thumbnail_url !== null ? (
                  <img
                    src={asset.thumbnail_url}
                    alt=""
                    loading="lazy"
                    className="max-h-full max-w-full object-contain"
                  />
                ) : (
                  <span className="text-sm text-slate-500">PDF</span>
                )}
              </div>
              <div className="flex flex-col gap-1 p-2 text-xs">
                <span className="truncate font-medium text-slate-900" title={asset.name}>
                  {asset.name}
                </span>
                <span className="text-slate-500 tabular-nums">
                  {formatFileSize(asset.size, languageOf(i18n.language))}
                  {asset.width !== null && ` · ${asset.width} × ${asset.height}`}
                </span>
                <a
                  href={`${asset.url}&download=1`}
                  download={asset.name}
                  className="text-accent-700 hover:underline"
                >
                  {t('mediaGallery.shared.download', { name: asset.name })}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Asset } from '@contract/media-gallery';
import { editAssetImage } from '@api/media-gallery';
import { clampCrop, rotatedSize, turn, type Rect, type Rotation } from '@domain/media-gallery';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Skeleton } from '@kit/skeleton';
import { CropArea } from './crop-area';
import { refusalText } from './refusal-text';
import { useAsset } from './use-asset';

/** §2 Edit image: crop with a selection rectangle and turn by 90°, saved on the server as a new version. */
export function EditImageView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { state, reload } = useAsset(id, t('mediaGallery.details.notFound'));
  // Kept here: the editor starts afresh on the new version, the word that it was saved stays.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  if (state.phase === 'loading') return <Skeleton className="h-96 w-full max-w-2xl" />;
  if (state.phase === 'failed') return <Alert tone="error">{state.message}</Alert>;
  const { asset } = state.details;
  if (asset.kind !== 'image' || asset.width === null || asset.height === null)
    return <Alert tone="error">{t('mediaGallery.edit.notImage')}</Alert>;
  return (
    <>
      {savedVersion !== null && (
        <Alert tone="success">{t('mediaGallery.edit.saved', { version: savedVersion })}</Alert>
      )}
      <Editor
        key={asset.version}
        asset={asset}
        width={asset.width}
        height={asset.height}
        onSaved={(version) => {
          setSavedVersion(version);
          reload();
        }}
      />
    </>
  );
}

const FIELDS = ['x', 'y', 'width', 'height'] as const;

function Editor({
  asset,
  width,
  height,
  onSaved,
}: {
  asset: Asset;
  width: number;
  height: number;
  onSaved: (version: number) => void;
}) {
  const { t } = useTranslation();
  const [rotation, setRotation] = useState<Rotation>(0);
  const [crop, setCrop] = useState<Rect | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const turned = rotatedSize(width, height, rotation);
  const rotate = (step: 90 | -90) => {
    setRotation((current) => turn(current, step));
    // A selection belongs to one orientation: turning starts a new one.
    setCrop(null);
  };
  const save = () => {
    setBusy(true);
    editAssetImage(asset.id, { rotate: rotation, crop, version: asset.version }).then(
      (answer) => onSaved(answer.version),
      (error: unknown) => {
        setError(refusalText(error, t('mediaGallery.errors.generic')));
        setBusy(false);
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto truncate text-base font-semibold text-slate-900" title={asset.name}>
          {t('mediaGallery.edit.title')}: {asset.name}
        </h2>
        <Link
          href={`/media-gallery/media/${asset.id}/details`}
          className="text-sm text-accent-700 hover:underline"
        >
          {t('mediaGallery.details.title')}
        </Link>
      </div>
      {error !== null && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-start gap-6">
        <CropArea
          src={asset.url}
          width={width}
          height={height}
          rotation={rotation}
          crop={crop}
          onCrop={setCrop}
        />
        <div className="flex w-72 flex-col gap-3 text-sm">
          <p id="crop-help" className="text-xs text-slate-600">
            {t('mediaGallery.edit.cropHelp')}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => rotate(-90)}>
              ↺ {t('mediaGallery.edit.rotateLeft')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => rotate(90)}>
              ↻ {t('mediaGallery.edit.rotateRight')}
            </Button>
          </div>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1 text-xs font-medium text-slate-700">
              {t('mediaGallery.edit.cropFields')}
            </legend>
            {FIELDS.map((field) => (
              <label key={field} className="flex flex-col gap-1 text-xs text-slate-600">
                {t(`mediaGallery.edit.${field}`)}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={crop === null ? '' : crop[field]}
                  onChange={(event) => {
                    const base = crop ?? { x: 0, y: 0, width: turned.width, height: turned.height };
                    setCrop(
                      clampCrop(
                        { ...base, [field]: Number(event.target.value) },
                        turned.width,
                        turned.height,
                      ),
                    );
                  }}
                  className="h-8 rounded-md border border-slate-300 px-2 text-sm tabular-nums"
                />
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-slate-600 tabular-nums" aria-live="polite">
            {crop === null ? t('mediaGallery.edit.noCrop') : t('mediaGallery.edit.cropSize', { ...crop })}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" disabled={crop === null} onClick={() => setCrop(null)}>
              {t('mediaGallery.edit.resetCrop')}
            </Button>
            <Button
              size="sm"
              onClick={save}
              disabled={busy || (crop === null && rotation === 0)}
              aria-busy={busy || undefined}
            >
              {busy ? t('mediaGallery.edit.saving') : t('mediaGallery.edit.save')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { MEDIA_TYPE } from '@domain/constants';
import type { AssignMode } from '@machines/media-assign.machine';
import { textOf } from '@app/list-table';

const MODES: readonly AssignMode[] = ['add', 'replace'];

/** §2 Bulk media modes: the media type the files get on the cards, and add or replace (§4 Media). */
export function AssignOptions({
  type,
  mode,
  busy,
  onType,
  onMode,
}: {
  type: number;
  mode: AssignMode;
  busy: boolean;
  onType: (type: number) => void;
  onMode: (mode: AssignMode) => void;
}) {
  const { t } = useTranslation();
  const text = textOf(t);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        {t('mediaGallery.assign.type')}
        <select
          value={type}
          disabled={busy}
          onChange={(event) => onType(Number(event.target.value))}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {Object.values(MEDIA_TYPE).map((value) => (
            <option key={value} value={value}>
              {text(`mediaGallery.mediaTypes.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-1" disabled={busy}>
        <legend className="text-xs font-medium text-slate-700">{t('mediaGallery.assign.mode')}</legend>
        {MODES.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="assign-mode"
              value={value}
              checked={mode === value}
              onChange={() => onMode(value)}
              className="mt-1 accent-teal-700"
            />
            {text(`mediaGallery.assign.modes.${value}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

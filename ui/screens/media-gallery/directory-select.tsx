import { useTranslation } from 'react-i18next';
import type { DirectoryOption } from '@contract/media-gallery';
import { cn } from '@kit/cn';

interface DirectorySelectProps {
  label: string;
  /** A directory id, or '' for none. */
  value: string;
  directories: readonly DirectoryOption[];
  onChange: (value: string) => void;
  /** The label's own classes (its place in the row around it). */
  className?: string;
  /** h-8 beside the upload panel's buttons, h-9 in forms. */
  size?: 'sm' | 'md';
}

/** The gallery's directory picker (upload, details, move): "no directory" first, then every directory. */
export function DirectorySelect({
  label,
  value,
  directories,
  onChange,
  className,
  size = 'md',
}: DirectorySelectProps) {
  const { t } = useTranslation();
  return (
    <label className={cn('flex flex-col gap-1 text-xs font-medium text-slate-700', className)}>
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'rounded-md border border-slate-300 bg-white px-2 text-sm',
          size === 'sm' ? 'h-8' : 'h-9',
        )}
      >
        <option value="">{t('mediaGallery.noDirectory')}</option>
        {directories.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

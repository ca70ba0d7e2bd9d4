import { FILE_NAME_DISPLAY_LENGTH, type Language } from './constants';

/** §5 Computations: a file name longer than 40 characters is cut to 40 plus an ellipsis, keeping the extension. */
export function shortenFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  // A leading dot (".env") or a trailing one is not an extension.
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  if (base.length <= FILE_NAME_DISPLAY_LENGTH) return name;
  return `${base.slice(0, FILE_NAME_DISPLAY_LENGTH)}…${hasExtension ? name.slice(dot) : ''}`;
}

/** Intl's names of the size units; each step is 1024 of the one before. */
const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * §5 Computations: a size in bytes up to terabytes, steps of 1024, at most two decimals, written with the
 * language's own unit names and decimal comma (pl "77 B", de "77 Byte", "1,5 kB").
 */
export function formatFileSize(bytes: number, language: Language): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const step = size < 1 ? 0 : Math.min(Math.floor(Math.log(size) / Math.log(1024)), SIZE_UNITS.length - 1);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: SIZE_UNITS[step],
    maximumFractionDigits: 2,
  }).format(Number((size / 1024 ** step).toFixed(2)));
}

import { FILE_NAME_DISPLAY_LENGTH } from './constants';

/** §5 Computations: a file name longer than 40 characters is cut to 40 plus an ellipsis, keeping the extension. */
export function shortenFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  // A leading dot (".env") or a trailing one is not an extension.
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  if (base.length <= FILE_NAME_DISPLAY_LENGTH) return name;
  return `${base.slice(0, FILE_NAME_DISPLAY_LENGTH)}…${hasExtension ? name.slice(dot) : ''}`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** §5 Computations: a size in Bytes, KB, MB, GB or TB, steps of 1024, at most two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1) return `${bytes > 0 ? bytes : 0} Bytes`;
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${Number((bytes / 1024 ** step).toFixed(2))} ${SIZE_UNITS[step]}`;
}

import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Kit parts put their own classes first and take the caller's after; callers add
 * layout (margins, widths) rather than fight the part's own styles, so no class-merging library is needed
 * in the first load.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

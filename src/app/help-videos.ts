import { DEFAULT_LANGUAGE, type Language } from '@domain/constants';

/**
 * §2 Product form: the help link leads to a video channel that differs by language (pl, de). The operator
 * sets the channels here, not in the screens. A language without its own channel (ro) gets the default
 * language's (§1: Polish is the default and fallback) — docs/decisions/0044.
 */
export const HELP_VIDEO_CHANNELS: Readonly<Partial<Record<Language, string>>> = {
  pl: 'https://www.youtube.com/@pim-produkty-pomoc',
  de: 'https://www.youtube.com/@pim-produktdaten-hilfe',
};

/** The help video channel for the user's language, or the default language's. */
export function helpVideoUrl(
  language: string,
  channels: Readonly<Partial<Record<Language, string>>> = HELP_VIDEO_CHANNELS,
): string | null {
  const own = (channels as Readonly<Record<string, string | undefined>>)[language];
  return own ?? channels[DEFAULT_LANGUAGE] ?? null;
}

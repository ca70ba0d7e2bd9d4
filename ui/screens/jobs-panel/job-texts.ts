import type { i18n as I18n } from 'i18next';
import type { CatalogueText } from '@domain/jobs';
import type { JobAnswer } from '@contract/jobs';

/** The catalogue text in the language the screen shows now; the stored words where the key is unknown. */
function say(i18n: I18n, text: CatalogueText | undefined, words: string): string {
  if (text === undefined || !i18n.exists(text.key)) return words;
  return (i18n.t as (key: string, values: Record<string, string | number>) => string)(
    text.key,
    text.values ?? {},
  );
}

/**
 * A job's title in the language the screen shows now, from its catalogue text where the server gave one:
 * a job kept from before a change of language is not left in the old one (docs/decisions/0060).
 */
export const jobTitle = (job: Pick<JobAnswer, 'title' | 'title_text'>, i18n: I18n) =>
  say(i18n, job.title_text, job.title);

/** What an ended job left, in the language the screen shows now (see jobTitle). */
export const jobMessage = (result: NonNullable<JobAnswer['result']>, i18n: I18n) =>
  say(i18n, result.message_text, result.message);

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { issueSubject } from '@domain/issue-header';
import type { DetailsIssue } from '@domain/product-details';

/** Sections that head what has no name of its own (a package, an EAN, one file) when it has no header. */
const SECTION_LABELS: Readonly<Record<string, string>> = {
  gallery: 'media.title',
  logistic: 'logistics.heading',
  ean: 'logistics.heading',
  network_availability: 'availability.heading',
};

/** What an issue is about, as the list heads it: the label of what it names, else its namespace's section. */
function labelKey(issue: DetailsIssue): string | null {
  const subject = issueSubject(issue.ns, issue.identify);
  if (subject !== null && 'key' in subject) return subject.key;
  return SECTION_LABELS[issue.ns] ?? null;
}

/**
 * §8 Faults and issues shown per field in a list with a header: the header and the message of an issue in
 * the user's language. Validation messages are catalogue keys; server texts are shown as they came.
 */
export function useIssueText(): (issue: DetailsIssue) => { header: string; message: string } {
  const { t, i18n } = useTranslation();
  const text = t as (key: string) => string;
  return useCallback(
    (issue: DetailsIssue) => {
      const key = issue.header === '' ? labelKey(issue) : null;
      return {
        header: key !== null ? text(key) : issue.header || issue.identify,
        message: i18n.exists(issue.message) ? text(issue.message) : issue.message,
      };
    },
    [text, i18n],
  );
}

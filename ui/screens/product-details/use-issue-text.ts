import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsIssue } from '@domain/product-details';

/** product_profile fields of §3 and the catalogue keys that name them. */
const PROFILE_LABELS: Readonly<Record<string, string>> = {
  name: 'productIdentify.name',
  name_to_show: 'productIdentify.nameToShow',
  producer: 'productIdentify.producer',
  brand: 'productIdentify.brand',
  sub_brand: 'productIdentify.subBrand',
  company_address: 'productIdentify.companyAddress',
  return_address: 'productIdentify.returnAddress',
  category_ids: 'productIdentify.categories',
};

/** What an issue is about, as the list heads it: its header, or (validation) what its namespace names. */
function labelKey(issue: DetailsIssue): string | null {
  if (issue.ns === 'product_profile') return PROFILE_LABELS[issue.identify.split('.')[0]!] ?? null;
  if (issue.ns === 'gallery')
    return /^[1-6]$/.test(issue.identify) ? `media.types.${issue.identify}` : 'media.title';
  if (issue.ns === 'logistic' || issue.ns === 'ean') return 'logistics.heading';
  if (issue.ns === 'network_availability') return 'availability.heading';
  return null;
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

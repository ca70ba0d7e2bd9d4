import type { SchemaSection } from '@contract/product-schema';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';

/** §2 The form's own sections around the attribute sections, in navigator order. */
const BEFORE_ATTRIBUTES = ['identify'] as const;
const AFTER_ATTRIBUTES = [
  'media',
  'logistic',
  'recycling',
  'network_availability',
  'addresses',
  'category',
] as const;
const OWN: ReadonlySet<string> = new Set([...BEFORE_ATTRIBUTES, ...AFTER_ATTRIBUTES]);
/** §2 network_availability and category are hidden from the section list. */
const ALWAYS_HIDDEN: ReadonlySet<string> = new Set(['network_availability', 'category']);

/**
 * §2 Sections of the form: identify, the attribute sections that have attributes (in their stored
 * order), media, logistic, recycling, network_availability, addresses, category. Recycling is hidden when
 * the logistic definition list is empty.
 */
export function formSections(
  attributeSections: readonly { code: string; name: string }[],
  hasLogisticDefinitions: boolean,
  language: Language,
): SchemaSection[] {
  const own = (code: string) => ({
    code,
    name: translate(language, `productSchema.sections.${code}`),
    kind: 'form' as const,
    is_hidden: ALWAYS_HIDDEN.has(code) || (code === 'recycling' && !hasLogisticDefinitions),
  });
  return [
    ...BEFORE_ATTRIBUTES.map(own),
    // An attribute section named like one of the form's own (logistic, recycling) is that section.
    ...attributeSections
      .filter((section) => !OWN.has(section.code))
      .map((section) => ({ ...section, kind: 'attributes' as const, is_hidden: false })),
    ...AFTER_ATTRIBUTES.map(own),
  ].map((section, position) => ({ ...section, position }));
}

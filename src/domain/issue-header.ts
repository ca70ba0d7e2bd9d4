import { NAMESPACE } from './faults';
import { LOGISTIC_FIELD_ID, LOGISTIC_FIELD_SPEC, type LogisticFieldKind } from './logistics-fields';

/**
 * §3 Fault and issue: what an issue's (ns, identify) names, so its header can be said in the reader's
 * language (docs/decisions/0065): a catalogue key, an attribute (its definition has a name per language),
 * or nothing known, where the words the reporter wrote stay the header.
 */
export type IssueSubject = { key: string } | { attribute: string } | null;

/** §3 product_profile fields and the catalogue keys that name them on the card form. */
export const PROFILE_LABELS: Readonly<Record<string, string>> = {
  name: 'productIdentify.name',
  name_to_show: 'productIdentify.nameToShow',
  producer: 'productIdentify.producer',
  brand: 'productIdentify.brand',
  sub_brand: 'productIdentify.subBrand',
  company_address: 'productIdentify.companyAddress',
  return_address: 'productIdentify.returnAddress',
  category_ids: 'productIdentify.categories',
};

/** §3 Logistics: every fixed field identifier with the catalogue key of its field's name. */
const LOGISTIC_LABELS: ReadonlyMap<string, string> = new Map(
  Object.values(LOGISTIC_FIELD_ID).flatMap((fields) =>
    Object.entries(fields).map(([kind, id]) => [id, LOGISTIC_FIELD_SPEC[kind as LogisticFieldKind].label]),
  ),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid (attribute identifiers are; anything else names no attribute). */
export const isUuid = (text: string) => UUID.test(text);

/**
 * §3 Fault and issue: the subject an issue names. Attributes by uuid (`uuid` or `uuid.n`), card fields by
 * their label, photos by their §3 media type (1 to 6), logistics by the field of `<package>.<field>[.unit]`,
 * availability and recycling by their section. A package, an EAN, a single file or the whole card has no
 * name of its own: null, and the reporter's words say it.
 */
export function issueSubject(ns: string, identify: string): IssueSubject {
  const [head = '', ...rest] = identify.split('.');
  switch (ns) {
    case NAMESPACE.ATTRIBUTES:
      return isUuid(head) ? { attribute: head.toLowerCase() } : null;
    case NAMESPACE.PROFILE: {
      const key = PROFILE_LABELS[head];
      return key === undefined ? null : { key };
    }
    case NAMESPACE.GALLERY:
      return /^[1-6]$/.test(identify) ? { key: `media.types.${identify}` } : null;
    case NAMESPACE.LOGISTIC: {
      const key = rest.map((part) => LOGISTIC_LABELS.get(part.toLowerCase())).find((label) => label);
      return key === undefined ? null : { key };
    }
    case NAMESPACE.NETWORK:
      return { key: 'availability.heading' };
    case 'recycling':
      return { key: 'recycling.heading' };
    default:
      return null;
  }
}

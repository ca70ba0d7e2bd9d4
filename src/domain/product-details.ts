import type { Attribute, AvailabilityEntry } from './product';
import type { UserFlags } from './user';

/**
 * §2 Product details: what the read-only card screen filters and who may export what. Pure functions the
 * screen, its machine and the server's exports share (docs/decisions/0015).
 */

/** §3 Fault and issue: the kinds an issue of the details list can be (qc and compliance from the server). */
export const DETAILS_ISSUE_TYPES = ['qc', 'compliance', 'validation'] as const;
export type DetailsIssueType = (typeof DETAILS_ISSUE_TYPES)[number];

/** §2 Product details: the issues filter; all by default. */
export const ISSUE_FILTERS = ['all', ...DETAILS_ISSUE_TYPES] as const;
export type IssueFilter = (typeof ISSUE_FILTERS)[number];
export const DEFAULT_ISSUE_FILTER: IssueFilter = 'all';

/** §3 Issue (type, ns, identify, header, message); validation ones carry a message key as message. */
export interface DetailsIssue {
  type: DetailsIssueType;
  ns: string;
  identify: string;
  header: string;
  message: string;
}

/** §2 Product details: a remark of the side drawer (GET /api/p1/product/{id}/remarks), newest first. */
export interface DetailsRemark {
  id: number;
  author: { id: number; name: string };
  /** The network the remark is written for; null when it is for everyone who sees the card. */
  network: { code: string; name: string } | null;
  message: string;
  created_at: string;
}

/** §2 The two toggles of the details screen. */
export interface AttributeFilters {
  onlyFilled: boolean;
  onlyOwn: boolean;
}

export const NO_ATTRIBUTE_FILTERS: AttributeFilters = { onlyFilled: false, onlyOwn: false };

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';

/**
 * §2 only-filled-in attributes: an attribute is filled when any entry holds a non-blank value, a chosen
 * value or a file. An explicit "no" (boolean 'false') is a filled value; a unit alone is not.
 */
export function isFilled(attribute: Pick<Attribute, 'data'>): boolean {
  return attribute.data.some((entry) => filled(entry.value_uuid) || entry.value.some(filled));
}

/**
 * §2 only the provider's own attributes: those the supplier maintains, i.e. every attribute that is not
 * private to a retail network (§3 private_network_code; networks keep those through
 * /api/p1/network-attribute). docs/decisions/0015.
 */
export function isOwnAttribute(attribute: Pick<Attribute, 'private_network_code'>): boolean {
  return attribute.private_network_code === null || attribute.private_network_code === undefined;
}

/** §2 Product details: the attributes the two toggles let through, in their order. */
export function filterAttributes<A extends Pick<Attribute, 'data' | 'private_network_code'>>(
  attributes: readonly A[],
  filters: AttributeFilters,
): A[] {
  if (!filters.onlyFilled && !filters.onlyOwn) return [...attributes];
  return attributes.filter(
    (attribute) =>
      (!filters.onlyFilled || isFilled(attribute)) && (!filters.onlyOwn || isOwnAttribute(attribute)),
  );
}

/** §2 Issues filter: all, or one kind (qc, compliance, validation). */
export function filterIssues<I extends Pick<DetailsIssue, 'type'>>(
  issues: readonly I[],
  filter: IssueFilter,
): I[] {
  return filter === 'all' ? [...issues] : issues.filter((issue) => issue.type === filter);
}

/** How many issues each filter would show (the numbers beside the filter's choices). */
export function issueCounts(issues: readonly Pick<DetailsIssue, 'type'>[]): Record<IssueFilter, number> {
  const counts: Record<IssueFilter, number> = { all: issues.length, qc: 0, compliance: 0, validation: 0 };
  for (const issue of issues) counts[issue.type] += 1;
  return counts;
}

export function isIssueFilter(value: string): value is IssueFilter {
  return (ISSUE_FILTERS as readonly string[]).includes(value);
}

/** A section of the details screen: its attributes in blocks of one group (or none), in form order. */
export interface DetailsBlock<A> {
  key: string;
  group: string | null;
  attributes: A[];
}
export interface DetailsSection<A> {
  code: string;
  name: string;
  blocks: DetailsBlock<A>[];
  count: number;
}

/**
 * §2 Product details: the attribute sections (in their order) with the attributes that pass the filters,
 * grouped by group_name as the form groups them; sections left with nothing are dropped.
 */
export function detailsSections<A extends Pick<Attribute, 'uuid' | 'section_code' | 'group_name'>>(
  sections: readonly { code: string; name: string }[],
  attributes: readonly A[],
): DetailsSection<A>[] {
  const bySection = new Map<string, A[]>();
  for (const attribute of attributes) {
    const list = bySection.get(attribute.section_code);
    if (list) list.push(attribute);
    else bySection.set(attribute.section_code, [attribute]);
  }
  return sections.flatMap((section) => {
    const list = bySection.get(section.code);
    if (list === undefined) return [];
    const blocks: DetailsBlock<A>[] = [];
    const byGroup = new Map<string, DetailsBlock<A>>();
    for (const attribute of list) {
      const group = attribute.group_name ?? null;
      const last = blocks.at(-1);
      if (group === null) {
        if (last && last.group === null) last.attributes.push(attribute);
        else blocks.push({ key: `${section.code}:${attribute.uuid}`, group: null, attributes: [attribute] });
        continue;
      }
      const existing = byGroup.get(group);
      if (existing) existing.attributes.push(attribute);
      else {
        const block = { key: `${section.code}:group:${group}`, group, attributes: [attribute] };
        byGroup.set(group, block);
        blocks.push(block);
      }
    }
    return [{ code: section.code, name: section.name, blocks, count: list.length }];
  });
}

/** §7 get-as-xlsx-metro: the chain whose export it is. */
export const METRO_NETWORK_CODE = 'metro';

/** §3 Network availability: the card is visible in the network. */
export function isVisibleInNetwork(availability: readonly AvailabilityEntry[], code: string): boolean {
  return availability.some((entry) => entry.code === code && entry.visibility);
}

/**
 * §7 get-as-xlsx-metro (docs/decisions/0015): the roles the Metro export is for — the card's supplier (a
 * supplier sees only its own cards), Metro's own users and admins. Other networks and the operator's
 * managers get the general xlsx only.
 */
export function isMetroExportRole(user: UserFlags): boolean {
  return !user.is_blocked && (user.is_admin || user.is_supplier || user.is_metro);
}

/** §7 get-as-xlsx-metro applies to a card visible in Metro, for the roles above. */
export function mayExportMetro(user: UserFlags, availability: readonly AvailabilityEntry[]): boolean {
  return isMetroExportRole(user) && isVisibleInNetwork(availability, METRO_NETWORK_CODE);
}

/** §7 get-as-xlsx: the file is named by the GTIN, or by the card id when it has none; only safe characters. */
export function exportFileName(gtin: string | null, id: number, suffix = ''): string {
  const base = gtin !== null && /^[0-9A-Za-z-]+$/.test(gtin) ? gtin : `product-${id}`;
  return `${base}${suffix}.xlsx`;
}

/** §7 Navigation links of a card: print variants, the xlsx exports and (§2) the WAWI passport. */
export function productLinks(id: number) {
  return {
    print: `/api/p1/product/${id}/print`,
    printFilled: `/api/p1/product/${id}/print_filled`,
    printSkipNetwork: `/api/p1/product/${id}/print-skip-network-attributes`,
    xlsx: `/product/${id}/get-as-xlsx`,
    xlsxMetro: `/product/${id}/get-as-xlsx-metro`,
    passportWawi: `/product/${id}/get-passport-wawi`,
  } as const;
}

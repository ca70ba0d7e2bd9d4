import { and, eq, inArray } from 'drizzle-orm';
import { CARD_ISSUE, ISSUE_STATUS, threadRoleOf } from '@domain/issues';
import type { CurrentUser } from '@domain/user';
import { productIssueEvents, productIssues } from '../db/schema';
import type { CardRow } from '../products/card';
import type { Queryable } from './thread';

/** A card's columns as a save writes them (the ones an issue can be about). */
export type SavedColumns = Pick<
  CardRow,
  | 'name'
  | 'nameToShow'
  | 'producerId'
  | 'brandId'
  | 'subBrandId'
  | 'companyAddressId'
  | 'returnAddressId'
  | 'categoryId'
  | 'attributes'
  | 'logistic'
  | 'availability'
  | 'gallery'
>;

/** JSON with object keys sorted: jsonb gives keys back in its own order, so plain JSON would differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const PROFILE_COLUMNS: Readonly<Record<string, keyof SavedColumns>> = {
  name: 'name',
  name_to_show: 'nameToShow',
  producer: 'producerId',
  brand: 'brandId',
  sub_brand: 'subBrandId',
  company_address: 'companyAddressId',
  return_address: 'returnAddressId',
  category_ids: 'categoryId',
};

function attributeData(attributes: unknown, uuid: string): string {
  const list = Array.isArray(attributes) ? (attributes as { uuid?: unknown; data?: unknown }[]) : [];
  return canonical(list.find((attribute) => attribute.uuid === uuid)?.data ?? []);
}

function galleryOfType(gallery: unknown, type: string): string {
  const list = Array.isArray(gallery) ? (gallery as { type?: unknown }[]) : [];
  return canonical(list.filter((entry) => String(entry.type) === type));
}

/**
 * §4 "Issues of an attribute are cleared when the user edits it": whether the field an issue names
 * (ns and identify, as §5 maps faults) differs between the stored card and the saved one. An issue about
 * the whole card, or a field we cannot name, is never cleared by an edit.
 */
export function fieldChanged(
  issue: { ns: string; identify: string },
  before: SavedColumns,
  after: SavedColumns,
) {
  const field = issue.identify.split('.')[0] ?? '';
  switch (issue.ns) {
    case 'attributes':
      return attributeData(before.attributes, field) !== attributeData(after.attributes, field);
    case 'product_profile': {
      const column = PROFILE_COLUMNS[field];
      return column !== undefined && canonical(before[column]) !== canonical(after[column]);
    }
    case 'gallery':
      return galleryOfType(before.gallery, field) !== galleryOfType(after.gallery, field);
    case 'logistic':
    case 'ean':
      return canonical(before.logistic) !== canonical(after.logistic);
    case 'network_availability':
      return canonical(before.availability) !== canonical(after.availability);
    case CARD_ISSUE.ns:
    default:
      return false;
  }
}

/**
 * §4 A save that changes a field resolves that field's open issues and writes the step in each thread
 * (step `edited`, by the saving user), inside the save's transaction. docs/decisions/0040-issue-thread.md.
 */
export async function resolveEditedIssues(
  tx: Queryable,
  card: { id: number },
  before: SavedColumns,
  after: SavedColumns,
  user: CurrentUser,
): Promise<void> {
  const open = await tx
    .select({ id: productIssues.id, ns: productIssues.ns, identify: productIssues.identify })
    .from(productIssues)
    .where(and(eq(productIssues.productId, card.id), eq(productIssues.status, ISSUE_STATUS.OPEN)));
  const edited = open.filter((issue) => fieldChanged(issue, before, after)).map((issue) => issue.id);
  if (edited.length === 0) return;
  await tx
    .update(productIssues)
    .set({ status: ISSUE_STATUS.RESOLVED, closedBy: user.id, closedAt: new Date() })
    .where(inArray(productIssues.id, edited));
  const role = threadRoleOf(user);
  await tx.insert(productIssueEvents).values(
    edited.map((issueId) => ({
      issueId,
      step: 'edited' as const,
      status: ISSUE_STATUS.RESOLVED,
      message: null,
      authorId: user.id,
      authorRole: role,
    })),
  );
}

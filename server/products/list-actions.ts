import { PRODUCT_STATUS } from '@domain/constants';
import type { ActionSpec } from '../lists/info';
import { holds, type ProductListContext } from './list-context';

type Spec = ActionSpec<ProductListContext>;

/** §2 send-offer from the list (docs/decisions/0041): a supplier, where the instance sends offers (flag 3). */
const sendsOffers = (context: ProductListContext) =>
  context.sendsOffers === true && holds('offers.create')(context);

/** The delete confirmation of §8: 'Wybrana pozycja zostanie usunięta, czy jesteś pewny?'. */
export const DELETE_CONFIRM = 'productList.confirm.delete';

/**
 * §2 single actions per row and §6 who gets them (docs/decisions/0012): editing actions for whoever may
 * edit cards (supplier, admin); copy and clone create a card, which only a supplier may (§6 create);
 * everyone reads the details and the xlsx.
 */
export const SINGLE_ACTIONS: readonly Spec[] = [
  {
    id: 'edit',
    label: 'productList.actions.edit',
    href: '/react/product/{id}/edit',
    when: holds('product.edit'),
  },
  { id: 'details', label: 'productList.actions.details', href: '/react/product/{id}/details' },
  { id: 'clone', label: 'productList.actions.clone', when: holds('product.create') },
  { id: 'copy', label: 'productList.actions.copy', when: holds('product.create') },
  {
    id: 'delete',
    label: 'productList.actions.delete',
    confirm: DELETE_CONFIRM,
    danger: true,
    when: holds('product.edit'),
  },
  { id: 'sales_status', label: 'productList.actions.salesStatus', when: holds('product.edit') },
  { id: 'xlsx', label: 'productList.actions.xlsx', href: '/product/{id}/get-as-xlsx' },
  { id: 'offer', label: 'offerSend.open', when: sendsOffers },
  { id: 'offers', label: 'offerSend.existing.open', when: sendsOffers },
];

/**
 * Mass actions: delete as above; export of the filtered (or selected) rows for everyone; the bulk editor
 * for a supplier with flags.bulk_edit (§6). Export and bulk edit carry the address the screen completes
 * with the list's query or the selected ids.
 */
export const MASS_ACTIONS: readonly Spec[] = [
  {
    id: 'delete',
    label: 'productList.actions.delete',
    confirm: 'productList.confirm.deleteSelected',
    danger: true,
    when: holds('product.edit'),
  },
  { id: 'export', label: 'productList.actions.export', href: '/api/p1/products/export' },
  {
    id: 'bulk_edit',
    label: 'productList.actions.bulkEdit',
    href: '/react/bulk-edit/new?ids=',
    when: holds('product.bulk_edit'),
  },
  // §2 Modals opened on the selection (docs/decisions/0024): no href, the screen opens the dialog.
  { id: 'bulk_numbers', label: 'bulkProducts.actions.numbers', when: holds('product.edit') },
  { id: 'bulk_assign', label: 'bulkProducts.actions.assign', when: holds('products.bulk_assign') },
  // §2 Bulk media (steps and modes) is the media gallery's mass assign, the selected cards preselected.
  {
    id: 'bulk_media',
    label: 'mediaGallery.actions.bulkMedia',
    href: '/react/media-gallery/mass-assign?ids=',
    when: (context) => holds('product.edit')(context) && holds('media_gallery.access')(context),
  },
  { id: 'offer', label: 'offerSend.open', when: sendsOffers },
];

/**
 * A ready card visible in a retail network cannot be deleted: networks work with it (docs/decisions/0012).
 * The same rule refuses the delete on the server.
 */
export function isDeletable(card: { status: number; inNetwork: boolean }): boolean {
  return !(card.status === PRODUCT_STATUS.READY && card.inNetwork);
}

/** §3 row_action_exclusions: per row id, the single actions the row does not offer. */
export function rowActionExclusions(
  context: ProductListContext,
  rows: readonly { id: number; status: number; inNetwork: boolean }[],
): Record<string, string[]> {
  if (!context.permissions.has('product.edit')) return {};
  const exclusions: Record<string, string[]> = {};
  for (const row of rows) if (!isDeletable(row)) exclusions[String(row.id)] = ['delete'];
  return exclusions;
}

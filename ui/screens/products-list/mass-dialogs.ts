import type { ComponentType } from 'react';
import type { MassDialogProps } from './bulk/bulk-dialog-parts';
import { BulkAssignDialog } from './bulk/bulk-assign-dialog';
import { BulkNumbersDialog } from './bulk/bulk-numbers-dialog';

/**
 * Mass actions that open a dialog on the selection instead of navigating or running at once
 * (docs/decisions/0024). The server offers them in MASS_ACTIONS without an href, gated by permission; a
 * new one is a line here and a line there.
 */
export const MASS_DIALOGS: Readonly<Record<string, ComponentType<MassDialogProps>>> = {
  bulk_numbers: BulkNumbersDialog,
  bulk_assign: BulkAssignDialog,
};

/** §2 send-offer (a row or the selection) and existing offers (a row): the offer modals the screen opens. */
export const OFFER_DIALOGS: ReadonlySet<string> = new Set(['offer', 'offers']);

/** The dialog open on the list: which mass action, on which cards. */
export interface OpenMassDialog {
  id: string;
  ids: readonly number[];
}

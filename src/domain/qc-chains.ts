import type { Permission } from './permissions';
import type { QcStatus } from './qc-status';

/**
 * §2 QC list, §6 "QC status change for two chains": whose QC verdict a status is (docs/decisions/0016).
 * `card` is the card's own quality control (products.qc_status, the products list's QC column); `selgros`
 * and `markant` are the verdicts of those two chains' own QC, each changed only by a user holding the
 * matching flag (can_change_selgros_qc_status, can_change_markant_qc_status).
 */
export const QC_CHAINS = ['card', 'selgros', 'markant'] as const;
export type QcChain = (typeof QC_CHAINS)[number];

/** The chains with a QC of their own: the chain filter of the list offers these. */
export const QC_NETWORK_CHAINS = ['selgros', 'markant'] as const satisfies readonly QcChain[];
export type QcNetworkChain = (typeof QC_NETWORK_CHAINS)[number];

/** §6 The permission that lets a user change the QC status of each chain. */
export const QC_CHANGE_PERMISSION: Record<QcChain, Permission> = {
  card: 'qc.change',
  selgros: 'qc.change.selgros',
  markant: 'qc.change.markant',
};

/** §6 The chains whose QC status the user may change, from the user's permissions. */
export function changeableQcChains(permissions: Iterable<string>): QcChain[] {
  const held = new Set(permissions);
  return QC_CHAINS.filter((chain) => held.has(QC_CHANGE_PERMISSION[chain]));
}

/** Longest QC comment; longer input is a 400. */
export const QC_COMMENT_MAX_LENGTH = 500;

/** A failed verdict needs a reason the supplier can act on; passing or resetting needs none. */
export function qcCommentRequired(status: QcStatus): boolean {
  return status === 2;
}

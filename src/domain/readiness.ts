import { OFFER_STATUS } from './offers';
import type { QcChain } from './qc-chains';
import { QC_STATUS } from './qc-status';

/**
 * Readiness of a card per retail network (docs/decisions/0042): in one place, what a network requires of
 * the card and where the card stands with it — §2 Requirement sets / Essentialities (the required
 * attributes still missing), §2 QC list and §6 QC status per chain (the verdict and its reason), §2 Offers
 * (the latest offer's status) and §3 Fault and issue (the issues still open).
 */

/** The latest offer of the card to the network, in words (OFFER_STATUS; none when never offered). */
export type OfferState = 'none' | 'offered' | 'approved' | 'rejected';

/** The network's QC verdict, in words (QC_STATUS; not_checked also when no verdict was ever given). */
export type QcVerdict = 'not_checked' | 'passed' | 'failed';

/** What the supplier has to do before a network can take the card. */
export const READINESS_BLOCKERS = [
  'missing_attributes',
  'qc_failed',
  'offer_rejected',
  'open_issues',
] as const;
export type ReadinessBlocker = (typeof READINESS_BLOCKERS)[number];

/**
 * todo: the supplier has something to do (a blocker); waiting: nothing to do, the network still has to
 * decide (QC not checked, an offer not yet answered); ready: nothing left on either side.
 */
export const READINESS_STATES = ['todo', 'waiting', 'ready'] as const;
export type ReadinessState = (typeof READINESS_STATES)[number];

/** What is stored about a card and one network, as read from the database. */
export interface ReadinessFacts {
  network: string;
  /** The network's requirement sets for the card's category; null when none covers it. */
  requirement: { required: number; filled: number; missing: readonly string[] } | null;
  /** The verdict that counts for the network (qcChainOf); null when none was ever given. */
  qc: { status: number; comment: string; checkedAt: string | null } | null;
  /** The status of the card's latest offer to the network; null when never offered. */
  offerStatus: number | null;
  /** The card's open issues that concern the network (issueConcerns). */
  openIssues: number;
}

export interface NetworkReadiness {
  network: string;
  state: ReadinessState;
  blockers: ReadinessBlocker[];
  /** Percent (0–100, rounded down) of the required attributes filled; 100 when nothing is required. */
  completeness: number;
  required: number;
  missing: string[];
  qc: QcVerdict;
  qcComment: string;
  qcCheckedAt: string | null;
  offer: OfferState;
  openIssues: number;
}

/**
 * §6 QC status per chain: the verdict a network relies on. Selgros and Markant run a QC of their own;
 * every other network relies on the card's own QC (products.qc_status), the platform's check.
 */
export function qcChainOf(network: string): QcChain {
  return network === 'selgros' || network === 'markant' ? network : 'card';
}

/** QC_STATUS in words; an unknown number counts as not checked. */
export function qcVerdictOf(status: number | null): QcVerdict {
  if (status === QC_STATUS.PASSED) return 'passed';
  if (status === QC_STATUS.FAILED) return 'failed';
  return 'not_checked';
}

/** §2 Offers: OFFER_STATUS in words; an unknown number counts as never offered. */
export function offerStateOf(status: number | null): OfferState {
  if (status === OFFER_STATUS.OFFERED) return 'offered';
  if (status === OFFER_STATUS.APPROVED) return 'approved';
  if (status === OFFER_STATUS.REJECTED) return 'rejected';
  return 'none';
}

/**
 * §3 Fault and issue: an issue carries no network of its own; it concerns the network of the person who
 * reported it, and every network when that person belongs to none (an administrator).
 */
export function issueConcerns(reporterNetwork: string | null, network: string): boolean {
  return reporterNetwork === null || reporterNetwork === network;
}

function percentFilled(requirement: ReadinessFacts['requirement']): number {
  if (requirement === null || requirement.required <= 0) return 100;
  return Math.floor((Math.min(requirement.filled, requirement.required) * 100) / requirement.required);
}

/** The readiness of a card for one network, from what is stored (docs/decisions/0042). */
export function networkReadiness(facts: ReadinessFacts): NetworkReadiness {
  const qc = qcVerdictOf(facts.qc?.status ?? null);
  const offer = offerStateOf(facts.offerStatus);
  const missing = [...(facts.requirement?.missing ?? [])];
  const blockers: ReadinessBlocker[] = [];
  if (missing.length > 0) blockers.push('missing_attributes');
  if (qc === 'failed') blockers.push('qc_failed');
  if (offer === 'rejected') blockers.push('offer_rejected');
  if (facts.openIssues > 0) blockers.push('open_issues');
  const waiting = qc === 'not_checked' || offer === 'offered';
  return {
    network: facts.network,
    state: blockers.length > 0 ? 'todo' : waiting ? 'waiting' : 'ready',
    blockers,
    completeness: percentFilled(facts.requirement),
    required: facts.requirement?.required ?? 0,
    missing,
    qc,
    qcComment: facts.qc?.comment ?? '',
    qcCheckedAt: facts.qc?.checkedAt ?? null,
    offer,
    openIssues: facts.openIssues,
  };
}

/** The state that speaks for several networks: the one furthest from ready; ready when there are none. */
export function worstReadiness(states: readonly ReadinessState[]): ReadinessState {
  if (states.includes('todo')) return 'todo';
  if (states.includes('waiting')) return 'waiting';
  return 'ready';
}

/** The id of the readiness panel on the card form: where a to-do without a field of its own leads. */
export const READINESS_PANEL_ID = 'readiness';

/** The sections of the card form an issue's namespace points to (§3 Fault and issue: ns). */
const ISSUE_SECTIONS: Readonly<Record<string, string>> = {
  product_profile: 'identify',
  gallery: 'media',
  logistic: 'logistic',
  recycling: 'recycling',
};

/**
 * §3 Fault and issue: where on the card form an issue leads — an attribute's field (`attribute-<uuid>`,
 * identify "uuid" or "uuid.n"), a section of the form, or the readiness panel when nothing narrower fits.
 */
export function issueTarget(ns: string, identify: string): string {
  if (ns === 'attributes') return `attribute-${identify.split('.')[0]}`;
  const section = ISSUE_SECTIONS[ns];
  return section === undefined ? READINESS_PANEL_ID : `section-${section}`;
}

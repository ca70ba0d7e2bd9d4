import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import { changeQc, changeQcOfMany, type QcChangeInput } from '@api/qc';
import { QC_CHAINS } from '@domain/qc-chains';
import { QC_STATUSES } from '@domain/qc-status';
import type { ActionResult, RunActionInput } from '@machines/data-table.machine';

class QcRefused extends Error {}

/** The modal's choice travels as the action's payload (JSON): chain, status and comment. */
export function qcPayload(change: QcChangeInput): string {
  return JSON.stringify(change);
}

function changeOf(payload: string | number | null): QcChangeInput {
  const value: unknown = typeof payload === 'string' ? JSON.parse(payload) : null;
  if (typeof value !== 'object' || value === null) throw new QcRefused('');
  const { chain, status, comment } = value as Record<string, unknown>;
  const knownChain = QC_CHAINS.find((candidate) => candidate === chain);
  const knownStatus = QC_STATUSES.find((candidate) => candidate === status);
  if (knownChain === undefined || knownStatus === undefined) throw new QcRefused('');
  return { chain: knownChain, status: knownStatus, comment: typeof comment === 'string' ? comment : '' };
}

/** §2 QC list actions for the dataTable machine: the QC status of one card or of the selected cards. */
export const qcActionActor = fromPromise<ActionResult, RunActionInput>(async ({ input }) => {
  const { action } = input;
  try {
    if (action.id !== 'qc_status') throw new Error(`unknown QC list action: ${action.id}`);
    const change = changeOf(action.payload);
    const [first] = action.ids;
    if (first === undefined) throw new QcRefused('');
    if (!action.mass) {
      await changeQc(first, change);
      return { count: 1 };
    }
    return { count: await changeQcOfMany(action.ids, change) };
  } catch (error) {
    if (error instanceof QcRefused) throw error;
    throw new QcRefused(toRefusal(error, '').message);
  }
});

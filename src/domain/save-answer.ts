import { NAMESPACE, normalizeFault, type Fault } from './faults';

/** §8 What a save answer means for the form. */
export type SaveAnswer =
  | { kind: 'saved'; productStatus: number | null }
  | { kind: 'notFound' }
  | { kind: 'invalid'; errors: Fault[]; warnings: Fault[] }
  | { kind: 'unexpected' };

/** §8 What the logistics validation answer means: its failures are package faults. */
export type LogisticsAnswer =
  | { kind: 'valid' }
  | { kind: 'invalid'; faults: Fault[] }
  | { kind: 'unauthorized' }
  | { kind: 'unexpected' };

const FAULT_TYPES: ReadonlySet<string> = new Set(['validation', 'qc', 'compliance']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFault(entry: unknown): Fault | null {
  if (!isRecord(entry)) return null;
  const { namespace, field, message, type, header, identify } = entry;
  if (typeof namespace !== 'string' || typeof field !== 'string' || typeof message !== 'string') return null;
  const fault: Fault = { namespace, field, message };
  if (typeof type === 'string' && FAULT_TYPES.has(type)) fault.type = type as NonNullable<Fault['type']>;
  if (typeof header === 'string') fault.header = header;
  if (typeof identify === 'string') fault.identify = identify;
  return normalizeFault(fault);
}

/** A list of faults as the server sends it, malformed entries left out; null when there is no list. */
export function parseFaults(list: unknown): Fault[] | null {
  if (!Array.isArray(list)) return null;
  return list.map(toFault).filter((fault): fault is Fault => fault !== null);
}

/** §7 A status above 209 is an error. */
function isSuccess(status: number): boolean {
  return status >= 200 && status <= 209;
}

/**
 * §8 Handling of save answers: 404 not found; 400 with an errors list maps errors and warnings to fields;
 * any other failure, or a 400 without errors, is an unexpected saving error (shown and reported).
 */
export function readSaveAnswer(status: number, body: unknown): SaveAnswer {
  if (isSuccess(status)) {
    const productStatus = isRecord(body) ? body.product_status : undefined;
    return { kind: 'saved', productStatus: typeof productStatus === 'number' ? productStatus : null };
  }
  if (status === 404) return { kind: 'notFound' };
  const errors = status === 400 && isRecord(body) ? parseFaults(body.errors) : null;
  if (errors === null) return { kind: 'unexpected' };
  return { kind: 'invalid', errors, warnings: (isRecord(body) && parseFaults(body.warnings)) || [] };
}

/** §8 Logistics validation: failures become package faults; other failures are reported, except 401. */
export function readLogisticsAnswer(status: number, body: unknown): LogisticsAnswer {
  if (isSuccess(status)) return { kind: 'valid' };
  if (status === 401) return { kind: 'unauthorized' };
  const faults = status === 400 && isRecord(body) ? parseFaults(body.errors) : null;
  if (faults === null) return { kind: 'unexpected' };
  // A logistics fault belongs to a package (or to one of its EANs), whatever namespace it came with.
  const toPackage = (fault: Fault): Fault =>
    fault.namespace === NAMESPACE.LOGISTIC || fault.namespace === NAMESPACE.EAN
      ? fault
      : { ...fault, namespace: NAMESPACE.LOGISTIC };
  return { kind: 'invalid', faults: faults.map(toPackage) };
}

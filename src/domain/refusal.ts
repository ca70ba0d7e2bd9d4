/** §3 Fault as the browser shows it: a message per namespaced field. */
export interface FieldFault {
  namespace: string;
  field: string;
  message: string;
  type?: 'validation' | 'qc' | 'compliance';
}

/** A request the server refused: its faults per field, or one message (already translated). */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly faults: FieldFault[] = [],
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The faults of one field, for showing under its control. */
export function faultsOf(faults: readonly FieldFault[], field: string): string[] {
  return faults.filter((fault) => fault.field === field).map((fault) => fault.message);
}

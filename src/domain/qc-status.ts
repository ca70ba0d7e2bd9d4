/**
 * Quality control result of a card (§1 "goes through quality control"; the values are not shown in the
 * spec, so they are ours: docs/decisions/0012). Every card starts not checked.
 */
export const QC_STATUS = { NOT_CHECKED: 0, PASSED: 1, FAILED: 2 } as const;
export type QcStatus = (typeof QC_STATUS)[keyof typeof QC_STATUS];
export const QC_STATUSES: readonly QcStatus[] = Object.values(QC_STATUS);

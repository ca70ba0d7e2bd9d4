/** Where a write of the audit trail came from (docs/decisions/0052-audit-trail.md). */
export const AUDIT_SOURCES = ['ui', 'api_token', 'importer', 'bulk_edit', 'job', 'system'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** What the trail records of one write: the entity's kind, as the triggers of migration 0033 name it. */
export const AUDIT_ENTITIES = [
  'card',
  'media',
  'issue',
  'issue_event',
  'remark',
  'media_remark',
  'offer',
  'qc_verdict',
  'cin_request',
  'card_requirement_set',
  'requirement_set',
  'attribute_migration',
  'attribute_migration_company',
  'network_attribute',
  'user',
  'unblock_request',
  'company',
  'address',
  'producer',
  'brand',
  'api_token',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's value before and after a write; null where it had none (inserted or deleted). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

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
  'switch_permission',
  'rich_content',
  'shop_assortment',
  'gs1_prefix',
  'category_attribute',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's value before and after a write; null where it had none (inserted or deleted). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/** Where a history is read: the whole report (what the reader may see), one user's, or one company's. */
export type AuditScope = { kind: 'report' } | { kind: 'user'; id: number } | { kind: 'company'; id: number };

/** The change-log report's filters, as the screen keeps them (dates as yyyy-mm-dd). */
export interface AuditFilters {
  product_id?: number;
  user_id?: number;
  company_id?: number;
  entity?: AuditEntity;
  field?: string;
  source?: AuditSource;
  from?: string;
  to?: string;
}

/** A person on the trail: the id and the name they had when the entry was written. */
export interface AuditPerson {
  id: number;
  name: string;
}

/** One entry as the report shows it (the contract's auditEntrySchema answers it). */
export interface AuditEntryView {
  id: number;
  at: string;
  source: AuditSource;
  user: AuditPerson | null;
  switched_by: AuditPerson | null;
  api_token_id: number | null;
  entity: AuditEntity;
  entity_id: string;
  action: AuditAction;
  product_id: number | null;
  company_id: number | null;
  subject_user_id: number | null;
  changes: {
    field: string;
    /** An attribute field's name in the reader's language. */
    label?: string | undefined;
    before?: unknown;
    after?: unknown;
    /** An attribute's values as read, with their units. */
    shown?: { before: string | null; after: string | null } | undefined;
  }[];
}

/** One page of a history, newest first; `next_before` asks for the next one (null: none). */
export interface AuditPageView {
  entries: AuditEntryView[];
  next_before: number | null;
}

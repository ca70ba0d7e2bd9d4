/**
 * §2 edit-attribute-migration (docs/decisions/0019): a migration as its page shows it to the user asking,
 * and the attributes its form offers. The contract's answers (src/contract/attribute-migrations.ts) have
 * exactly these shapes.
 */
export interface MigrationCompany {
  company_id: number;
  company: string;
  affected_cards: number;
  agreed_by: string | null;
  agreed_at: string | null;
}

export interface MigrationRecord {
  id: number;
  name: string;
  source_attribute_uuid: string;
  target_attribute_uuid: string;
  source: string;
  target: string;
  value_map: { from: string; to: string }[];
  status: 'pending' | 'applied';
  affected_cards: number;
  applied_cards: number | null;
  created_at: string;
  applied_at: string | null;
  /** Admin: every company; supplier: its own part only. */
  companies: MigrationCompany[];
  can_edit: boolean;
  can_agree: boolean;
  can_apply: boolean;
}

export interface MigrationChoices {
  attributes: { value: string; label: string; type: string; values: { value: string; label: string }[] }[];
}

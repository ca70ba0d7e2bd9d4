/** A value of an attribute as the migration form offers it. */
export interface MappedValue {
  value: string;
  label: string;
}

/** An attribute a migration reads from or writes to, with its list values (none for free text). */
export interface MigrationAttribute extends MappedValue {
  values: readonly MappedValue[];
}

export interface MigrationDraft {
  name: string;
  sourceUuid: string;
  targetUuid: string;
  /** Source value → target value; a source value left out is dropped by the migration. */
  mapping: Readonly<Record<string, string>>;
}

/**
 * §2 Attribute migrations (docs/decisions/0019): the value map sent with a save — one pair per value of the
 * source attribute that the administrator mapped, in the source's order; values mapped to nothing are dropped.
 */
export function valueMapOf(
  attributes: readonly MigrationAttribute[],
  draft: MigrationDraft,
): { from: string; to: string }[] {
  const source = attributes.find((attribute) => attribute.value === draft.sourceUuid);
  return (source?.values ?? [])
    .filter((value) => draft.mapping[value.value])
    .map((value) => ({ from: value.value, to: draft.mapping[value.value]! }));
}

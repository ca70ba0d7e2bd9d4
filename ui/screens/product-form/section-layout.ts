import type { Attribute } from '@domain/product';
import type { AttributeGroup, FormSection } from '@domain/product-form';

/** One block of a section: a group's attributes under its name, or the attributes without a group. */
export interface LayoutBlock {
  key: string;
  group: string | null;
  uuids: string[];
}

export interface SectionLayout {
  section: FormSection;
  blocks: LayoutBlock[];
  count: number;
}

/**
 * §2 Sections with their attributes in form order; attributes of one group stay together under the group's
 * name where the first of them stands.
 */
export function sectionLayouts(
  sections: readonly FormSection[],
  groups: readonly AttributeGroup[],
  attributes: readonly Attribute[],
): SectionLayout[] {
  const groupOf = new Map<string, AttributeGroup>();
  for (const group of groups) for (const uuid of group.attribute_uuids) groupOf.set(uuid, group);
  const bySection = new Map<string, Attribute[]>();
  for (const attribute of attributes) {
    const list = bySection.get(attribute.section_code) ?? [];
    list.push(attribute);
    bySection.set(attribute.section_code, list);
  }
  return sections
    .filter((section) => section.kind === 'attributes' && !section.is_hidden)
    .map((section) => {
      const blocks: LayoutBlock[] = [];
      const placed = new Map<AttributeGroup, LayoutBlock>();
      for (const attribute of bySection.get(section.code) ?? []) {
        const group = groupOf.get(attribute.uuid);
        if (group) {
          let block = placed.get(group);
          if (!block) {
            block = { key: `g:${group.name}`, group: group.name, uuids: [] };
            placed.set(group, block);
            blocks.push(block);
          }
          block.uuids.push(attribute.uuid);
        } else {
          const last = blocks.at(-1);
          if (last && last.group === null) last.uuids.push(attribute.uuid);
          else blocks.push({ key: `u:${attribute.uuid}`, group: null, uuids: [attribute.uuid] });
        }
      }
      return { section, blocks, count: blocks.reduce((sum, block) => sum + block.uuids.length, 0) };
    })
    .filter((layout) => layout.count > 0);
}

/** Two attribute lists lay out the same when they hold the same attributes in the same sections and order. */
export function sameLayout(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i]!.uuid !== b[i]!.uuid || a[i]!.section_code !== b[i]!.section_code) return false;
  }
  return true;
}

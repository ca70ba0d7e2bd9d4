import { describe, expect, it } from 'vitest';
import { parseSpecSections, resolveSpecReference } from '@machines/spec-sections';

const SPEC = `# Specification

## 2. Screens and routes

### Modals
Category picker, bulk numbers.

## 4. States and transitions

### Saving
- Draft: identifiers only are validated.

### Bulk edit statuses
Created 1, edited 2, validating 3, validated 4, saving 6, saved 7.

## 6. Roles and permissions
Admin, supplier, network.
`;

/** The spec text the statechart viewer shows beside a state, found by the references the machines write. */
describe('spec sections', () => {
  const sections = parseSpecSections(SPEC);

  it('cuts the spec into its subsections and the own text of a chapter', () => {
    expect(sections.map((section) => section.ref)).toEqual([
      '§2 Modals',
      '§4 Saving',
      '§4 Bulk edit statuses',
      '§6 Roles and permissions',
    ]);
    expect(sections[2]?.text).toBe('Created 1, edited 2, validating 3, validated 4, saving 6, saved 7.');
  });

  it('finds every section a reference names, the chapter carrying over to parts without §', () => {
    const refs = (reference: string) =>
      resolveSpecReference(reference, sections).map((section) => section.ref);
    expect(refs('§4 Bulk edit statuses, §2 bulk save')).toEqual(['§4 Bulk edit statuses']);
    expect(refs('§4 Saving; Bulk edit statuses')).toEqual(['§4 Saving', '§4 Bulk edit statuses']);
    expect(refs('§2 Modals: category picker')).toEqual(['§2 Modals']);
    expect(refs('§6')).toEqual(['§6 Roles and permissions']);
    expect(refs('no section')).toEqual([]);
  });
});

/**
 * The demo data's dates are laid out in 2026 (before LAYOUT_END) and moved so that LAYOUT_END falls on the
 * seeding time: every seeded date lies before it, whatever the clock says (docs/decisions/0027). A date
 * after now would look like a card changed in the future, and sort first for weeks.
 */
const LAYOUT_END = Date.UTC(2026, 11, 1);
let anchor = Date.now();

/** Called when a seed starts: its dates are laid out before this moment. */
export function startSeeding(): void {
  anchor = Date.now();
}

/** The seeding time itself, for dates the seed computes in SQL. */
export function seedingTime(): Date {
  return new Date(anchor);
}

/** A date of the demo layout, moved into the past of the seeding time (same order and distances). */
export function seeded(layout: Date | number): Date {
  const time = typeof layout === 'number' ? layout : layout.getTime();
  return new Date(anchor - (LAYOUT_END - Math.min(time, LAYOUT_END)));
}

import type { CardTemplate } from './card-template';
import { DAIRY_TEMPLATES } from './dairy';
import { DRINK_TEMPLATES } from './drinks';

/** The template of each demo GPC brick that demo suppliers make cards in. */
export const TEMPLATE_OF_BRICK: ReadonlyMap<string, CardTemplate> = new Map(
  [...DAIRY_TEMPLATES, ...DRINK_TEMPLATES].map((template) => [template.brick, template]),
);

/**
 * The GPC families each demo supplier makes (server/seed/demo-users.ts keys): the dairy its dairy, the
 * brewery its beer, cider, waters and juices. Bread and toothpaste have no demo supplier: a dairy's
 * toothbrush is exactly what a buyer would not believe (docs/decisions/0060).
 */
export const FAMILIES_OF_SUPPLIER: Readonly<Record<string, readonly string[]>> = {
  dairy: ['50130000'],
  brewery: ['50200000'],
};

/** The brand a card is sold under: the drawn brand when it makes this kind of product, else one that does. */
export function fittingBrand<T extends { name: string }>(
  template: CardTemplate,
  brands: readonly T[],
  drawn: T,
): T {
  if (template.brands.includes(drawn.name)) return drawn;
  const fitting = brands.filter((brand) => template.brands.includes(brand.name));
  return fitting[brands.indexOf(drawn) % Math.max(fitting.length, 1)] ?? drawn;
}

/** The drawn pack of a demo photo: the shape a shopper knows the product by. */
export type PackShape = 'bottle' | 'carton' | 'cup' | 'block' | 'can';

/** How the product is kept: the value of the storage mode attribute (Chłodnia, Mroźnia, Temperatura pokojowa). */
export const STORAGE = { CHILLED: 0, FROZEN: 1, ROOM: 2 } as const;
/** Selgros's goods groups, in the order of the demo attribute's values (Nabiał, Napoje, Chemia). */
export const SELGROS_GROUP = { DAIRY: 0, DRINKS: 1, CHEMISTRY: 2 } as const;
/** The unit pack values of the demo attribute (Butelka, Karton, Kubek, Puszka). */
export const UNIT_PACK = { BOTTLE: 0, CARTON: 1, CUP: 2, CAN: 3 } as const;

/** A net content as printed on the pack, with the net weight in grams the logistics carry. */
export interface PackSize {
  value: number;
  unit: 'g' | 'kg' | 'ml' | 'l' | 'szt';
  grams: number;
}

/** A product kind of a category: its Polish name and what its label lists. */
export interface ProductKind {
  name: string;
  ingredients: string;
}

/**
 * Everything a believable demo card of one GPC brick needs: what the products are called, which demo
 * brands make them, their sizes, the values their attributes take and the pack their photo shows.
 */
export interface CardTemplate {
  brick: string;
  kinds: readonly ProductKind[];
  /** Demo brand names (server/seed/reference.ts) that make this kind of product. */
  brands: readonly string[];
  sizes: readonly PackSize[];
  pack: PackShape;
  /** Main colour of the drawn pack. */
  colour: string;
  shelfLifeDays: readonly [number, number];
  storage: (typeof STORAGE)[keyof typeof STORAGE];
  /** Fat per 100 g in tenths of a gram; null where the label says "nie dotyczy". */
  fatTenths: readonly [number, number] | null;
  kcalPer100: readonly [number, number];
  /** Alcohol by volume in tenths of a per cent, for the drinks that carry it. */
  alcoholTenths?: readonly [number, number];
  /** Fluoride in mg/kg (ppm), for toothpaste. */
  fluoridePpm?: number;
  selgrosGroup: (typeof SELGROS_GROUP)[keyof typeof SELGROS_GROUP];
  unitPack?: (typeof UNIT_PACK)[keyof typeof UNIT_PACK];
  /** Declared allergens (the demo allergens values: Mleko, Gluten, Orzechy, Soja). */
  allergens?: readonly number[];
}

/** The size as printed after the name: "1 l", "500 ml", "1,5 l", "1 szt.". */
export function sizeLabel(size: PackSize): string {
  const value = String(size.value).replace('.', ',');
  return size.unit === 'szt' ? `${value} szt.` : `${value} ${size.unit}`;
}

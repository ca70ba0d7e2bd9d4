import { SELGROS_GROUP, STORAGE, UNIT_PACK, type CardTemplate, type PackSize } from './card-template';

const GLUTEN = 1;
/** Drinks are sold by volume; their net weight is about the volume's in grams. */
const ml = (value: number): PackSize => ({ value, unit: 'ml', grams: value });
const l = (value: number): PackSize => ({ value, unit: 'l', grams: Math.round(value * 1000) });

/** §3 Demo cards of the drinks family (GPC 50200000): what the brewery's producers make. */
export const DRINK_TEMPLATES: readonly CardTemplate[] = [
  {
    brick: '10000159',
    kinds: [
      { name: 'Piwo jasne pełne', ingredients: 'Woda, słód jęczmienny, chmiel, drożdże' },
      {
        name: 'Piwo pszeniczne niefiltrowane',
        ingredients: 'Woda, słód pszeniczny, słód jęczmienny, chmiel',
      },
      { name: 'Piwo lager', ingredients: 'Woda, słód jęczmienny, chmiel, drożdże' },
      { name: 'Piwo ciemne', ingredients: 'Woda, słód jęczmienny, słód karmelowy, chmiel' },
    ],
    brands: ['Lipowe', 'Pod Lipą Jasne', 'Chmielowe'],
    sizes: [ml(500), ml(330), l(0.5)],
    pack: 'bottle',
    colour: '#b45309',
    shelfLifeDays: [180, 365],
    storage: STORAGE.ROOM,
    fatTenths: null,
    kcalPer100: [38, 52],
    alcoholTenths: [45, 65],
    selgrosGroup: SELGROS_GROUP.DRINKS,
    unitPack: UNIT_PACK.BOTTLE,
    allergens: [GLUTEN],
  },
  {
    brick: '10000160',
    kinds: [
      { name: 'Cydr jabłkowy półwytrawny', ingredients: 'Sfermentowany sok jabłkowy, dwutlenek węgla' },
      {
        name: 'Cydr jabłkowy słodki',
        ingredients: 'Sfermentowany sok jabłkowy, sok jabłkowy, dwutlenek węgla',
      },
      { name: 'Cydr gruszkowy', ingredients: 'Sfermentowany sok gruszkowy, dwutlenek węgla' },
    ],
    brands: ['Sadowe', 'Jabłkowy Sad'],
    sizes: [ml(330), ml(500), l(0.75)],
    pack: 'bottle',
    colour: '#65a30d',
    shelfLifeDays: [270, 365],
    storage: STORAGE.ROOM,
    fatTenths: null,
    kcalPer100: [35, 50],
    alcoholTenths: [40, 55],
    selgrosGroup: SELGROS_GROUP.DRINKS,
    unitPack: UNIT_PACK.BOTTLE,
  },
  {
    brick: '10000232',
    kinds: [
      { name: 'Woda mineralna niegazowana', ingredients: 'Naturalna woda mineralna' },
      { name: 'Woda mineralna gazowana', ingredients: 'Naturalna woda mineralna, dwutlenek węgla' },
      { name: 'Woda źródlana niegazowana', ingredients: 'Naturalna woda źródlana' },
      { name: 'Woda mineralna lekko gazowana', ingredients: 'Naturalna woda mineralna, dwutlenek węgla' },
    ],
    brands: ['Beskidzka', 'Kryształowa'],
    sizes: [l(0.5), l(1.5), l(5)],
    pack: 'bottle',
    colour: '#0284c7',
    shelfLifeDays: [365, 720],
    storage: STORAGE.ROOM,
    fatTenths: null,
    kcalPer100: [0, 0],
    selgrosGroup: SELGROS_GROUP.DRINKS,
    unitPack: UNIT_PACK.BOTTLE,
  },
  {
    brick: '10000233',
    kinds: [
      { name: 'Sok jabłkowy 100%', ingredients: 'Sok jabłkowy z zagęszczonego soku jabłkowego' },
      { name: 'Sok pomarańczowy 100%', ingredients: 'Sok pomarańczowy z zagęszczonego soku' },
      { name: 'Sok jabłkowo-wiśniowy 100%', ingredients: 'Sok jabłkowy, sok wiśniowy z zagęszczonych soków' },
      { name: 'Nektar z czarnej porzeczki', ingredients: 'Woda, przecier z czarnej porzeczki 25%, cukier' },
    ],
    brands: ['Sadowe', 'Jabłkowy Sad'],
    sizes: [l(1), ml(300), l(2)],
    pack: 'carton',
    colour: '#ea580c',
    shelfLifeDays: [180, 365],
    storage: STORAGE.ROOM,
    fatTenths: [0, 1],
    kcalPer100: [40, 52],
    selgrosGroup: SELGROS_GROUP.DRINKS,
    unitPack: UNIT_PACK.CARTON,
  },
  {
    brick: '10000234',
    kinds: [
      { name: 'Napój gazowany cytrynowy', ingredients: 'Woda, cukier, sok cytrynowy 3%, dwutlenek węgla' },
      {
        name: 'Napój gazowany pomarańczowy',
        ingredients: 'Woda, cukier, sok pomarańczowy 4%, dwutlenek węgla',
      },
      { name: 'Oranżada czerwona', ingredients: 'Woda, cukier, dwutlenek węgla, aromat, barwnik' },
      {
        name: 'Napój gazowany o smaku limonki',
        ingredients: 'Woda, cukier, sok z limonki 2%, dwutlenek węgla',
      },
    ],
    brands: ['Kryształowa', 'Beskidzka'],
    sizes: [ml(330), ml(500)],
    pack: 'can',
    colour: '#dc2626',
    shelfLifeDays: [270, 365],
    storage: STORAGE.ROOM,
    fatTenths: null,
    kcalPer100: [30, 45],
    selgrosGroup: SELGROS_GROUP.DRINKS,
    unitPack: UNIT_PACK.CAN,
  },
];

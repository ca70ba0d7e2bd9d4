import type { LocalizedName } from '../db/schema';

/** A GPC-shaped tree: segment → family → class → brick, names in pl, de and ro. */
export interface CategoryNode {
  code: string;
  name: LocalizedName;
  children?: CategoryNode[];
}

const n = (pl: string, de: string, ro: string): LocalizedName => ({ pl, de, ro });

export const DEMO_CATEGORIES: CategoryNode[] = [
  {
    code: '50000000',
    name: n('Żywność, napoje, wyroby tytoniowe', 'Lebensmittel, Getränke, Tabak', 'Alimente, băuturi, tutun'),
    children: [
      {
        code: '50130000',
        name: n(
          'Mleko, masło, śmietana, jogurty, sery, jaja',
          'Milch, Butter, Sahne, Joghurt, Käse, Eier',
          'Lapte, unt, smântână, iaurt, brânză, ouă',
        ),
        children: [
          {
            code: '50131700',
            name: n('Mleko i napoje mleczne', 'Milch und Milchgetränke', 'Lapte și băuturi din lapte'),
            children: [
              {
                code: '10000025',
                name: n('Mleko (pasteryzowane)', 'Milch (pasteurisiert)', 'Lapte (pasteurizat)'),
              },
              {
                code: '10000026',
                name: n('Napoje mleczne smakowe', 'Milchmischgetränke', 'Băuturi din lapte aromate'),
              },
            ],
          },
          {
            code: '50131800',
            name: n('Jogurty', 'Joghurt', 'Iaurturi'),
            children: [
              { code: '10000028', name: n('Jogurt naturalny', 'Naturjoghurt', 'Iaurt natural') },
              { code: '10000029', name: n('Jogurt owocowy', 'Fruchtjoghurt', 'Iaurt cu fructe') },
            ],
          },
          {
            code: '50131900',
            name: n('Sery', 'Käse', 'Brânzeturi'),
            children: [
              { code: '10000030', name: n('Ser twardy', 'Hartkäse', 'Brânză tare') },
              { code: '10000031', name: n('Ser twarogowy', 'Quark', 'Brânză de vaci') },
            ],
          },
        ],
      },
      {
        code: '50200000',
        name: n('Napoje', 'Getränke', 'Băuturi'),
        children: [
          {
            code: '50202200',
            name: n('Napoje alkoholowe', 'Alkoholische Getränke', 'Băuturi alcoolice'),
            children: [
              { code: '10000159', name: n('Piwo', 'Bier', 'Bere') },
              { code: '10000160', name: n('Cydr', 'Cidre', 'Cidru') },
            ],
          },
          {
            code: '50202300',
            name: n('Napoje bezalkoholowe', 'Alkoholfreie Getränke', 'Băuturi nealcoolice'),
            children: [
              { code: '10000232', name: n('Woda butelkowana', 'Wasser in Flaschen', 'Apă îmbuteliată') },
              { code: '10000233', name: n('Soki owocowe', 'Fruchtsäfte', 'Sucuri de fructe') },
              {
                code: '10000234',
                name: n('Napoje gazowane', 'Erfrischungsgetränke', 'Băuturi carbogazoase'),
              },
            ],
          },
        ],
      },
      {
        code: '50180000',
        name: n('Pieczywo i wyroby piekarnicze', 'Brot und Backwaren', 'Pâine și produse de panificație'),
        children: [
          {
            code: '50181700',
            name: n('Pieczywo', 'Brot', 'Pâine'),
            children: [
              { code: '10000167', name: n('Chleb', 'Brot', 'Pâine') },
              { code: '10000168', name: n('Bułki', 'Brötchen', 'Chifle') },
            ],
          },
        ],
      },
    ],
  },
  {
    code: '53000000',
    name: n('Uroda, higiena osobista', 'Schönheit, Körperpflege', 'Frumusețe, igienă personală'),
    children: [
      {
        code: '53130000',
        name: n('Higiena osobista', 'Körperpflege', 'Igienă personală'),
        children: [
          {
            code: '53131600',
            name: n('Higiena jamy ustnej', 'Mundhygiene', 'Igienă orală'),
            children: [
              { code: '10000346', name: n('Pasta do zębów', 'Zahnpasta', 'Pastă de dinți') },
              { code: '10000347', name: n('Szczoteczki do zębów', 'Zahnbürsten', 'Periuțe de dinți') },
            ],
          },
        ],
      },
    ],
  },
];

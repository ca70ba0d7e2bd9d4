import type { AttributeType } from '@domain/attribute-types';
import { UNIT } from '@domain/units';
import type { LocalizedName } from '../db/schema';

const n = (pl: string, de: string, ro: string): LocalizedName => ({ pl, de, ro });

export const DEMO_UNITS: { uuid: string; code: string; name: LocalizedName }[] = [
  { uuid: UNIT.MM, code: 'mm', name: n('mm', 'mm', 'mm') },
  { uuid: UNIT.CM, code: 'cm', name: n('cm', 'cm', 'cm') },
  { uuid: UNIT.M, code: 'm', name: n('m', 'm', 'm') },
  { uuid: UNIT.CM3, code: 'cm3', name: n('cm³', 'cm³', 'cm³') },
  { uuid: UNIT.DM3, code: 'dm3', name: n('dm³ (l)', 'dm³ (l)', 'dm³ (l)') },
  { uuid: UNIT.G, code: 'g', name: n('g', 'g', 'g') },
  { uuid: UNIT.KG, code: 'kg', name: n('kg', 'kg', 'kg') },
  { uuid: UNIT.PIECE, code: 'szt', name: n('szt.', 'Stk.', 'buc.') },
  { uuid: UNIT.ML, code: 'ml', name: n('ml', 'ml', 'ml') },
  { uuid: UNIT.L, code: 'l', name: n('l', 'l', 'l') },
  { uuid: UNIT.KCAL, code: 'kcal', name: n('kcal', 'kcal', 'kcal') },
  { uuid: UNIT.KJ, code: 'kJ', name: n('kJ', 'kJ', 'kJ') },
  { uuid: UNIT.PERCENT, code: '%', name: n('%', '%', '%') },
  { uuid: UNIT.CELSIUS, code: '°C', name: n('°C', '°C', '°C') },
  { uuid: UNIT.MG, code: 'mg', name: n('mg', 'mg', 'mg') },
  { uuid: UNIT.MCG, code: 'µg', name: n('µg', 'µg', 'µg') },
];

export const DEMO_SECTIONS: { code: string; name: LocalizedName }[] = [
  { code: 'basic', name: n('Informacje podstawowe', 'Grundinformationen', 'Informații de bază') },
  { code: 'nutrition', name: n('Wartości odżywcze', 'Nährwerte', 'Valori nutriționale') },
  { code: 'vitamin', name: n('Witaminy i minerały', 'Vitamine und Mineralstoffe', 'Vitamine și minerale') },
  { code: 'storage', name: n('Przechowywanie i wymiary', 'Lagerung und Maße', 'Depozitare și dimensiuni') },
  { code: 'marketing', name: n('Marketing', 'Marketing', 'Marketing') },
  { code: 'private_attributes', name: n('Atrybuty sieci', 'Handelsattribute', 'Atribute rețea') },
];

export interface DemoAttribute {
  key: string;
  type: AttributeType;
  section: string;
  name: LocalizedName;
  units?: string[];
  values?: LocalizedName[];
  validationValues?: string[];
  customValuesCount?: number;
  privateNetworkCode?: string;
  /** GPC code of the category (and everything under it) that carries the attribute; default all segments. */
  scope?: string;
  required?: boolean;
  /** Key of an attribute whose visibility this boolean switches. */
  togglesVisibilityOf?: string;
  /** The unified id (§3: trade 26, group 27, sub_group 28; is_offer, is_approved). */
  code?: string;
  /**
   * Fixed ids of the attribute and its values, so that adding it leaves the seeded random sequence (and
   * with it every other demo id) as it was.
   */
  fixed?: { uuid: string; values: string[] };
}

const fixedId = (n: number) => `5e1c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Every one of the 25 attribute types of §3, in the sections a food or cosmetics card needs. */
export const DEMO_ATTRIBUTES: DemoAttribute[] = [
  {
    key: 'organic',
    type: 'boolean',
    section: 'basic',
    name: n('Produkt ekologiczny', 'Bio-Produkt', 'Produs ecologic'),
    togglesVisibilityOf: 'organic_cert',
  },
  {
    key: 'organic_cert',
    type: 'text',
    section: 'basic',
    name: n('Numer certyfikatu ekologicznego', 'Bio-Zertifikatsnummer', 'Număr certificat ecologic'),
  },
  {
    key: 'gluten_free',
    type: 'checkbox',
    section: 'basic',
    name: n('Bez glutenu', 'Glutenfrei', 'Fără gluten'),
    scope: '50000000',
  },
  {
    key: 'other_allergens',
    type: 'checkbox_text',
    section: 'basic',
    name: n('Inne alergeny (opis)', 'Andere Allergene (Beschreibung)', 'Alți alergeni (descriere)'),
    scope: '50000000',
  },
  {
    key: 'launch_date',
    type: 'date',
    section: 'basic',
    name: n('Data wprowadzenia na rynek', 'Markteinführung', 'Data lansării'),
  },
  {
    key: 'audit_at',
    type: 'datetime',
    section: 'basic',
    name: n('Data i godzina ostatniego audytu', 'Letztes Audit', 'Data ultimului audit'),
  },
  {
    key: 'safety_sheet',
    type: 'fileupload',
    section: 'basic',
    name: n('Karta charakterystyki', 'Sicherheitsdatenblatt', 'Fișa cu date de securitate'),
  },
  {
    key: 'country',
    type: 'text',
    section: 'basic',
    name: n('Kraj pochodzenia', 'Ursprungsland', 'Țara de origine'),
    required: true,
  },
  {
    key: 'ingredients',
    type: 'textarea',
    section: 'basic',
    name: n('Składniki', 'Zutaten', 'Ingrediente'),
    scope: '50000000',
    required: true,
  },
  {
    key: 'net_content',
    type: 'number',
    section: 'basic',
    name: n('Zawartość netto', 'Nettoinhalt', 'Conținut net'),
    units: [UNIT.G, UNIT.KG, UNIT.ML, UNIT.L],
    required: true,
  },
  {
    key: 'shelf_life',
    type: 'integer',
    section: 'storage',
    name: n('Okres przydatności (dni)', 'Haltbarkeit (Tage)', 'Termen de valabilitate (zile)'),
    scope: '50000000',
    required: true,
  },
  {
    key: 'storage_temp',
    type: 'rangenumber',
    section: 'storage',
    name: n('Temperatura przechowywania', 'Lagertemperatur', 'Temperatura de depozitare'),
    units: [UNIT.CELSIUS],
    scope: '50000000',
  },
  {
    key: 'storage_mode',
    type: 'select',
    section: 'storage',
    name: n('Sposób przechowywania', 'Lagerungsart', 'Mod de depozitare'),
    values: [
      n('Chłodnia', 'Kühlung', 'Refrigerat'),
      n('Mroźnia', 'Tiefkühlung', 'Congelat'),
      n('Temperatura pokojowa', 'Raumtemperatur', 'Temperatura camerei'),
    ],
    scope: '50000000',
    required: true,
  },
  {
    key: 'label_size',
    type: 'twonumber',
    section: 'storage',
    name: n('Wymiary etykiety (szer. × wys.)', 'Etikettenmaße (B × H)', 'Dimensiuni etichetă (l × h)'),
    units: [UNIT.MM],
  },
  {
    key: 'product_size',
    type: 'threenumber',
    section: 'storage',
    name: n(
      'Wymiary produktu (szer. × wys. × gł.)',
      'Produktmaße (B × H × T)',
      'Dimensiuni produs (l × h × a)',
    ),
    units: [UNIT.MM, UNIT.CM],
  },
  {
    key: 'fat',
    type: 'float',
    section: 'nutrition',
    name: n('Tłuszcz (g/100 g)', 'Fett (g/100 g)', 'Grăsimi (g/100 g)'),
    scope: '50000000',
    required: true,
    validationValues: ['nie dotyczy'],
  },
  {
    key: 'serving',
    type: 'text_unit',
    section: 'nutrition',
    name: n('Porcja', 'Portion', 'Porție'),
    units: [UNIT.G, UNIT.ML],
    scope: '50000000',
  },
  {
    key: 'energy',
    type: 'multiselect_number',
    section: 'nutrition',
    name: n('Wartość energetyczna', 'Brennwert', 'Valoare energetică'),
    units: [UNIT.KCAL, UNIT.KJ],
    values: [n('na 100 g', 'pro 100 g', 'la 100 g'), n('na porcję', 'pro Portion', 'per porție')],
    scope: '50000000',
    required: true,
  },
  {
    key: 'claims',
    type: 'multiselect_text',
    section: 'nutrition',
    name: n('Oświadczenia żywieniowe', 'Nährwertbezogene Angaben', 'Mențiuni nutriționale'),
    values: [
      n('Źródło białka', 'Proteinquelle', 'Sursă de proteine'),
      n('Niska zawartość tłuszczu', 'Fettarm', 'Conținut scăzut de grăsimi'),
    ],
    scope: '50000000',
  },
  {
    key: 'alcohol',
    type: 'selectrangenumber',
    section: 'nutrition',
    name: n('Zawartość alkoholu', 'Alkoholgehalt', 'Conținut de alcool'),
    units: [UNIT.PERCENT],
    scope: '50202200',
    required: true,
  },
  {
    key: 'vitamins',
    type: 'multiselect_text_unit',
    section: 'vitamin',
    name: n('Witaminy', 'Vitamine', 'Vitamine'),
    units: [UNIT.MG, UNIT.MCG],
    values: [
      n('Witamina D', 'Vitamin D', 'Vitamina D'),
      n('Witamina B12', 'Vitamin B12', 'Vitamina B12'),
      n('Wapń', 'Calcium', 'Calciu'),
    ],
    scope: '50130000',
  },
  {
    key: 'certificates',
    type: 'multiselect',
    section: 'marketing',
    name: n('Certyfikaty', 'Zertifikate', 'Certificate'),
    values: [
      n('IFS Food', 'IFS Food', 'IFS Food'),
      n('BRCGS', 'BRCGS', 'BRCGS'),
      n('Fairtrade', 'Fairtrade', 'Fairtrade'),
      n('Halal', 'Halal', 'Halal'),
    ],
  },
  {
    key: 'unit_pack',
    type: 'radio_multi_select',
    section: 'marketing',
    name: n('Rodzaj opakowania jednostkowego', 'Art der Verkaufsverpackung', 'Tip ambalaj unitar'),
    values: [
      n('Butelka', 'Flasche', 'Sticlă'),
      n('Karton', 'Karton', 'Carton'),
      n('Kubek', 'Becher', 'Pahar'),
      n('Puszka', 'Dose', 'Doză'),
    ],
  },
  {
    key: 'allergens',
    type: 'checkbox_multi_select',
    section: 'marketing',
    name: n('Alergeny', 'Allergene', 'Alergeni'),
    values: [
      n('Mleko', 'Milch', 'Lapte'),
      n('Gluten', 'Gluten', 'Gluten'),
      n('Orzechy', 'Nüsse', 'Nuci'),
      n('Soja', 'Soja', 'Soia'),
    ],
    scope: '50000000',
  },
  {
    key: 'recycling_icons',
    type: 'pictogram_multi_select',
    section: 'marketing',
    name: n('Piktogramy recyklingu', 'Recycling-Piktogramme', 'Pictograme reciclare'),
    values: [
      n('Zielony punkt', 'Grüner Punkt', 'Punctul verde'),
      n('Segreguj', 'Trennen', 'Separă'),
      n('Kaucja', 'Pfand', 'Garanție'),
    ],
  },
  {
    key: 'description',
    type: 'html_textarea',
    section: 'marketing',
    name: n('Opis marketingowy', 'Marketingbeschreibung', 'Descriere de marketing'),
    customValuesCount: 0,
  },
  {
    key: 'slogan',
    type: 'text',
    section: 'marketing',
    name: n('Hasło reklamowe', 'Werbeslogan', 'Slogan'),
    customValuesCount: 1,
  },
  {
    key: 'selgros_trade',
    type: 'select',
    section: 'private_attributes',
    name: n('Dział Selgros', 'Bereich Selgros', 'Departament Selgros'),
    values: [n('Spożywczy', 'Lebensmittel', 'Alimentar'), n('Przemysłowy', 'Non-Food', 'Nealimentar')],
    privateNetworkCode: 'selgros',
    code: '26',
    fixed: { uuid: fixedId(26), values: [fixedId(2601), fixedId(2602)] },
  },
  {
    key: 'selgros_group',
    type: 'select',
    section: 'private_attributes',
    code: '27',
    name: n('Grupa towarowa Selgros', 'Warengruppe Selgros', 'Grupă de mărfuri Selgros'),
    values: [
      n('Nabiał', 'Molkereiprodukte', 'Lactate'),
      n('Napoje', 'Getränke', 'Băuturi'),
      n('Chemia', 'Drogerie', 'Cosmetice'),
    ],
    privateNetworkCode: 'selgros',
    required: true,
  },
  {
    key: 'selgros_sub_group',
    type: 'select',
    section: 'private_attributes',
    name: n('Podgrupa towarowa Selgros', 'Untergruppe Selgros', 'Subgrupă de mărfuri Selgros'),
    values: [
      n('Mleko i śmietana', 'Milch und Sahne', 'Lapte și smântână'),
      n('Soki', 'Säfte', 'Sucuri'),
      n('Higiena jamy ustnej', 'Mundpflege', 'Igienă orală'),
    ],
    privateNetworkCode: 'selgros',
    code: '28',
    fixed: { uuid: fixedId(28), values: [fixedId(2801), fixedId(2802), fixedId(2803)] },
  },
  {
    key: 'selgros_is_offer',
    type: 'boolean',
    section: 'private_attributes',
    name: n('W ofercie Selgros', 'Im Sortiment von Selgros', 'În oferta Selgros'),
    privateNetworkCode: 'selgros',
    code: 'is_offer',
    fixed: { uuid: fixedId(91), values: [] },
  },
  {
    key: 'selgros_is_approved',
    type: 'boolean',
    section: 'private_attributes',
    name: n('Zatwierdzona przez Selgros', 'Von Selgros freigegeben', 'Aprobat de Selgros'),
    privateNetworkCode: 'selgros',
    code: 'is_approved',
    fixed: { uuid: fixedId(92), values: [] },
  },
  {
    key: 'fluoride',
    type: 'number',
    section: 'basic',
    name: n('Zawartość fluoru', 'Fluoridgehalt', 'Conținut de fluor'),
    units: [UNIT.MG],
    scope: '53000000',
    required: true,
  },
];

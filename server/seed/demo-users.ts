import type { Role, UserFlags } from '@domain/user';

export interface DemoUser {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Key of the company in demo-companies. */
  company: string;
  networkCode: string | null;
  extraFlags: Partial<UserFlags>;
  isActive: boolean;
  language: 'pl' | 'de' | 'ro';
}

/** One demo user per role of §6, plus a second supplier to show that companies do not see each other. */
export const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    email: 'admin@demo.pim',
    password: 'demo-admin-pass',
    firstName: 'Anna',
    lastName: 'Administratorka',
    company: 'operator',
    networkCode: null,
    extraFlags: { has_media_gallery_access: true },
    isActive: true,
    language: 'pl',
  },
  {
    role: 'supplier',
    email: 'supplier@demo.pim',
    password: 'demo-supplier-pass',
    firstName: 'Piotr',
    lastName: 'Dostawca',
    company: 'dairy',
    networkCode: null,
    // Supplies Selgros: works with all of its private attributes (§6, docs/decisions/0043).
    extraFlags: { has_media_gallery_access: true, can_use_selgros_private_attributes: true },
    isActive: true,
    language: 'pl',
  },
  {
    role: 'supplier',
    email: 'supplier2@demo.pim',
    password: 'demo-supplier2-pass',
    firstName: 'Ewa',
    lastName: 'Browarna',
    company: 'brewery',
    networkCode: null,
    // Classifies its cards for Selgros: trade, group and sub_group only (§6, docs/decisions/0043).
    extraFlags: { can_use_only_limited_selgros_private_attributes: true },
    isActive: true,
    language: 'pl',
  },
  {
    role: 'network',
    email: 'network@demo.pim',
    password: 'demo-network-pass',
    firstName: 'Natalia',
    lastName: 'Sieciowa',
    company: 'selgros',
    networkCode: 'selgros',
    extraFlags: {
      is_selgros: true,
      can_use_selgros_private_attributes: true,
      can_change_selgros_qc_status: true,
    },
    isActive: true,
    language: 'pl',
  },
  {
    role: 'metro',
    email: 'metro@demo.pim',
    password: 'demo-metro-pass',
    firstName: 'Marek',
    lastName: 'Kupiecki',
    company: 'metro',
    networkCode: 'metro',
    extraFlags: {},
    isActive: true,
    language: 'de',
  },
  {
    role: 'qc_manager',
    email: 'qc@demo.pim',
    password: 'demo-qc-pass',
    firstName: 'Kamila',
    lastName: 'Kontrolna',
    company: 'markant',
    networkCode: 'markant',
    extraFlags: { can_change_markant_qc_status: true, can_filter_markant_attributes: true },
    isActive: true,
    language: 'pl',
  },
  {
    role: 'mdm',
    email: 'mdm@demo.pim',
    password: 'demo-mdm-pass',
    firstName: 'Marta',
    lastName: 'Danych',
    company: 'operator',
    // The chain whose panel this manager works in (docs/decisions/0017).
    networkCode: 'selgros',
    extraFlags: { has_requirement_created_by_user_id_filter: true },
    isActive: true,
    language: 'pl',
  },
  {
    role: 'cm',
    email: 'cm@demo.pim',
    password: 'demo-cm-pass',
    firstName: 'Cezary',
    lastName: 'Kategorii',
    company: 'operator',
    // The chain whose panel this manager works in (docs/decisions/0017).
    networkCode: 'selgros',
    // Selgros România's interface (§6): the CIN panel of the demo (docs/decisions/0016).
    extraFlags: { is_selgros_romania: true },
    isActive: true,
    language: 'ro',
  },
  // The deciders of the other chains that receive offers (docs/decisions/0041): each chain's offers have
  // someone to approve or reject them in the offers list.
  {
    role: 'cm',
    email: 'cm-metro@demo.pim',
    password: 'demo-cm-metro-pass',
    firstName: 'Monika',
    lastName: 'Zakupowa',
    company: 'metro',
    networkCode: 'metro',
    extraFlags: {},
    isActive: true,
    language: 'pl',
  },
  {
    role: 'cm',
    email: 'cm-penny@demo.pim',
    password: 'demo-cm-penny-pass',
    firstName: 'Paweł',
    lastName: 'Asortymentowy',
    company: 'penny',
    networkCode: 'penny',
    extraFlags: {},
    isActive: true,
    language: 'pl',
  },
  {
    role: 'cm',
    email: 'cm-markant@demo.pim',
    password: 'demo-cm-markant-pass',
    firstName: 'Klaus',
    lastName: 'Einkäufer',
    company: 'markant',
    networkCode: 'markant',
    extraFlags: {},
    isActive: true,
    language: 'de',
  },
  {
    role: 'cm',
    email: 'cm-carrefour@demo.pim',
    password: 'demo-cm-carrefour-pass',
    firstName: 'Ioana',
    lastName: 'Achiziții',
    company: 'carrefour',
    networkCode: 'carrefour_ro',
    extraFlags: {},
    isActive: true,
    language: 'ro',
  },
  {
    role: 'blocked',
    email: 'blocked@demo.pim',
    password: 'demo-blocked-pass',
    firstName: 'Bartosz',
    lastName: 'Zablokowany',
    company: 'dairy',
    networkCode: null,
    extraFlags: {},
    isActive: false,
    language: 'pl',
  },
];

export interface DemoCompany {
  key: string;
  name: string;
  kind: 'supplier' | 'network' | 'platform';
  taxId: string;
  gln: string;
  city: string;
  street: string;
  postcode: string;
  network?: { code: string; name: string };
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'operator',
    name: 'Karta Produktu — operator platformy',
    kind: 'platform',
    taxId: '5260000005',
    gln: '5900000000015',
    city: 'Warszawa',
    street: 'ul. Prosta 1',
    postcode: '00-838',
  },
  {
    key: 'dairy',
    name: 'Mleczarnia Zielona Dolina Sp. z o.o.',
    kind: 'supplier',
    taxId: '7740000006',
    gln: '5901234000017',
    city: 'Płock',
    street: 'ul. Łąkowa 12',
    postcode: '09-400',
  },
  {
    key: 'brewery',
    name: 'Browar Pod Lipą S.A.',
    kind: 'supplier',
    taxId: '6310000003',
    gln: '5907654000019',
    city: 'Gliwice',
    street: 'ul. Chmielna 3',
    postcode: '44-100',
  },
  {
    key: 'metro',
    name: 'Metro Cash & Carry',
    kind: 'network',
    taxId: '5210000003',
    gln: '5900000000046',
    city: 'Warszawa',
    street: 'Al. Krakowska 61',
    postcode: '02-183',
    network: { code: 'metro', name: 'Metro' },
  },
  {
    key: 'selgros',
    name: 'Selgros Cash & Carry',
    kind: 'network',
    taxId: '7770000005',
    gln: '5900000000053',
    city: 'Poznań',
    street: 'ul. Głogowska 432',
    postcode: '60-004',
    network: { code: 'selgros', name: 'Selgros' },
  },
  {
    key: 'penny',
    name: 'Penny Market',
    kind: 'network',
    taxId: '9510000009',
    gln: '5900000000060',
    city: 'Kraków',
    street: 'ul. Zakopiańska 62',
    postcode: '30-418',
    network: { code: 'penny', name: 'Penny' },
  },
  {
    key: 'carrefour',
    name: 'Carrefour România',
    kind: 'network',
    taxId: 'RO11588780',
    gln: '5940000000073',
    city: 'București',
    street: 'Bd. Timișoara 26',
    postcode: '061331',
    network: { code: 'carrefour_ro', name: 'Carrefour România' },
  },
  {
    key: 'markant',
    name: 'Markant Handels- und Service GmbH',
    kind: 'network',
    taxId: 'DE811201236',
    gln: '4000000000082',
    city: 'Offenburg',
    street: 'Hanns-Martin-Schleyer-Str. 2',
    postcode: '77656',
    network: { code: 'markant', name: 'Markant' },
  },
];

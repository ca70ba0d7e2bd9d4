import type { Attribute } from '@domain/product';
import type { DetailsRemark } from '@domain/product-details';
import type { DetailsCard } from '@domain/product-details-card';

/** A demo attribute of the details fixtures: a text of the basic section unless told otherwise. */
export function detailsAttribute(uuid: string, patch: Partial<Attribute> = {}): Attribute {
  return {
    uuid,
    code: null,
    name: `Atrybut ${uuid.slice(-2)}`,
    type: 'text',
    section_code: 'basic',
    group_name: null,
    data: [],
    is_required: false,
    is_visible: true,
    is_read_only: false,
    private_network_code: null,
    validation_rules: [],
    available_units: [],
    available_values: [],
    available_validation_values: [],
    custom_values_count: 0,
    ...patch,
  };
}

/**
 * §2 Product details: a small loaded card for the machine's model and the screen tests: one filled and one
 * empty attribute of the supplier, one filled private attribute of Selgros, a qc and a validation issue.
 */
export const demoDetailsCard: DetailsCard = {
  id: 12,
  name: 'Sok jabłkowy 1 l',
  nameToShow: 'Sadownik Sok jabłkowy 1 l',
  gtin: '5901234123457',
  status: 2,
  salesStatus: 1,
  isEditRequired: false,
  isShared: false,
  isBasic: true,
  companyName: 'Sadownik Sp. z o.o.',
  remarkCount: 1,
  producer: 'Sadownik',
  brand: 'Sadownik',
  subBrand: null,
  categories: ['Soki'],
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  supplierUser: 'Piotr Dostawca',
  lastEditor: 'Piotr Dostawca',
  sections: [
    { code: 'basic', name: 'Informacje podstawowe' },
    { code: 'private_attributes', name: 'Atrybuty sieci' },
  ],
  attributes: [
    detailsAttribute('a0000000-0000-4000-8000-000000000001', {
      name: 'Kraj pochodzenia',
      data: [{ value: ['Polska'] }],
    }),
    detailsAttribute('a0000000-0000-4000-8000-000000000002', { name: 'Składniki', type: 'textarea' }),
    detailsAttribute('a0000000-0000-4000-8000-000000000003', {
      name: 'Grupa towarowa Selgros',
      type: 'select',
      section_code: 'private_attributes',
      private_network_code: 'selgros',
      available_values: [{ uuid: 'b0000000-0000-4000-8000-000000000001', name: 'Napoje' }],
      data: [{ value: [], value_uuid: 'b0000000-0000-4000-8000-000000000001' }],
    }),
  ],
  media: [],
  structures: [],
  availability: {
    availability: [
      { code: 'selgros', visibility: true, product_number: '123456', is_supplier_number: false },
    ],
    own_brand_type: 1,
    own_brand_network_code: null,
  },
  networkNames: { selgros: 'Selgros' },
  unitNames: {},
  issues: [
    {
      type: 'qc',
      ns: 'product_profile',
      identify: 'name_to_show',
      header: 'Nazwa handlowa',
      message: 'Nazwa nie zawiera gramatury.',
    },
    {
      type: 'validation',
      ns: 'attributes',
      identify: 'a0000000-0000-4000-8000-000000000002',
      header: 'Składniki',
      message: 'validation.required',
    },
  ],
};

export const demoRemark: DetailsRemark = {
  id: 1,
  author: { id: 5, name: 'Anna Sieciowa' },
  network: { code: 'selgros', name: 'Selgros' },
  message: 'Prosimy o zdjęcie etykiety w lepszej jakości.',
  created_at: '2026-11-21T09:30:00.000Z',
};

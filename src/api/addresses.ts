import {
  addressAnswerSchema,
  addressesAnswerSchema,
  type AddressCreate,
  type AddressEdit,
  type AddressesAnswer,
} from '@contract/addresses';
import { toRefusal } from './auth';
import { api } from './client';
import { companySearch } from './producers';

/** GET /api/p1/addresses: the company's company (introducing entity) and return addresses. */
export async function fetchAddresses(companyId?: number): Promise<AddressesAnswer> {
  return addressesAnswerSchema.parse(await api.get('/api/p1/addresses', companySearch(companyId)).json());
}

/** POST /api/p1/addresses; a refusal carries the server's faults per field. */
export async function createAddress(body: AddressCreate, fallback: string, companyId?: number) {
  try {
    return addressAnswerSchema.parse(
      await api.post('/api/p1/addresses', { json: body, ...companySearch(companyId) }).json(),
    ).address;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** PUT /api/p1/addresses/{id}: name and address. */
export async function updateAddress(id: number, body: AddressEdit, fallback: string) {
  try {
    return addressAnswerSchema.parse(await api.put(`/api/p1/addresses/${id}`, { json: body }).json()).address;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

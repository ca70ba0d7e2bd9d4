import {
  brandAnswerSchema,
  producerAnswerSchema,
  producersAnswerSchema,
  subBrandAnswerSchema,
  type BrandBody,
  type ProducerBody,
  type ProducerRecord,
} from '@contract/producers';
import { toRefusal } from './auth';
import { api } from './client';

/** `?company_id=` for an admin acting for a supplier company; nothing for a supplier (its own company). */
export function companySearch(companyId: number | undefined) {
  return companyId === undefined ? {} : { searchParams: { company_id: String(companyId) } };
}

/** GET /api/p1/producers: the company's producers with brands, sub-brands and address completeness. */
export async function fetchProducers(companyId?: number): Promise<ProducerRecord[]> {
  return producersAnswerSchema.parse(await api.get('/api/p1/producers', companySearch(companyId)).json())
    .producers;
}

/** POST /api/p1/producers; a refusal carries the server's faults per field. */
export async function createProducer(body: ProducerBody, fallback: string, companyId?: number) {
  try {
    return producerAnswerSchema.parse(
      await api.post('/api/p1/producers', { json: body, ...companySearch(companyId) }).json(),
    ).producer;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** PUT /api/p1/producers/{id}: name and address. */
export async function updateProducer(id: number, body: ProducerBody, fallback: string) {
  try {
    return producerAnswerSchema.parse(await api.put(`/api/p1/producers/${id}`, { json: body }).json())
      .producer;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** POST /api/p1/producers/{id}/brands. */
export async function createBrand(producerId: number, body: BrandBody, fallback: string) {
  try {
    return brandAnswerSchema.parse(
      await api.post(`/api/p1/producers/${producerId}/brands`, { json: body }).json(),
    ).brand;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** POST /api/p1/brands/{id}/sub-brands. */
export async function createSubBrand(brandId: number, body: BrandBody, fallback: string) {
  try {
    return subBrandAnswerSchema.parse(
      await api.post(`/api/p1/brands/${brandId}/sub-brands`, { json: body }).json(),
    ).sub_brand;
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

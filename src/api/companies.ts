import {
  companyCreatedSchema,
  companyProfileSchema,
  myProducersSchema,
  type CompanyCreateBody,
  type CompanyCreated,
  type CompanyEditBody,
  type CompanyProfile,
  type MyCompanyBody,
  type MyProducers,
} from '@contract/companies';
import { listAnswerSchema, type ListAnswer } from '@contract/data-table';
import { toRefusal } from './auth';
import { api } from './client';

/** Runs a write and turns a refusal into the server's faults per field. */
async function write<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** POST /api/company: a company and, optionally, its first user (docs/decisions/0047). */
export const createCompany = (body: CompanyCreateBody, fallback: string): Promise<CompanyCreated> =>
  write(
    async () => companyCreatedSchema.parse(await api.post('/api/company', { json: body }).json()),
    fallback,
  );

/** GET /api/company/{id}: the profile, for the operator. */
export const fetchCompany = async (id: number): Promise<CompanyProfile> =>
  companyProfileSchema.parse(await api.get(`/api/company/${id}`).json());

/** PUT /api/company/{id}: every field, for the operator. */
export const updateCompany = (id: number, body: CompanyEditBody, fallback: string) =>
  write(
    async () => companyProfileSchema.parse(await api.put(`/api/company/${id}`, { json: body }).json()),
    fallback,
  );

/** GET /api/my-company: the signed-in user's company. */
export const fetchMyCompany = async (): Promise<CompanyProfile> =>
  companyProfileSchema.parse(await api.get('/api/my-company').json());

/** PUT /api/my-company: the company's own data. */
export const updateMyCompany = (body: MyCompanyBody, fallback: string) =>
  write(
    async () => companyProfileSchema.parse(await api.put('/api/my-company', { json: body }).json()),
    fallback,
  );

/** PUT the logo (multipart field `logo`) of a company (`/api/company/{id}/logo`) or of one's own. */
export const uploadCompanyLogo = (path: string, file: File, fallback: string) =>
  write(async () => {
    const form = new FormData();
    form.append('logo', file);
    await api.put(path, { body: form });
  }, fallback);

/** GET /api/my-company/producers: producers with brands, retirement and card counts. */
export const fetchMyProducers = async (): Promise<MyProducers> =>
  myProducersSchema.parse(await api.get('/api/my-company/producers').json());

export const mergeProducer = (id: number, targetId: number, fallback: string) =>
  write(
    () => api.post(`/api/my-company/producers/${id}/merge`, { json: { target_id: targetId } }).json(),
    fallback,
  );

export const retireProducer = (id: number, retired: boolean, fallback: string) =>
  write(() => api.put(`/api/my-company/producers/${id}/retire`, { json: { retired } }).json(), fallback);

export const deleteProducer = (id: number, fallback: string) =>
  write(() => api.delete(`/api/my-company/producers/${id}`).json(), fallback);

/** §7 GET /api/company/{id}/user: the company's accounts (first page of the accounts list's answer). */
export const fetchCompanyUsers = async (id: number): Promise<ListAnswer> =>
  listAnswerSchema.parse(
    await api.get(`/api/company/${id}/user`, { searchParams: { per_page: '100' } }).json(),
  );

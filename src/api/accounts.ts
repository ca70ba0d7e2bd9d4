import { companyOptionsSchema, type CompanyOptions, type CreateUser } from '@contract/accounts-list';
import { massAnswerSchema, type MassAnswer } from '@contract/list-params';
import { api } from './client';

/** §7 PUT /api/user/{id}/change-active {active}. */
export async function changeActive(id: number, active: boolean): Promise<void> {
  await api.put(`/api/user/${id}/change-active`, { json: { active } });
}

/** The accounts list's mass activate or deactivate: one result per account. */
export async function changeActiveMany(ids: readonly number[], active: boolean): Promise<MassAnswer> {
  return massAnswerSchema.parse(await api.put('/api/users/change-active', { json: { ids, active } }).json());
}

/** §7 DELETE /api/user/{id}. */
export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/api/user/${id}`);
}

/** The accounts list's mass delete: one result per account (an account with history is kept). */
export async function deleteUsers(ids: readonly number[]): Promise<MassAnswer> {
  return massAnswerSchema.parse(await api.delete('/api/users', { json: { ids } }).json());
}

/** §7 PUT /api/user/{id}/assign-company {company_id}. */
export async function assignCompany(id: number, companyId: number): Promise<void> {
  await api.put(`/api/user/${id}/assign-company`, { json: { company_id: companyId } });
}

/** §7 POST /api/user (permission users.add). */
export async function createUser(body: CreateUser): Promise<void> {
  await api.post('/api/user', { json: body });
}

/** The companies an account can belong to. */
export async function fetchCompanyChoices(): Promise<CompanyOptions['companies']> {
  return companyOptionsSchema.parse(await api.get('/api/companies/choices').json()).companies;
}

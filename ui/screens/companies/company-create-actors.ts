import { fromPromise } from 'xstate';
import { createCompany } from '@api/companies';
import type { CompanyDraft, FirstUserDraft } from '@machines/company-create.machine';

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The wizard's drafts as the POST /api/company body: empty texts as null. */
export function createBody(company: CompanyDraft, user: FirstUserDraft) {
  return {
    company: {
      ...company,
      tax_id: orNull(company.tax_id),
      gln: orNull(company.gln),
      street: orNull(company.street),
      city: orNull(company.city),
      postcode: orNull(company.postcode),
      phone: orNull(company.phone),
      email: orNull(company.email),
      contact_form_url: orNull(company.contact_form_url),
      site_url: orNull(company.site_url),
    },
    first_user: user,
  };
}

/** The real `create` actor: the server's refusal (first fault's words) becomes the wizard's error. */
export const createCompanyActor = (fallback: string) =>
  fromPromise<number, { company: CompanyDraft; user: FirstUserDraft }>(async ({ input }) => {
    const created = await createCompany(createBody(input.company, input.user), fallback);
    return created.id;
  });

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { companyCreatedSchema, companyProfileSchema } from '@contract/companies';
import { companies, users } from '@server/db/schema';
import { send } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { login, loginAs, request } from '@tests/server/harness/http';

const company = {
  name: 'Sadownia Grójecka Sp. z o.o.',
  kind: 'supplier',
  tax_country: 'PL',
  tax_id: '526-025-02-74',
  gln: '5901234123457',
  street: 'Sadowa 4',
  city: 'Grójec',
  postcode: '05-600',
  phone: '+48 48 664 00 00',
  email: 'Biuro@Sadownia.pl',
  contact_form_url: 'https://sadownia.pl/kontakt',
  site_url: 'https://sadownia.pl',
  groups: ['Owoce'],
  subscription: 'basic',
};
const firstUser = {
  email: 'jan.sad@sadownia.pl',
  first_name: 'Jan',
  last_name: 'Sad',
  role: 'supplier',
  password: 'jablka-grojeckie',
};

const OTHERS = [
  'supplier@demo.pim',
  'network@demo.pim',
  'metro@demo.pim',
  'qc@demo.pim',
  'mdm@demo.pim',
  'cm@demo.pim',
];

describe('POST /api/company: the operator creates a company and its first user (§2 create-company)', () => {
  test('an admin creates both in one go; the first user logs in inside the new company', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const response = await send(app, admin, 'POST', '/api/company', { company, first_user: firstUser });
    expect(response.status, response.text).toBe(201);
    const created = companyCreatedSchema.parse(response.body);
    const [row] = await db.select().from(companies).where(eq(companies.id, created.id));
    expect(row).toMatchObject({ name: company.name, taxId: '5260250274', email: 'biuro@sadownia.pl' });
    const session = await login(app, firstUser.email, firstUser.password);
    expect(session.answer.user.company_id).toBe(created.id);
    const profile = companyProfileSchema.parse(
      (await request(app, 'GET', '/api/my-company', { cookie: session.cookie })).body,
    );
    expect(profile).toMatchObject({
      name: company.name,
      kind: 'supplier',
      subscription: 'basic',
      space_used: 0,
    });
  });

  test('every other role is refused and a guest must log in', async () => {
    const { app, db } = await testApp();
    const before = await db.select().from(companies);
    for (const email of OTHERS)
      expectError(
        await send(app, await loginAs(app, email), 'POST', '/api/company', { company }),
        403,
        'session.forbidden',
      );
    expect((await request(app, 'POST', '/api/company', { body: { company } })).status).toBe(401);
    expect(await db.select().from(companies)).toEqual(before);
  });

  test('bad bodies are a 400 naming the field, and nothing is written', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const companiesBefore = await db.select().from(companies).orderBy(companies.id);
    const usersBefore = await db.select().from(users).orderBy(users.id);
    const post = (body: unknown) => send(app, admin, 'POST', '/api/company', body);
    expectFieldFault(await post({ company: { ...company, tax_id: '5260250275' } }), {
      namespace: 'company',
      field: 'company.tax_id',
      message: 'Nieprawidłowy identyfikator podatkowy dla wybranego kraju.',
    });
    // A Polish NIP is not a Romanian CUI.
    expectFaults(await post({ company: { ...company, tax_country: 'RO' } }), 'company');
    expectFieldFault(await post({ company: { ...company, gln: '5901234123456' } }), {
      namespace: 'company',
      field: 'company.gln',
      message: 'Nieprawidłowy numer GLN: 13 cyfr z cyfrą kontrolną GS1.',
    });
    expectFieldFault(await post({ company: { ...company, phone: '' } }), {
      namespace: 'company',
      field: 'company.phone',
      message: 'Podaj wartość albo zaznacz, że jej nie podajesz.',
    });
    expectFaults(await post({ company: { ...company, site_url: 'sadownia' } }), 'company');
    expectFieldFault(await post({ company, first_user: { ...firstUser, role: 'network' } }), {
      namespace: 'company',
      field: 'first_user.role',
      message: 'Ta rola nie pasuje do rodzaju firmy.',
    });
    expectFieldFault(await post({ company, first_user: { ...firstUser, email: 'supplier@demo.pim' } }), {
      namespace: 'company',
      field: 'first_user.email',
      message: expect.any(String) as unknown as string,
    });
    const [dairy] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.kind, 'supplier'));
    expectFieldFault(await post({ company: { ...company, name: dairy!.name.toUpperCase() } }), {
      namespace: 'company',
      field: 'company.name',
      message: 'Firma o tej nazwie już istnieje.',
    });
    expectFaults(await post({ company: { ...company, kind: 'bank' } }), 'company');
    expectFaults(await post({ company: { ...company, extra: 1 } }), 'company');
    expectFaults(await post({}), 'company');
    expectFaults(
      await request(app, 'POST', '/api/company', { cookie: admin.cookie, csrf: admin.csrf, raw: '{' }),
      'company',
    );
    expect(await db.select().from(companies).orderBy(companies.id)).toEqual(companiesBefore);
    expect(await db.select().from(users).orderBy(users.id)).toEqual(usersBefore);
  });

  test('declined phone, e-mail, tax id and GLN are stored empty (§5 opt-outs)', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const response = await send(app, admin, 'POST', '/api/company', {
      company: {
        ...company,
        phone: 'typed before',
        phone_declined: true,
        email: '',
        email_declined: true,
        tax_id: null,
        tax_id_declined: true,
        gln: null,
        gln_declined: true,
      },
    });
    expect(response.status, response.text).toBe(201);
    const [row] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, companyCreatedSchema.parse(response.body).id));
    expect(row).toMatchObject({ phone: null, phoneDeclined: true, email: null, taxId: null, gln: null });
  });
});

describe('company profile (§2 company/{id}/profile)', () => {
  test('an admin reads and edits every field; others are refused', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const id = companyCreatedSchema.parse(
      (await send(app, admin, 'POST', '/api/company', { company })).body,
    ).id;
    const profile = companyProfileSchema.parse(
      (await request(app, 'GET', `/api/company/${id}`, { cookie: admin.cookie })).body,
    );
    expect(profile.groups).toEqual(['Owoce']);
    const edited = await send(app, admin, 'PUT', `/api/company/${id}`, {
      ...company,
      status: 'inactive_junk',
      suppliers: ['Hurtownia A'],
      subscription: 'extended',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(companyProfileSchema.parse(edited.body)).toMatchObject({
      status: 'inactive_junk',
      suppliers: ['Hurtownia A'],
    });
    for (const email of OTHERS) {
      const session = await loginAs(app, email);
      expectError(
        await request(app, 'GET', `/api/company/${id}`, { cookie: session.cookie }),
        403,
        'session.forbidden',
      );
      expectError(await send(app, session, 'PUT', `/api/company/${id}`, company), 403, 'session.forbidden');
    }
    expectError(
      await request(app, 'GET', '/api/company/99999', { cookie: admin.cookie }),
      404,
      'companies.errors.notFound',
    );
    const before = await db.select().from(companies).where(eq(companies.id, id));
    expectFaults(await send(app, admin, 'PUT', `/api/company/${id}`, { ...company, gln: '1' }), 'company');
    expect(await db.select().from(companies).where(eq(companies.id, id))).toEqual(before);
  });

  test('a supplier company cannot become a network while it has suppliers', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const profile = companyProfileSchema.parse(
      (await request(app, 'GET', `/api/company/${supplier!.companyId}`, { cookie: admin.cookie })).body,
    );
    const { id: _id, brands: _b, space_used: _s, logo_url: _l, report_chains: _r, ...fields } = profile;
    const body = { ...fields, kind: 'network', phone_declined: true };
    expectFieldFault(await send(app, admin, 'PUT', `/api/company/${supplier!.companyId}`, body), {
      namespace: 'company',
      field: 'kind',
      message: 'Ta rola nie pasuje do rodzaju firmy.',
    });
  });

  test("the company's users list and its users report per chain (xlsx)", async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const list = await request(app, 'GET', `/api/company/${supplier!.companyId}/user`, {
      cookie: admin.cookie,
    });
    expect(list.status).toBe(200);
    const response = await app.request(`/api/company/${supplier!.companyId}/user/selgros-report`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toContain('Selgros');
    const emails = sheet.getColumn(3).values.map(String);
    expect(emails).toContain('supplier@demo.pim');
    expectError(
      await request(app, 'GET', `/api/company/${supplier!.companyId}/user/nochain-report`, {
        cookie: admin.cookie,
      }),
      404,
      'companies.errors.unknownChain',
    );
    const other = await loginAs(app, 'supplier@demo.pim');
    expectError(
      await request(app, 'GET', `/api/company/${supplier!.companyId}/user/selgros-report`, {
        cookie: other.cookie,
      }),
      403,
      'session.forbidden',
    );
  });
});

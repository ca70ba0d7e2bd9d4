import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { companyProfileSchema, myProducersSchema } from '@contract/companies';
import { brands, companies, producers, products } from '@server/db/schema';
import { send } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

type App = Awaited<ReturnType<typeof testApp>>['app'];

const own = {
  name: 'Mleczarnia Zielona Dolina Sp. z o.o.',
  tax_country: 'PL',
  tax_id: '7740000006',
  gln: '5901234000017',
  street: 'Łąkowa 1',
  city: 'Ostrołęka',
  postcode: '07-410',
  phone: '+48 29 760 00 00',
  email: 'biuro@zielonadolina.pl',
  site_url: 'https://zielonadolina.pl',
};

const myProfile = async (app: App, session: Session) =>
  companyProfileSchema.parse((await request(app, 'GET', '/api/my-company', { cookie: session.cookie })).body);

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
]);

function uploadLogo(
  app: App,
  session: Session,
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'logo.png',
) {
  const form = new FormData();
  form.append('logo', new File([bytes], name, { type: 'image/png' }));
  return app.request(path, {
    method: 'PUT',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    body: form,
  });
}

describe('my company: account (§2 my-company/account)', () => {
  test("a company's own users read and keep its data; the operator's fields stay as they were", async () => {
    const { app } = await testApp();
    for (const email of ['supplier@demo.pim', 'network@demo.pim']) {
      const session = await loginAs(app, email);
      const before = await myProfile(app, session);
      const response = await send(app, session, 'PUT', '/api/my-company', {
        ...own,
        name: `${before.name} (nowa)`,
      });
      expect(response.status, response.text).toBe(200);
      const after = companyProfileSchema.parse(response.body);
      expect(after).toMatchObject({
        name: `${before.name} (nowa)`,
        kind: before.kind,
        status: before.status,
      });
    }
  });

  test('a guest is refused; bad bodies are a 400 and nothing changes', async () => {
    const { app, db } = await testApp();
    expect((await request(app, 'GET', '/api/my-company')).status).toBe(401);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const before = await db.select().from(companies).orderBy(companies.id);
    expectFieldFault(await send(app, supplier, 'PUT', '/api/my-company', { ...own, tax_id: '7740000002' }), {
      namespace: 'company',
      field: 'tax_id',
      message: 'Nieprawidłowy identyfikator podatkowy dla wybranego kraju.',
    });
    // The kind is the operator's to set.
    expectFaults(await send(app, supplier, 'PUT', '/api/my-company', { ...own, kind: 'network' }), 'company');
    expectFaults(await send(app, supplier, 'PUT', '/api/my-company', { ...own, name: '' }), 'company');
    expectFieldFault(
      await send(app, supplier, 'PUT', '/api/my-company', { ...own, name: 'Browar Pod Lipą S.A.' }),
      {
        namespace: 'company',
        field: 'name',
        message: 'Firma o tej nazwie już istnieje.',
      },
    );
    expect(await db.select().from(companies).orderBy(companies.id)).toEqual(before);
  });

  test('the logo is uploaded by the company, read back, and refused when it is not an image', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const refused = await uploadLogo(
      app,
      supplier,
      '/api/my-company/logo',
      new TextEncoder().encode('<svg/>'),
    );
    expect(refused.status).toBe(400);
    expect((await myProfile(app, supplier)).logo_url).toBeNull();
    const stored = await uploadLogo(app, supplier, '/api/my-company/logo', PNG);
    expect(stored.status, await stored.clone().text()).toBe(200);
    const url = (await myProfile(app, supplier)).logo_url!;
    const network = await loginAs(app, 'network@demo.pim');
    const read = await app.request(url, { headers: { cookie: network.cookie } });
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);
    const admin = await loginAs(app, 'admin@demo.pim');
    const id = supplier.answer.user.company_id!;
    expect((await uploadLogo(app, supplier, `/api/company/${id}/logo`, PNG)).status).toBe(403);
    expect((await uploadLogo(app, admin, `/api/company/${id}/logo`, PNG)).status).toBe(200);
    expect((await db.select().from(companies).where(eq(companies.id, id)))[0]!.logoMime).toBe('image/png');
  });
});

describe('my company: producers and brands (§2 my-company/producer-and-brand-list)', () => {
  async function twoProducers(app: App, session: Session) {
    const make = async (name: string, brand: string) => {
      const producer = (
        await send(app, session, 'POST', '/api/p1/producers', {
          name,
          street: 'Polna 1',
          city: 'Łomża',
          postcode: '18-400',
        })
      ).body as { producer: { id: number } };
      await send(app, session, 'POST', `/api/p1/producers/${producer.producer.id}/brands`, { name: brand });
      return producer.producer.id;
    };
    return {
      a: await make('Mleczarnia Łomża', 'Łomżanka'),
      b: await make('MLECZARNIA ŁOMŻA SP. Z O.O.', 'łomżanka'),
    };
  }

  test('merging joins a duplicate into the other: its brands join brands of the same name', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const { a, b } = await twoProducers(app, supplier);
    const response = await send(app, supplier, 'POST', `/api/my-company/producers/${b}/merge`, {
      target_id: a,
    });
    expect(response.status, response.text).toBe(200);
    expect(await db.select().from(producers).where(eq(producers.id, b))).toEqual([]);
    expect((await db.select().from(brands).where(eq(brands.producerId, a))).map((row) => row.name)).toEqual([
      'Łomżanka',
    ]);
    expectFieldFault(
      await send(app, supplier, 'POST', `/api/my-company/producers/${a}/merge`, { target_id: a }),
      {
        namespace: 'producer',
        field: 'target_id',
        message: 'Producenta nie można scalić z nim samym.',
      },
    );
    expectFaults(
      await send(app, supplier, 'POST', `/api/my-company/producers/${a}/merge`, { target_id: 'x' }),
      'producer',
    );
  });

  test('a producer used by cards cannot be deleted, only retired; an unused one is deleted', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [used] = await db
      .select({ id: products.producerId })
      .from(products)
      .where(eq(products.companyId, supplier.answer.user.company_id!));
    const usedId = used!.id!;
    expectFieldFault(await send(app, supplier, 'DELETE', `/api/my-company/producers/${usedId}`), {
      namespace: 'producer',
      field: 'id',
      message: 'Producent jest użyty na kartach produktów: można go tylko wycofać.',
    });
    expect(
      (await send(app, supplier, 'PUT', `/api/my-company/producers/${usedId}/retire`, { retired: true }))
        .status,
    ).toBe(200);
    const list = myProducersSchema.parse(
      (await request(app, 'GET', '/api/my-company/producers', { cookie: supplier.cookie })).body,
    );
    expect(list.producers.find((row) => row.id === usedId)).toMatchObject({ retired: true });
    expect(list.producers.find((row) => row.id === usedId)!.cards).toBeGreaterThan(0);
    const { a } = await twoProducers(app, supplier);
    expect((await send(app, supplier, 'DELETE', `/api/my-company/producers/${a}`)).status).toBe(200);
    expect(await db.select().from(producers).where(eq(producers.id, a))).toEqual([]);
  });

  test("another company's producer is not found; networks and guests are refused", async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const other = await loginAs(app, 'supplier2@demo.pim');
    const { a } = await twoProducers(app, supplier);
    expectError(
      await send(app, other, 'DELETE', `/api/my-company/producers/${a}`),
      404,
      'companies.errors.producerNotFound',
    );
    expectError(
      await send(app, other, 'PUT', `/api/my-company/producers/${a}/retire`, { retired: true }),
      404,
      'companies.errors.producerNotFound',
    );
    const network = await loginAs(app, 'network@demo.pim');
    expectError(
      await send(app, network, 'DELETE', `/api/my-company/producers/${a}`),
      403,
      'session.forbidden',
    );
    expect((await request(app, 'GET', '/api/my-company/producers')).status).toBe(401);
  });
});

import { describe, expect, test } from 'vitest';
import type { App } from '@server/app';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { lastEntryId, onlyEntry } from './trail';

/**
 * Each write path of a company's own data leaves its entries through the real route, as the role that may
 * make it: users, the company, addresses, producers, brands and API tokens (docs/decisions/0052).
 */

function send(app: App, session: Session, method: string, path: string, body: unknown) {
  return request(app, method, path, { cookie: session.cookie, csrf: session.csrf, body });
}

const OWN_COMPANY = {
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

describe('the trail of company data written through the routes', () => {
  test('an admin creating a user and blocking them: the account, who did it, and the password hidden', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const since = await lastEntryId(db);

    const created = await send(app, admin, 'POST', '/api/user', {
      email: 'nowy.dostawca@demo.pim',
      first_name: 'Nowy',
      last_name: 'Dostawca',
      role: 'supplier',
      company_id: supplier.answer.user.company_id,
      password: 'dlugie-haslo-123',
    });
    expect(created.status, created.text).toBeLessThan(300);
    const insert = await onlyEntry(db, since, 'user');
    expect(insert).toMatchObject({
      action: 'insert',
      source: 'ui',
      userId: admin.answer.user.id,
      companyId: supplier.answer.user.company_id,
    });
    expect(insert.changes['email']).toEqual({ before: null, after: 'nowy.dostawca@demo.pim' });
    expect(insert.changes['password_hash']).toEqual({ before: null, after: '***' });

    const next = await lastEntryId(db);
    const blocked = await send(app, admin, 'PUT', `/api/user/${insert.entityId}/change-active`, {
      active: false,
    });
    expect(blocked.status, blocked.text).toBe(200);
    const update = await onlyEntry(db, next, 'user');
    expect(update).toMatchObject({
      action: 'update',
      userId: admin.answer.user.id,
      entityId: insert.entityId,
    });
    expect(Object.keys(update.changes)).toHaveLength(1);
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test("a supplier keeping the company's data: its name before and after", async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const since = await lastEntryId(db);
    const saved = await send(app, supplier, 'PUT', '/api/my-company', {
      ...OWN_COMPANY,
      name: 'Mleczarnia Zielona Dolina S.A.',
    });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry(db, since, 'company');
    expect(entry).toMatchObject({
      action: 'update',
      source: 'ui',
      userId: supplier.answer.user.id,
      companyId: supplier.answer.user.company_id,
      entityId: String(supplier.answer.user.company_id),
    });
    expect(entry.changes['name']).toEqual({
      before: 'Mleczarnia Zielona Dolina Sp. z o.o.',
      after: 'Mleczarnia Zielona Dolina S.A.',
    });
  });

  test('an address, a producer and its brand, each with its values', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const companyId = supplier.answer.user.company_id;
    let since = await lastEntryId(db);
    const address = await send(app, supplier, 'POST', '/api/p1/addresses', {
      kind: 'return',
      name: 'Magazyn 2',
      street: 'ul. Portowa 3',
      city: 'Gdańsk',
      postcode: '80-001',
      country: 'PL',
    });
    expect(address.status, address.text).toBe(201);
    const addressEntry = await onlyEntry(db, since, 'address');
    expect(addressEntry).toMatchObject({ action: 'insert', source: 'ui', companyId });
    expect(addressEntry.changes['city']).toEqual({ before: null, after: 'Gdańsk' });

    since = await lastEntryId(db);
    const producer = await send(app, supplier, 'POST', '/api/p1/producers', {
      name: 'Nowy Producent',
      street: 'ul. Nowa 1',
      city: 'Łódź',
      postcode: '90-001',
      country: 'PL',
    });
    expect(producer.status, producer.text).toBe(201);
    const producerEntry = await onlyEntry(db, since, 'producer');
    expect(producerEntry).toMatchObject({ action: 'insert', userId: supplier.answer.user.id, companyId });
    expect(producerEntry.changes['name']).toEqual({ before: null, after: 'Nowy Producent' });

    since = await lastEntryId(db);
    const brand = await send(app, supplier, 'POST', `/api/p1/producers/${producerEntry.entityId}/brands`, {
      name: 'Marka Nowa',
    });
    expect(brand.status, brand.text).toBe(201);
    const brandEntry = await onlyEntry(db, since, 'brand');
    expect(brandEntry).toMatchObject({ action: 'insert', source: 'ui', userId: supplier.answer.user.id });
    expect(brandEntry.changes['name']).toEqual({ before: null, after: 'Marka Nowa' });
    expect(brandEntry.changes['producer_id']).toEqual({
      before: null,
      after: Number(producerEntry.entityId),
    });
  });

  test('an API token made and revoked: its name and scopes, its secret hidden', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    let since = await lastEntryId(db);
    const created = await send(app, supplier, 'POST', '/api/p1/api-tokens', {
      name: 'ERP sync',
      scopes: ['cards.read'],
    });
    expect(created.status, created.text).toBe(201);
    const insert = await onlyEntry(db, since, 'api_token');
    expect(insert).toMatchObject({
      action: 'insert',
      source: 'ui',
      companyId: supplier.answer.user.company_id,
    });
    expect(insert.changes['name']).toEqual({ before: null, after: 'ERP sync' });
    expect(insert.changes['token_hash']).toEqual({ before: null, after: '***' });

    since = await lastEntryId(db);
    const revoked = await send(app, supplier, 'PUT', `/api/p1/api-tokens/${insert.entityId}/revoke`, {});
    expect(revoked.status, revoked.text).toBe(200);
    const update = await onlyEntry(db, since, 'api_token');
    expect(update).toMatchObject({ action: 'update', userId: supplier.answer.user.id });
    expect(update.changes['revoked_at']?.before).toBeNull();
    expect(update.changes['revoked_at']?.after).toEqual(expect.any(String));
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  retailGroupPreviewAnswerSchema,
  type RetailGroupPreviewAnswer,
} from '@contract/retail-group-preview';
import type { App } from '@server/app';
import { products, users } from '@server/db/schema';
import { attributeUuids, cardInNetwork, cardOf, categoryId, GPC } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** §6 Preview attributes for one retail group: the user's own flag or admin (docs/decisions/0003, 0043). */

const path = (id: number, network?: string) =>
  `/api/p1/product/${id}/retail-group-preview${network === undefined ? '' : `?network=${network}`}`;

async function previewOf(app: App, session: Session, id: number, network?: string) {
  const response = await request(app, 'GET', path(id, network), { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return retailGroupPreviewAnswerSchema.parse(response.body);
}

const statusOf = (answer: RetailGroupPreviewAnswer, uuid: string) =>
  answer.preview?.rows.find((row) => row.uuid === uuid)?.status;

describe('GET /api/p1/product/{id}/retail-group-preview', () => {
  test('an admin chooses a group and sees what its requirement sets make of the card', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const card = await cardOf(db, supplier!.companyId!);
    // A milk card: Penny's and Metro's sets cover food and dairy (server/seed/attribute-lists.ts).
    await db
      .update(products)
      .set({ categoryId: await categoryId(db, GPC.MILK) })
      .where(eq(products.id, card.id));
    const admin = await loginAs(app, 'admin@demo.pim');

    const groups = await previewOf(app, admin, card.id);
    expect(groups.preview).toBeNull();
    expect(groups.networks.map((network) => network.code)).toEqual(
      expect.arrayContaining(['selgros', 'metro', 'penny', 'markant']),
    );

    // Penny's set asks for the slogan, Metro's does not: required for one, optional for the other.
    const penny = await previewOf(app, admin, card.id, 'penny');
    expect(penny.preview?.network.code).toBe('penny');
    expect(statusOf(penny, uuids.slogan!)).toBe('required');
    expect(statusOf(await previewOf(app, admin, card.id, 'metro'), uuids.slogan!)).toBe('optional');
    const required = penny.preview!.rows.filter((row) => row.status === 'required');
    expect(penny.preview!.total).toBe(required.length);
    expect(penny.preview!.filled).toBe(required.filter((row) => row.filled).length);
    expect(penny.preview!.rows.every((row) => row.section !== '')).toBe(true);
  });

  test('a chain’s private attribute is hidden from every other group; one the user may not read is not listed', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const card = await cardInNetwork(db, 'selgros', true);
    const admin = await loginAs(app, 'admin@demo.pim');
    const unflagged = await previewOf(app, admin, card.id, 'selgros');
    expect(unflagged.preview!.rows.map((row) => row.uuid)).not.toContain(uuids.selgros_group);

    await db
      .update(users)
      .set({ extraFlags: { can_use_selgros_private_attributes: true } })
      .where(eq(users.email, 'admin@demo.pim'));
    const flagged = await loginAs(app, 'admin@demo.pim');
    expect(statusOf(await previewOf(app, flagged, card.id, 'selgros'), uuids.selgros_group!)).toBe(
      'required',
    );
    expect(statusOf(await previewOf(app, flagged, card.id, 'metro'), uuids.selgros_group!)).toBe('hidden');
  });

  test('the QC manager with the preview flag may; network, supplier and manager users without it are refused', async () => {
    const { app, db } = await testApp();
    const card = await cardInNetwork(db, 'markant', true);
    const qc = await loginAs(app, 'qc@demo.pim');
    expect((await previewOf(app, qc, card.id, 'markant')).preview?.network.code).toBe('markant');
    for (const email of [
      'network@demo.pim',
      'supplier@demo.pim',
      'metro@demo.pim',
      'mdm@demo.pim',
      'cm@demo.pim',
    ]) {
      const session = await loginAs(app, email);
      expectError(
        await request(app, 'GET', path(card.id), { cookie: session.cookie }),
        403,
        'session.forbidden',
      );
    }
    expectError(await request(app, 'GET', path(card.id)), 401, 'errors.unauthenticated');
  });

  test('a malformed or unknown group is a 400 on network; an unknown card 404', async () => {
    const { app, db } = await testApp();
    const card = await cardInNetwork(db, 'selgros', true);
    const admin = await loginAs(app, 'admin@demo.pim');
    const malformed = expectFaults(
      await request(app, 'GET', path(card.id, 'Bad!'), { cookie: admin.cookie }),
      'network',
    );
    expect(malformed.map((fault) => fault.field)).toEqual(['network']);
    const unknown = expectFaults(
      await request(app, 'GET', path(card.id, 'nope'), { cookie: admin.cookie }),
      'network',
    );
    expect(unknown[0]?.message).toBe('Nie ma takiej sieci handlowej.');
    expectError(
      await request(app, 'GET', path(2_000_000_000, 'selgros'), { cookie: admin.cookie }),
      404,
      'errors.productNotFound',
    );
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { issueStepAnswerSchema, issueThreadAnswerSchema } from '@contract/product-issues';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { productIssueEvents, productIssues, products } from '@server/db/schema';
import { cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** §3 Fault and issue, §7: the thread of an issue between the reporter's side and the supplier. */

const path = (id: number, what: string) => `/api/p1/product/${id}/${what}`;

function send(
  app: App,
  session: Session | null,
  method: 'PUT' | 'POST',
  id: number,
  what: string,
  body: unknown,
) {
  return request(
    app,
    method,
    path(id, what),
    session === null ? { body } : { body, cookie: session.cookie, csrf: session.csrf },
  );
}

function thread(app: App, session: Session, id: number) {
  return request(app, 'GET', path(id, 'issue-thread'), { cookie: session.cookie });
}

const NAME_ISSUE = {
  type: 'qc' as const,
  ns: 'product_profile',
  identify: 'name_to_show',
  header: 'Nazwa handlowa',
  message: 'Nazwa nie podaje gramatury.',
};

/** A card of the demo supplier that the Markant QC manager sees, with one issue the QC manager reports. */
async function reportedCard(app: App, db: Db) {
  const supplier = await loginAs(app, 'supplier@demo.pim');
  const card = await cardOf(db, supplier.answer.user.company_id!);
  // The QC manager sees the card once Markant may see it (§6 visibility by availability).
  await db
    .update(products)
    .set({ availability: [{ code: 'markant', visibility: true, product_number: '' }] })
    .where(eq(products.id, card.id));
  const qc = await loginAs(app, 'qc@demo.pim');
  const reported = await send(app, qc, 'POST', card.id, 'report-issues', { issues: [NAME_ISSUE] });
  expect(reported.status, reported.text).toBe(201);
  const issue = issueStepAnswerSchema
    .parse(reported.body)
    .thread.issues.find(
      (candidate) => candidate.identify === NAME_ISSUE.identify && candidate.status === 'open',
    );
  return { supplier, qc, card, issueId: issue!.id };
}

async function statusOf(db: Db, id: number) {
  return (
    await db.select({ status: productIssues.status }).from(productIssues).where(eq(productIssues.id, id))
  )[0]?.status;
}

async function eventCount(db: Db) {
  return (await db.select({ id: productIssueEvents.id }).from(productIssueEvents)).length;
}

describe('the thread of an issue', () => {
  test('the supplier answers and resolves; the QC manager sees the answer and accepts, each step with who and when', async () => {
    const { app, db, errors } = await testApp();
    const { supplier, qc, card, issueId } = await reportedCard(app, db);

    const seen = issueThreadAnswerSchema.parse((await thread(app, supplier, card.id)).body);
    const mine = seen.issues.find((issue) => issue.id === issueId)!;
    expect(mine).toMatchObject({
      status: 'open',
      can: { resolve: true, accept: false, reopen: false, cancel: false },
    });
    expect(mine.steps).toEqual([
      expect.objectContaining({
        step: 'reported',
        role: 'qc_manager',
        author: { id: qc.answer.user.id, name: 'Kamila Kontrolna' },
      }),
    ]);
    expect(seen.can_report).toBe(false);

    const answered = await send(app, supplier, 'PUT', card.id, 'resolve-issue', {
      id: issueId,
      message: 'Gramatura dopisana do nazwy.',
    });
    expect(answered.status, answered.text).toBe(200);
    expect(await statusOf(db, issueId)).toBe('resolved');

    const reviewed = issueThreadAnswerSchema.parse((await thread(app, qc, card.id)).body);
    const forQc = reviewed.issues.find((issue) => issue.id === issueId)!;
    expect(forQc.can).toEqual({ resolve: false, accept: true, reopen: true, cancel: true });
    expect(forQc.steps.at(-1)).toMatchObject({
      step: 'resolved',
      status: 'resolved',
      message: 'Gramatura dopisana do nazwy.',
      role: 'supplier',
      author: { id: supplier.answer.user.id },
    });
    expect(Date.parse(forQc.steps.at(-1)!.at)).not.toBeNaN();

    const accepted = await send(app, qc, 'PUT', card.id, 'accept-issue', { id: issueId });
    expect(accepted.status, accepted.text).toBe(200);
    const after = issueStepAnswerSchema.parse(accepted.body);
    expect(after.thread.issues.find((issue) => issue.id === issueId)!.steps.map((step) => step.step)).toEqual(
      ['reported', 'resolved', 'accepted'],
    );
    expect(after.issues.some((issue) => issue.identify === NAME_ISSUE.identify)).toBe(false);
    expect(await statusOf(db, issueId)).toBe('accepted');
    expect(errors).toEqual([]);
  });

  test('the reporter reopens with a reason (open again), then cancels', async () => {
    const { app, db } = await testApp();
    const { supplier, qc, card, issueId } = await reportedCard(app, db);
    expect((await send(app, supplier, 'PUT', card.id, 'resolve-issue', { id: issueId })).status).toBe(200);
    const reopened = await send(app, qc, 'PUT', card.id, 'reopen-issue', {
      id: issueId,
      message: 'Nadal brak.',
    });
    expect(reopened.status, reopened.text).toBe(200);
    expect(await statusOf(db, issueId)).toBe('open');
    const cancelled = await send(app, qc, 'PUT', card.id, 'cancel-issue', { id: issueId });
    expect(cancelled.status, cancelled.text).toBe(200);
    const steps = issueStepAnswerSchema
      .parse(cancelled.body)
      .thread.issues.find((issue) => issue.id === issueId)!.steps;
    expect(steps.map((step) => [step.step, step.status, step.message])).toEqual([
      ['reported', 'open', NAME_ISSUE.message],
      ['resolved', 'resolved', null],
      ['reopened', 'open', 'Nadal brak.'],
      ['cancelled', 'cancelled', null],
    ]);
  });

  test('a step the status does not allow is a 409 and writes nothing', async () => {
    const { app, db } = await testApp();
    const { supplier, qc, card, issueId } = await reportedCard(app, db);
    const before = await eventCount(db);
    expectError(
      await send(app, qc, 'PUT', card.id, 'accept-issue', { id: issueId }),
      409,
      'issueThread.errors.conflict',
    );
    expectError(
      await send(app, qc, 'PUT', card.id, 'reopen-issue', { id: issueId }),
      409,
      'issueThread.errors.conflict',
    );
    expect((await send(app, supplier, 'PUT', card.id, 'resolve-issue', { id: issueId })).status).toBe(200);
    expectError(
      await send(app, supplier, 'PUT', card.id, 'resolve-issue', { id: issueId }),
      409,
      'issueThread.errors.conflict',
    );
    expect(await statusOf(db, issueId)).toBe('resolved');
    expect(await eventCount(db)).toBe(before + 1);
    expectError(await send(app, qc, 'PUT', card.id, 'accept-issue', { id: 999_999 }), 404, 'issues.notFound');
  });

  test("roles: only the card's supplier answers, only the reporter's side accepts, reopens and cancels", async () => {
    const { app, db } = await testApp();
    const { supplier, card, issueId } = await reportedCard(app, db);
    const before = await eventCount(db);
    for (const email of ['network@demo.pim', 'qc@demo.pim', 'mdm@demo.pim'])
      expectError(
        await send(app, await loginAs(app, email), 'PUT', card.id, 'resolve-issue', { id: issueId }),
        403,
        'session.forbidden',
      );
    // Another supplier does not see the card at all.
    expectError(
      await send(app, await loginAs(app, 'supplier2@demo.pim'), 'PUT', card.id, 'resolve-issue', {
        id: issueId,
      }),
      404,
      'errors.productNotFound',
    );
    expect((await send(app, supplier, 'PUT', card.id, 'resolve-issue', { id: issueId })).status).toBe(200);
    for (const what of ['accept-issue', 'reopen-issue', 'cancel-issue']) {
      expectError(await send(app, supplier, 'PUT', card.id, what, { id: issueId }), 403, 'session.forbidden');
      expectError(
        await send(app, null, 'PUT', card.id, what, { id: issueId }),
        401,
        'errors.unauthenticated',
      );
    }
    // Selgros did not report it (and does not see the card).
    const selgros = await loginAs(app, 'network@demo.pim');
    expect(
      (await send(app, selgros, 'PUT', card.id, 'accept-issue', { id: issueId })).status,
    ).toBeGreaterThanOrEqual(403);
    // The admin may act for the reporter.
    expect(
      (await send(app, await loginAs(app, 'admin@demo.pim'), 'PUT', card.id, 'accept-issue', { id: issueId }))
        .status,
    ).toBe(200);
    expect(await eventCount(db)).toBe(before + 2);
  });

  test.each([
    ['an empty object', {}],
    ['a text id', { id: 'x' }],
    ['an empty message', { id: 1, message: ' ' }],
    ['a too long message', { id: 1, message: 'x'.repeat(2001) }],
    ['null', null],
  ])('bad input (%s) is a 400 and writes nothing', async (_case, body) => {
    const { app, db } = await testApp();
    const { supplier, card, issueId } = await reportedCard(app, db);
    const before = await eventCount(db);
    expectFaults(await send(app, supplier, 'PUT', card.id, 'resolve-issue', body), 'issues');
    expect(await statusOf(db, issueId)).toBe('open');
    expect(await eventCount(db)).toBe(before);
  });

  test('GET issue-thread: 404 for a card the user does not see, 401 without a session', async () => {
    const { app, db } = await testApp();
    const { card } = await reportedCard(app, db);
    const other = await loginAs(app, 'supplier2@demo.pim');
    expectError(await thread(app, other, card.id), 404, 'errors.productNotFound');
    expectError(await request(app, 'GET', path(card.id, 'issue-thread'), {}), 401, 'errors.unauthenticated');
  });
});

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

describe('§4 editing a field through the card save resolves its issues', () => {
  test("a renamed card resolves the name's open issue with an 'edited' step; other issues stay open", async () => {
    const { app, db } = await testApp();
    const { supplier, qc, card, issueId } = await reportedCard(app, db);
    const other = await send(app, qc, 'POST', card.id, 'report-issues', {
      issues: [
        { type: 'compliance', ns: 'card', identify: 'card', header: 'Karta', message: 'Brak certyfikatu.' },
      ],
    });
    expect(other.status).toBe(201);
    const shown = await showOf(app, supplier, card.id);
    const { general_info: info, id: _id, ...payload } = shown;
    const saved = await request(app, 'PUT', `/api/p1/product/${card.id}/edit?save=draft`, {
      body: {
        ...payload,
        product_profile: {
          ...payload.product_profile,
          name_to_show: `${payload.product_profile.name_to_show} 500 g`,
        },
        version: info.version,
        updated_at: info.updated_at,
      },
      cookie: supplier.cookie,
      csrf: supplier.csrf,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await statusOf(db, issueId)).toBe('resolved');
    const open = await db
      .select({ ns: productIssues.ns })
      .from(productIssues)
      .where(and(eq(productIssues.productId, card.id), eq(productIssues.status, 'open')));
    expect(open.map((row) => row.ns)).toContain('card');
    const steps = issueThreadAnswerSchema
      .parse((await thread(app, qc, card.id)).body)
      .issues.find((issue) => issue.id === issueId)!.steps;
    expect(steps.at(-1)).toMatchObject({
      step: 'edited',
      status: 'resolved',
      role: 'supplier',
      author: { id: supplier.answer.user.id },
    });
  });

  test('a save that leaves the field as it was keeps its issue open', async () => {
    const { app, db } = await testApp();
    const { supplier, card, issueId } = await reportedCard(app, db);
    const { general_info: info, id: _id, ...payload } = await showOf(app, supplier, card.id);
    const saved = await request(app, 'PUT', `/api/p1/product/${card.id}/edit?save=draft`, {
      body: { ...payload, version: info.version, updated_at: info.updated_at },
      cookie: supplier.cookie,
      csrf: supplier.csrf,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await statusOf(db, issueId)).toBe('open');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { issueThreadAnswerSchema, issuesAnswerSchema } from '@contract/product-issues';
import { dashboardTodoSchema, type TodoList } from '@contract/readiness';
import type { Language } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { attributes, productIssues, users } from '@server/db/schema';
import { cardOf } from '@tests/server/fixtures/catalog';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/**
 * §3 Fault and issue (docs/decisions/0065): an issue's header is said in the reader's language from what it
 * names (ns, identify); the words the reporter wrote are kept and said only where nothing else names it.
 */

/** The demo issues' headers (written by the Polish QC manager) as a German and a Romanian reader read them. */
const READ_AS: Record<'de' | 'ro', readonly string[]> = {
  de: ['Handelsname', 'Frontfoto', 'Zutaten'],
  ro: ['Denumire comercială', 'Fotografie frontală', 'Ingrediente'],
};
const POLISH = ['Nazwa handlowa', 'Zdjęcie frontu', 'Składniki'];

function speaking(session: Session, language: Language): Session {
  return { ...session, cookie: `${session.cookie.replace(/;?\s*pim_lang=\w+/, '')}; pim_lang=${language}` };
}

async function todoIssues(app: App, session: Session): Promise<TodoList> {
  const response = await request(app, 'GET', '/api/dashboard/todo', { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  const todo = dashboardTodoSchema.parse(response.body);
  if (todo.kind === 'supplier') return todo.open_issues;
  if (todo.kind === 'network') return todo.issues_awaiting_answer;
  throw new Error('a to-do list of issues expected');
}

async function threadHeaders(app: App, session: Session, id: number): Promise<string[]> {
  const response = await request(app, 'GET', `/api/p1/product/${id}/issue-thread`, {
    cookie: session.cookie,
  });
  expect(response.status, response.text).toBe(200);
  return issueThreadAnswerSchema.parse(response.body).issues.map((issue) => issue.header);
}

async function openHeaders(app: App, session: Session, id: number): Promise<string[]> {
  const response = await request(app, 'GET', `/api/p1/product/${id}/issues`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return issuesAnswerSchema.parse(response.body).issues.map((issue) => issue.header);
}

/** The demo supplier's first card: the seed reports issues on it (and on the next two). */
async function firstCard(app: App, db: Db) {
  const supplier = await loginAs(app, 'supplier@demo.pim');
  return { supplier, card: await cardOf(db, supplier.answer.user.company_id!) };
}

async function reporterId(db: Db): Promise<number> {
  const [qc] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'qc@demo.pim'));
  return qc!.id;
}

describe('an issue’s header in the reader’s language', () => {
  test.each(['de', 'ro'] as const)(
    'the supplier’s to-do list says the demo issues in %s',
    async (language) => {
      const { app } = await testApp();
      const supplier = speaking(await loginAs(app, 'supplier@demo.pim'), language);
      const details = (await todoIssues(app, supplier)).items.map((item) => item.detail);
      expect(details.length).toBeGreaterThan(0);
      for (const detail of details) expect(READ_AS[language]).toContain(detail);
      expect(details).toContain(READ_AS[language][1]);
    },
  );

  test.each(['de', 'ro'] as const)('the QC manager’s to-do list says them in %s too', async (language) => {
    const { app } = await testApp();
    const qc = speaking(await loginAs(app, 'qc@demo.pim'), language);
    const details = (await todoIssues(app, qc)).items.map((item) => item.detail);
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details) expect(READ_AS[language]).toContain(detail);
  });

  test.each(['de', 'ro'] as const)(
    'the issue thread and the open issues say them in %s',
    async (language) => {
      const { app, db } = await testApp();
      const { supplier, card } = await firstCard(app, db);
      const reader = speaking(supplier, language);
      for (const headers of [
        await threadHeaders(app, reader, card.id),
        await openHeaders(app, reader, card.id),
      ]) {
        expect(headers.length).toBeGreaterThan(0);
        for (const header of headers) expect(READ_AS[language]).toContain(header);
      }
    },
  );

  test('a Polish reader reads the Polish names', async () => {
    const { app, db } = await testApp();
    const { supplier, card } = await firstCard(app, db);
    const headers = await threadHeaders(app, speaking(supplier, 'pl'), card.id);
    expect(headers.length).toBeGreaterThan(0);
    for (const header of headers) expect(POLISH).toContain(header);
  });

  test('a logistics field and a photo type are named by the catalogue', async () => {
    const { app, db } = await testApp();
    const { supplier, card } = await firstCard(app, db);
    const createdBy = await reporterId(db);
    const common = { productId: card.id, type: 'qc' as const, message: 'Sprawdzić.', createdBy };
    await db.insert(productIssues).values([
      // Consumer unit's net weight, in the §5 fault field shape `<package uuid>.<field uuid>`.
      {
        ...common,
        ns: 'logistic',
        identify: '7d1c2b3a-0000-4000-8000-000000000001.2b7e4c90-5d1a-4f3e-8a6c-001100000001',
        header: 'Waga netto',
      },
      { ...common, ns: 'gallery', identify: '6', header: 'Etykieta' },
    ]);
    const headers = await threadHeaders(app, speaking(supplier, 'de'), card.id);
    expect(headers).toContain('Nettogewicht');
    expect(headers).toContain('Etikett');
    expect(headers).not.toContain('Waga netto');
    expect(headers).not.toContain('Etykieta');
  });

  test('an attribute without a name in the reader’s language is named in Polish', async () => {
    const { app, db } = await testApp();
    const { supplier, card } = await firstCard(app, db);
    const [attribute] = await db
      .select({ uuid: attributes.uuid, name: attributes.name })
      .from(attributes)
      .limit(1);
    await db
      .update(attributes)
      .set({ name: { pl: attribute!.name.pl } })
      .where(eq(attributes.uuid, attribute!.uuid));
    await db.insert(productIssues).values({
      productId: card.id,
      type: 'compliance',
      ns: 'attributes',
      identify: `${attribute!.uuid}.0`,
      header: attribute!.name.pl,
      message: 'Sprawdzić.',
      createdBy: await reporterId(db),
    });
    expect(await threadHeaders(app, speaking(supplier, 'ro'), card.id)).toContain(attribute!.name.pl);
  });

  test('what no field names any more keeps the words the reporter wrote, and nothing fails', async () => {
    const { app, db } = await testApp();
    const { supplier, card } = await firstCard(app, db);
    const createdBy = await reporterId(db);
    const common = { productId: card.id, type: 'qc' as const, message: 'Sprawdzić.', createdBy };
    await db.insert(productIssues).values([
      // An attribute since deleted, an identify that is no uuid at all, the whole card, an unknown photo.
      {
        ...common,
        ns: 'attributes',
        identify: '0b9e7f52-1c1d-4e8f-9a7b-2f4c6d8e0a11',
        header: 'Certyfikat BIO',
      },
      { ...common, ns: 'attributes', identify: 'certyfikat', header: 'Certyfikat jakości' },
      { ...common, ns: 'card', identify: 'card', header: 'Karta do przeglądu' },
      { ...common, ns: 'gallery', identify: 'f-991', header: 'Zdjęcie z tyłu' },
    ]);
    const reader = speaking(supplier, 'de');
    const headers = await threadHeaders(app, reader, card.id);
    for (const words of ['Certyfikat BIO', 'Certyfikat jakości', 'Karta do przeglądu', 'Zdjęcie z tyłu'])
      expect(headers).toContain(words);
    const details = (await todoIssues(app, reader)).items.map((item) => item.detail);
    expect(details).toContain('Certyfikat BIO');
  });

  test('a title the reporter wrote on a named field stays theirs in every language', async () => {
    const { app, db } = await testApp();
    const { supplier, card } = await firstCard(app, db);
    await db.insert(productIssues).values({
      productId: card.id,
      type: 'qc',
      ns: 'product_profile',
      identify: 'name_to_show',
      header: 'Gramatura w nazwie',
      message: 'Nazwa nie podaje gramatury z opakowania.',
      createdBy: await reporterId(db),
    });
    for (const language of ['pl', 'de', 'ro'] as const)
      expect(await threadHeaders(app, speaking(supplier, language), card.id)).toContain('Gramatura w nazwie');
  });

  test('the stored header stays as the reporter wrote it', async () => {
    const { app, db } = await testApp();
    const { supplier, card } = await firstCard(app, db);
    await threadHeaders(app, speaking(supplier, 'de'), card.id);
    const stored = await db
      .select({ header: productIssues.header })
      .from(productIssues)
      .where(eq(productIssues.productId, card.id));
    for (const row of stored) expect(POLISH).toContain(row.header);
  });
});

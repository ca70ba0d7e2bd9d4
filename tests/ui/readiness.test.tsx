import { act, screen, waitFor, within } from '@testing-library/react';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@i18n/locales/de.json';
import pl from '@i18n/locales/pl.json';
import { fetchTranslations, setLanguage } from '@api/auth';
import { changeLanguage } from '@app/i18n';
import { offers, productIssues, products, qcChecks, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const text = pl.readiness;
/** The first render loads the screen's chunk and its data. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
  Element.prototype.scrollIntoView ??= () => {};
});
resetBetweenTests();

async function companyOf(email: string) {
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  return user!;
}

/** The count shown beside a to-do section's heading. */
async function shownCount(title: string) {
  const section = await screen.findByRole('region', { name: title }, LOADING);
  return Number(within(section).getByRole('heading').textContent?.replace(title, ''));
}

describe('readiness per network (docs/decisions/0042)', () => {
  it('the supplier’s dashboard lists what needs doing with figures from the data, leading into its cards', async () => {
    const supplier = await companyOf('supplier@demo.pim');
    const [issues] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productIssues)
      .innerJoin(products, eq(products.id, productIssues.productId))
      .where(and(eq(products.companyId, supplier.companyId!), eq(productIssues.status, 'open')));
    const [failed] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(qcChecks)
      .innerJoin(products, eq(products.id, qcChecks.productId))
      .where(and(eq(products.companyId, supplier.companyId!), eq(qcChecks.status, 2)));
    await logInAs('supplier@demo.pim');
    await renderApp('/');
    expect(await shownCount(text.dashboard.openIssues)).toBe(issues!.n);
    expect(await shownCount(text.dashboard.qcFailed)).toBe(failed!.n);
    const missing = await screen.findByRole('region', { name: text.dashboard.missingAttributes });
    const [first] = within(missing).getAllByRole('link');
    expect(first!.getAttribute('href')).toMatch(/^\/react\/product\/\d+\/edit#attribute-[0-9a-f-]{36}$/);
    expect(screen.getByRole('table', { name: text.dashboard.byNetwork })).toBeTruthy();
  });

  it('a switch to German says the open issues’ fields in German (docs/decisions/0065)', async () => {
    await logInAs('supplier@demo.pim');
    const { i18n } = await renderApp('/');
    const polish = await screen.findByRole('region', { name: text.dashboard.openIssues }, LOADING);
    expect(await within(polish).findByText(/Zdjęcie frontu/)).toBeTruthy();
    try {
      // As the language menu does it: the server keeps the language, then the page takes it.
      await act(async () => {
        await setLanguage('de');
        await changeLanguage(i18n, 'de', fetchTranslations);
      });
      const german = await screen.findByRole('region', { name: de.readiness.dashboard.openIssues }, LOADING);
      expect(await within(german).findByText(/Frontfoto/, {}, LOADING)).toBeTruthy();
      expect(within(german).queryByText(/Zdjęcie frontu|Składniki|Nazwa handlowa/)).toBeNull();
    } finally {
      await act(async () => {
        await setLanguage('pl');
        await changeLanguage(i18n, 'pl', fetchTranslations);
      });
    }
  });

  it('a network user’s dashboard shows the offers awaiting its decision', async () => {
    const [awaiting] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.networkCode, 'selgros'), eq(offers.status, 1)));
    await logInAs('network@demo.pim');
    await renderApp('/');
    expect(await shownCount(text.dashboard.awaitingDecision)).toBe(awaiting!.n);
    expect(await shownCount(text.dashboard.issuesAwaitingAnswer)).toBe(0);
  });

  it('the card’s details show the supplier each network’s QC verdict with its reason', async () => {
    const supplier = await companyOf('supplier@demo.pim');
    const [card] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.companyId, supplier.companyId!),
          sql`${products.availability} @> '[{"code":"selgros","visibility":true}]'::jsonb`,
        ),
      )
      .limit(1);
    await server.db
      .insert(qcChecks)
      .values({ productId: card!.id, chain: 'selgros', status: 2, comment: 'Etykieta nieczytelna.' })
      .onConflictDoUpdate({
        target: [qcChecks.productId, qcChecks.chain],
        set: { status: 2, comment: 'Etykieta nieczytelna.' },
      });
    await logInAs('supplier@demo.pim');
    await renderApp(`/product/${card!.id}/details`);
    const panel = await screen.findByRole('region', { name: text.title }, LOADING);
    const row = await within(panel).findByRole('row', { name: /Selgros/ }, LOADING);
    expect(within(row).getByText(text.qc.failed)).toBeTruthy();
    expect(within(row).getByText(`Uzasadnienie QC: Etykieta nieczytelna.`)).toBeTruthy();
    await waitFor(() => expect(within(row).getByText(text.states.todo)).toBeTruthy());
  });
});

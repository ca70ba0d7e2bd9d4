import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { productIssues, productRemarks, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const details = pl.productDetails;
const SUPPLIER = 'supplier@demo.pim';
/** The first render loads the screen's chunk, the schema and the card. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
  Element.prototype.scrollIntoView ??= () => {};
});
resetBetweenTests();

async function companyOf(email: string) {
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  return user!.companyId!;
}

/** The demo supplier's first card with open issues and remarks (the seed puts them on its first cards). */
async function cardWithIssues() {
  const own = await server.db
    .select({ id: products.id, nameToShow: products.nameToShow, gtin: products.gtin })
    .from(products)
    .where(eq(products.companyId, await companyOf(SUPPLIER)))
    .orderBy(asc(products.id))
    .limit(3);
  const issues = await server.db
    .select({ productId: productIssues.productId, type: productIssues.type, header: productIssues.header })
    .from(productIssues)
    .where(
      and(
        inArray(
          productIssues.productId,
          own.map((card) => card.id),
        ),
        eq(productIssues.status, 'open'),
      ),
    );
  const card = own.find((candidate) => issues.some((issue) => issue.productId === candidate.id))!;
  const remarks = await server.db.select().from(productRemarks).where(eq(productRemarks.productId, card.id));
  return { card, issues: issues.filter((issue) => issue.productId === card.id), remarks };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const region = (name: string) => screen.getByRole('region', { name });

describe('product details (§2 Product details)', () => {
  it('header, left tab with issues and their filter, the toggles, the remarks drawer', async () => {
    const { card, issues, remarks } = await cardWithIssues();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${card.id}/details`);
    expect(await screen.findByRole('heading', { level: 1, name: card.nameToShow }, LOADING)).toBeTruthy();
    expect(screen.getByText(`${details.meta.gtin}: ${card.gtin}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: details.actions.edit }).getAttribute('href')).toBe(
      `/react/product/${card.id}/edit`,
    );

    // Attributes read-only with their values; empty ones show a dash.
    const basic = region('Informacje podstawowe');
    expect(within(basic).getByText('Kraj pochodzenia').closest('div')?.textContent).toContain('Polska');
    expect(screen.getByText('Hasło reklamowe')).toBeTruthy();

    // Only filled-in attributes.
    await userEvent.click(screen.getByRole('switch', { name: details.toggles.onlyFilled }));
    expect(screen.queryByText('Hasło reklamowe')).toBeNull();
    expect(screen.getByText('Kraj pochodzenia')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: details.toggles.onlyFilled }));
    expect(screen.getByText('Hasło reklamowe')).toBeTruthy();

    // Only the provider's own attributes: the network's private ones go, marked with their network before.
    expect(screen.getByText('Grupa towarowa Selgros')).toBeTruthy();
    expect(
      screen.getAllByText(details.network.mark.replace('{{network}}', 'Selgros')).length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('switch', { name: new RegExp(details.toggles.onlyOwn) }));
    expect(screen.queryByText('Grupa towarowa Selgros')).toBeNull();

    // The issues tab: all by default, then one kind.
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(`^${details.tabs.issues}`) }));
    const list = screen.getByRole('list', { name: details.issues.listLabel });
    for (const issue of issues) expect(list.textContent).toContain(issue.header);
    expect(
      screen.getByRole('radio', { name: new RegExp(`^${details.issues.all}`) }).getAttribute('aria-checked'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${pl.issues.kinds.compliance}`) }));
    const compliance = issues.filter((issue) => issue.type === 'compliance');
    if (compliance.length === 0) expect(screen.getByText(details.issues.noneOfKind)).toBeTruthy();
    else
      expect(
        within(screen.getByRole('list', { name: details.issues.listLabel })).getAllByRole('listitem'),
      ).toHaveLength(compliance.length);

    // The remarks drawer.
    // The card's remarks ("Uwagi 2"), not a photo's own remarks button ("Uwagi do zdjęcia …").
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^${details.actions.remarks}( \\d+)?$`) }),
    );
    const drawer = await screen.findByRole('dialog', { name: details.remarks.title });
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(remarks.length));
    expect(drawer.textContent).toContain(remarks[0]!.message);
    await userEvent.click(within(drawer).getByRole('button', { name: details.remarks.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(heading().textContent).toBe(card.nameToShow);
  });

  it('a network user sees a card of its network without the edit action, with the general export only', async () => {
    const [visible] = await server.db
      .select({ id: products.id, nameToShow: products.nameToShow })
      .from(products)
      .where(
        sql`${products.availability} @> ${JSON.stringify([{ code: 'selgros', visibility: true }])}::jsonb`,
      )
      .orderBy(asc(products.id))
      .limit(1);
    await logInAs('network@demo.pim');
    await renderApp(`/product/${visible!.id}/details`);
    expect(await screen.findByRole('heading', { level: 1, name: visible!.nameToShow }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('link', { name: details.actions.edit })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: details.actions.export }));
    await screen.findByRole('menuitem', { name: details.actions.xlsx });
    expect(screen.queryByRole('menuitem', { name: details.actions.xlsxMetro })).toBeNull();
  });

  it('another supplier’s card shows the not-found face', async () => {
    const { card } = await cardWithIssues();
    await logInAs('supplier2@demo.pim');
    await renderApp(`/product/${card.id}/details`);
    expect(await screen.findByText(details.errors.notFound, {}, LOADING)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(details.errors.notFoundTitle);
  });

  it('print links open the server’s pages; the xlsx downloads from the site root', async () => {
    const { card } = await cardWithIssues();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${card.id}/details`);
    await screen.findByRole('heading', { level: 1, name: card.nameToShow }, LOADING);
    await userEvent.click(screen.getByRole('button', { name: details.actions.print }));
    const print = await screen.findByRole('menuitem', {
      name: new RegExp(`^${details.actions.printFilled}`),
    });
    expect(print.getAttribute('href')).toBe(`/api/p1/product/${card.id}/print_filled`);
    expect(print.getAttribute('target')).toBe('_blank');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: details.actions.export }));
    const xlsx = await screen.findByRole('menuitem', { name: details.actions.xlsx });
    expect(xlsx.getAttribute('href')).toBe(`/product/${card.id}/get-as-xlsx`);
    expect(xlsx.hasAttribute('download')).toBe(true);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { productIssueEvents, productIssues, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const thread = pl.issueThread;
const SUPPLIER = 'supplier@demo.pim';
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
  Element.prototype.scrollIntoView ??= () => {};
});
resetBetweenTests();

/** An open issue the seed put on one of the demo supplier's first cards. */
async function openIssueOfSupplier() {
  const [user] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  const own = await server.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, user!.companyId!))
    .orderBy(asc(products.id))
    .limit(3);
  const [issue] = await server.db
    .select({ id: productIssues.id, productId: productIssues.productId, header: productIssues.header })
    .from(productIssues)
    .where(
      and(
        inArray(
          productIssues.productId,
          own.map((card) => card.id),
        ),
        eq(productIssues.status, 'open'),
      ),
    )
    .orderBy(asc(productIssues.id));
  return issue!;
}

describe('the issue thread in the card details (§3 Fault and issue, §7)', () => {
  it('the supplier sees the open issue with who reported it, answers it and marks it resolved', async () => {
    const issue = await openIssueOfSupplier();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${issue.productId}/details`);
    const article = await screen.findByRole('article', { name: issue.header }, LOADING);
    expect(within(article).getByText(thread.status.open)).toBeTruthy();
    expect(within(article).getByText('Kamila Kontrolna')).toBeTruthy();
    // A supplier does not report issues.
    expect(screen.queryByRole('form', { name: thread.report.title })).toBeNull();

    await userEvent.type(within(article).getByLabelText(thread.answer), 'Poprawione na etykiecie.');
    await userEvent.click(within(article).getByRole('button', { name: thread.resolve }));
    await waitFor(() => expect(within(article).getByText(thread.status.resolved)).toBeTruthy());
    expect(within(article).getByText('Poprawione na etykiecie.')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: thread.resolve })).toBeNull();

    const [stored] = await server.db.select().from(productIssues).where(eq(productIssues.id, issue.id));
    expect(stored!.status).toBe('resolved');
    const steps = await server.db
      .select()
      .from(productIssueEvents)
      .where(eq(productIssueEvents.issueId, issue.id));
    expect(steps.map((step) => [step.step, step.message])).toEqual([
      ['resolved', 'Poprawione na etykiecie.'],
    ]);
  });

  it('a step the issue no longer allows shows the refusal in red and reads the thread again', async () => {
    const issue = await openIssueOfSupplier();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${issue.productId}/details`);
    const article = await screen.findByRole('article', { name: issue.header }, LOADING);
    // Meanwhile the issue was cancelled elsewhere.
    await server.db.update(productIssues).set({ status: 'cancelled' }).where(eq(productIssues.id, issue.id));
    await userEvent.click(within(article).getByRole('button', { name: thread.resolve }));
    expect((await screen.findByRole('alert')).textContent).toBe(thread.errors.conflict);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: issue.header })).getByText(thread.status.cancelled),
      ).toBeTruthy(),
    );
  });

  it('the report form heads an issue with the chosen field’s name until the reporter writes a title', async () => {
    const issue = await openIssueOfSupplier();
    await logInAs('qc@demo.pim');
    await renderApp(`/product/${issue.productId}/details`);
    const form = await screen.findByRole('form', { name: thread.report.title }, LOADING);
    const field = within(form).getByLabelText(thread.report.field);
    const header = within(form).getByLabelText<HTMLInputElement>(thread.report.header);
    expect(header.value).toBe('');

    await userEvent.selectOptions(
      field,
      within(form).getByRole('option', { name: pl.productIdentify.nameToShow }),
    );
    expect(header.value).toBe(pl.productIdentify.nameToShow);
    await userEvent.selectOptions(
      field,
      within(form).getByRole('option', { name: pl.productIdentify.brand }),
    );
    expect(header.value).toBe(pl.productIdentify.brand);

    await userEvent.clear(header);
    await userEvent.type(header, 'Gramatura w nazwie');
    await userEvent.selectOptions(
      field,
      within(form).getByRole('option', { name: pl.productIdentify.nameToShow }),
    );
    expect(header.value).toBe('Gramatura w nazwie');
  });
});

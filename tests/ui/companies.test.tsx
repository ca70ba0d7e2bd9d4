import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { companies, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

/** The first render loads the screen's chunk and the data: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

describe('companies (real server)', () => {
  it('an admin creates a company with its first user through the wizard', async () => {
    const user = userEvent.setup();
    await logInAs('admin@demo.pim');
    await renderApp('/company/create');
    await user.type(await screen.findByLabelText(pl.companies.fields.name, {}, LOADING), 'Sadownia Grójecka');
    await user.type(screen.getByLabelText(pl.companies.fields.taxId), '5260250274');
    await user.type(screen.getByLabelText(pl.companies.fields.gln), '5901234123457');
    await user.click(screen.getByRole('checkbox', { name: pl.companies.declined.phone }));
    await user.click(screen.getByRole('checkbox', { name: pl.companies.declined.email }));
    await user.click(screen.getByRole('button', { name: pl.companies.wizard.next }));
    await user.type(await screen.findByLabelText(pl.companies.user.email), 'jan@sadownia.pl');
    await user.type(screen.getByLabelText(pl.companies.user.firstName), 'Jan');
    await user.type(screen.getByLabelText(pl.companies.user.lastName), 'Sad');
    await user.type(screen.getByLabelText(pl.companies.user.password), 'jablka-grojeckie');
    await user.click(screen.getByRole('button', { name: pl.companies.wizard.create }));
    expect(await screen.findByRole('link', { name: pl.companies.wizard.openProfile }, LOADING)).toBeTruthy();
    const [row] = await server.db.select().from(companies).where(eq(companies.name, 'Sadownia Grójecka'));
    const [account] = await server.db.select().from(users).where(eq(users.email, 'jan@sadownia.pl'));
    expect(account?.companyId).toBe(row?.id);
  });

  it("a supplier keeps its company's data; a wrong NIP is refused under the field and nothing changes", async () => {
    const user = userEvent.setup();
    await logInAs('supplier@demo.pim');
    await renderApp('/my-company/account');
    const taxId = await screen.findByLabelText(pl.companies.fields.taxId, {}, LOADING);
    const [before] = await server.db.select().from(companies).where(eq(companies.taxId, '7740000006'));
    await user.clear(taxId);
    await user.type(taxId, '7740000002');
    await user.click(screen.getByRole('checkbox', { name: pl.companies.declined.phone }));
    await user.click(screen.getByRole('button', { name: pl.companies.profile.save }));
    expect(await screen.findByText(pl.companies.errors.taxId, {}, LOADING)).toBeTruthy();
    expect((await server.db.select().from(companies).where(eq(companies.id, before!.id)))[0]).toEqual(before);
    await user.clear(taxId);
    await user.type(taxId, '7740000006');
    await user.click(screen.getByRole('button', { name: pl.companies.profile.save }));
    expect(await screen.findByText(pl.companies.profile.saved, {}, LOADING)).toBeTruthy();
    await waitFor(async () =>
      expect(
        (await server.db.select().from(companies).where(eq(companies.id, before!.id)))[0]?.phoneDeclined,
      ).toBe(true),
    );
  });

  it("the producers tab lists the company's producers, and a used one cannot be deleted", async () => {
    const user = userEvent.setup();
    await logInAs('supplier@demo.pim');
    await renderApp('/my-company/producer-and-brand-list');
    const deletes = await screen.findAllByRole('button', { name: pl.companies.producers.delete }, LOADING);
    await user.click(deletes[0]!);
    expect(await screen.findByText(pl.companies.errors.producerInUse, {}, LOADING)).toBeTruthy();
  });
});

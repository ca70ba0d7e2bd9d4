import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { categories, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const preview = pl.cardRules.preview;
/** The first render loads the screen's chunk and the card: slower than a later step. */
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();

async function supplierCard(): Promise<number> {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
  const [card] = await server.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .orderBy(asc(products.id))
    .limit(1);
  return card!.id;
}

/** The status cell of an attribute's row in the preview table. */
function statusOf(dialog: HTMLElement, attribute: string): string {
  const row = within(dialog).getByRole('rowheader', { name: attribute }).closest('tr')!;
  return within(row).getAllByRole('cell')[1]!.textContent ?? '';
}

describe('§6 Preview attributes for one retail group', () => {
  it('an admin chooses a group on the card and sees its required, optional and hidden attributes with the completeness', async () => {
    const id = await supplierCard();
    // A milk card: Penny's and Metro's requirement sets cover food and dairy (server/seed/attribute-lists.ts).
    const [milk] = await server.db.select().from(categories).where(eq(categories.code, '10000025'));
    await server.db.update(products).set({ categoryId: milk!.id }).where(eq(products.id, id));
    await logInAs('admin@demo.pim');
    await renderApp(`/product/${id}/details`);
    await userEvent.click(await screen.findByRole('button', { name: preview.open }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: preview.title });
    await userEvent.selectOptions(await within(dialog).findByLabelText(preview.network), 'Penny');
    const completeness = await within(dialog).findByTestId('preview-completeness', {}, LOADING);
    expect(completeness.textContent).toMatch(/^Kompletność według wymagań sieci Penny: \d+ z \d+ \(\d+%\)$/);
    expect(statusOf(dialog, 'Hasło reklamowe')).toBe(preview.required);

    // Another group, another view: Metro does not ask for the slogan.
    await userEvent.selectOptions(within(dialog).getByLabelText(preview.network), 'Metro');
    expect((await within(dialog).findByTestId('preview-completeness', {}, LOADING)).textContent).toContain(
      'Metro',
    );
    expect(statusOf(dialog, 'Hasło reklamowe')).toBe(preview.optional);

    await userEvent.click(within(dialog).getByRole('button', { name: preview.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to a user without the flag', async () => {
    const id = await supplierCard();
    await logInAs('supplier@demo.pim');
    await renderApp(`/product/${id}/details`);
    expect(await screen.findByRole('group', { name: pl.productDetails.actions.label }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: preview.open })).toBeNull();
  });
});

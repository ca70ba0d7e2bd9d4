import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, ne } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCsrfToken } from '@api/session-bridge';
import { PACKAGE_TYPE } from '@domain/constants';
import { withCheckDigit } from '@domain/gtin';
import { defaultBasicStructure } from '@domain/logistics-structure';
import type { Structure } from '@domain/product';
import pl from '@i18n/locales/pl.json';
import { productEans, products, users } from '@server/db/schema';
import { L, card, renderSection } from './product-logistics-harness';
import { logInAs } from './support/log-in';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const SUPPLIER = 'supplier@demo.pim';
const D = L.ean.dialog;
let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
});
resetBetweenTests();
beforeEach(async () => {
  await logInAs(SUPPLIER);
  const config = (await (await fetch(`${location.origin}/api/page-config`)).json()) as { csrf_token: string };
  setCsrfToken(config.csrf_token);
});

/** The first card of the demo supplier (or of another company) and the code on it. */
async function ownCard(other = false) {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  const company = other
    ? ne(products.companyId, supplier!.companyId!)
    : eq(products.companyId, supplier!.companyId!);
  const [row] = await server.db
    .select({ id: products.id, name: products.nameToShow, ean: productEans.ean })
    .from(products)
    .innerJoin(productEans, eq(productEans.productId, products.id))
    .where(company)
    .orderBy(asc(products.id))
    .limit(1);
  return row!;
}

const basic = (): Structure[] => [defaultBasicStructure(() => `u-${Math.random()}`)];
const base = () => card(L.packageTypes.consumer);

async function openEan(number = 1) {
  await userEvent.click(
    within(base()).getByRole('button', { name: L.ean.edit.replace('{{number}}', String(number)) }),
  );
  return screen.findByRole('dialog', { name: D.editTitle });
}

async function typeCode(dialog: HTMLElement, code: string) {
  const input = within(dialog).getByLabelText(D.code);
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(within(dialog).getByRole('button', { name: pl.productIdentify.modal.save }));
}

describe('EAN modal (§2): GS1 in the browser, other products on the server', () => {
  it('a wrong check digit is named at once and nothing is stored', async () => {
    const { consumer } = await renderSection(basic());
    const dialog = await openEan();
    await typeCode(dialog, '5901234123458');
    expect(await within(dialog).findByText(pl.validation.eanCheckDigit)).toBeTruthy();
    expect(consumer().eans[0]!.ean).toBe('');
  });

  it('a code of another card is refused naming it, with the cards that carry it; a free code is stored', async () => {
    const own = await ownCard();
    const { consumer } = await renderSection(basic());
    const dialog = await openEan();
    await typeCode(dialog, own.ean);
    const taken = await within(dialog).findByTestId('ean-taken', {}, { timeout: 30_000 });
    expect(taken.textContent).toContain(`„${own.name}” (nr ${own.id})`);
    expect(within(taken).getByRole('list', { name: D.takenBy }).textContent).toContain(own.name);
    expect(consumer().eans[0]!.ean).toBe('');

    const free = withCheckDigit('590999000123');
    await typeCode(dialog, free);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 30_000 });
    expect(consumer().eans[0]!.ean).toBe(free);
    expect(within(base()).getByTestId('ean-code').textContent).toBe(free);
  });

  it("another company's code is refused as already used, naming no card of that company", async () => {
    const other = await ownCard(true);
    const { consumer } = await renderSection(basic());
    const dialog = await openEan();
    await typeCode(dialog, other.ean);
    expect(await within(dialog).findByText(pl.validation.eanUsed, {}, { timeout: 30_000 })).toBeTruthy();
    expect(within(dialog).queryByTestId('ean-taken')).toBeNull();
    expect(dialog.textContent).not.toContain(other.name);
    expect(consumer().eans[0]!.ean).toBe('');
  });

  it('the card being edited may keep its own code', async () => {
    const own = await ownCard();
    const { consumer } = await renderSection(basic(), { productId: own.id });
    await typeCode(await openEan(), own.ean);
    await waitFor(() => expect(consumer().eans[0]!.ean).toBe(own.ean), { timeout: 30_000 });
  });

  it('each packaging level has its own GTIN: a code of another level of the card is refused', async () => {
    const code = withCheckDigit('590999000124');
    const structures = basic();
    structures[0]!.packages.push({
      uuid: 'first',
      package_type: PACKAGE_TYPE.FIRST_LEVEL,
      has_ean: true,
      fields: [],
      eans: [{ uuid: 'first-ean', ean: code, dates_enabled: false, date_from: null, date_to: null }],
    });
    await renderSection(structures);
    const dialog = await openEan();
    await typeCode(dialog, code);
    expect(await within(dialog).findByText(pl.validation.eanRepeated)).toBeTruthy();
  });

  it('dates: the range may not run backwards', async () => {
    const { consumer } = await renderSection(basic());
    await userEvent.click(within(base()).getByRole('button', { name: L.ean.add }));
    const dialog = await screen.findByRole('dialog', { name: D.addTitle });
    await userEvent.type(within(dialog).getByLabelText(D.code), withCheckDigit('590999000125'));
    await userEvent.click(within(dialog).getByLabelText(L.ean.dates));
    await userEvent.type(within(dialog).getByLabelText(L.ean.dateFrom), '2026-05-01');
    await userEvent.type(within(dialog).getByLabelText(L.ean.dateTo), '2026-04-01');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.productIdentify.modal.save }));
    expect(await within(dialog).findByText(pl.validation.eanDates)).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(L.ean.dateTo));
    await userEvent.type(within(dialog).getByLabelText(L.ean.dateTo), '2026-06-30');
    await userEvent.click(within(dialog).getByRole('button', { name: pl.productIdentify.modal.save }));
    await waitFor(() => expect(consumer().eans).toHaveLength(2), { timeout: 30_000 });
    expect(consumer().eans[1]).toMatchObject({
      dates_enabled: true,
      date_from: '2026-05-01',
      date_to: '2026-06-30',
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { companyGs1Prefixes } from '@server/db/schema';
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

describe('GLN import and GS1 prefixes (real server)', () => {
  it('a supplier adds a prefix, a wrong one is refused at the field, and the cards outside are listed', async () => {
    const user = userEvent.setup();
    await logInAs('supplier@demo.pim');
    await renderApp('/connect/gs1');
    const field = await screen.findByLabelText(pl.gs1.newPrefix, {}, LOADING);
    await user.type(field, '59012');
    await user.click(screen.getByRole('button', { name: pl.gs1.add }));
    expect(await screen.findByText(pl.gs1.errors.prefixFormat)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5909999');
    await user.click(screen.getByRole('button', { name: pl.gs1.add }));
    await user.click(screen.getByRole('button', { name: pl.gs1.save }));
    const outside = await screen.findByRole('region', { name: pl.gs1.outsideTitle }, LOADING);
    expect(within(outside).getByRole('link', { name: pl.gs1.showInList })).toBeTruthy();
    const kept = await server.db.select().from(companyGs1Prefixes);
    expect(kept.map((row) => row.prefix)).toEqual(['5909999']);
  });
});

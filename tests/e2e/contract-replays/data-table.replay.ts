import { expect, type Page } from '@playwright/test';
import { dataTableViewContract } from '@screens/products-list/data-table.view-contract';
import { dataTableUserPaths } from '@tests/machines/support/data-table-user-paths';
import { defineContractReplay } from '../support/contract-replay';
import { textOf } from '../support/contract-locators';
import { DEMO, logIn } from '../support';

/**
 * A draft card of the demo supplier, in the category of one of its cards, through the card's own save:
 * the newest card, so the first row of the list, and one the supplier may delete (a ready card a network
 * works with may not be, docs/decisions/0012). Each path deletes or changes at most this one.
 */
async function makeDraft(page: Page): Promise<void> {
  const config = (await (await page.request.get('/api/page-config')).json()) as { csrf_token: string };
  const list = (await (await page.request.get('/api/p1/products?per_page=25')).json()) as {
    rows: { id: number }[];
  };
  const show = (await (await page.request.get(`/api/p1/product/show/${list.rows[0]!.id}`)).json()) as {
    product_profile: { category_ids: number[] };
  };
  const answer = await page.request.post('/api/p1/product/new?save=draft', {
    headers: { 'x-csrf-token': config.csrf_token },
    data: {
      product_profile: { category_ids: show.product_profile.category_ids, name_to_show: 'Sok jabłkowy' },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * The products list (§2, §4 Tables) from its view contract, on the real server's 300-card seed: the
 * supplier on the dashboard opens the list from the main menu (the machine's LOAD), then filters, pages,
 * sorts, selects and runs a row's action by clicking and typing. Failed loads and refused actions need
 * the server to fail, for which there is no arrangement yet: those paths are skipped and counted.
 */
export const dataTableReplay = defineContractReplay({
  name: 'products list',
  contract: dataTableViewContract,
  setup: async (page) => {
    await logIn(page, DEMO.supplier);
    await makeDraft(page);
  },
  // The planner reaches the list's commands from its first load; these take the user's way on a loaded list.
  extraPaths: dataTableUserPaths,
  app: {
    LOAD: async (page) =>
      page
        .getByRole('navigation', { name: textOf('nav.mainMenu') })
        .getByRole('link', { name: textOf('nav.products'), exact: true })
        .click(),
  },
});

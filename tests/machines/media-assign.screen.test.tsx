import { configure } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAnswer } from '@contract/data-table';
import { AssignFlowView, type MediaAssignActor } from '@screens/media-gallery/assign-flow';
import { ASSIGN_PICKS, mediaAssignViewContract } from '@screens/media-gallery/media-assign.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { renderSignedIn } from './support/signed-in-screen';

/** The pick lists ask the gallery and the products list: one file and one card, as the contract picks them. */
function listAnswer(url: string): ListAnswer {
  const cards = new URL(url).pathname.includes('/products');
  const { asset, card } = ASSIGN_PICKS;
  return {
    rows: cards
      ? [{ id: card.id, cells: { name_to_show: card.name, gtin: card.gtin } }]
      : [{ id: asset.id, cells: { name: asset.name, thumbnail: null } }],
    total: 1,
    total_capped: false,
    page: 1,
    per_page: 100,
    sort: null,
    order: 'desc',
    info: {
      available_columns: [],
      per_page_sizes: [100],
      single_actions: [],
      mass_actions: [],
      disabled_rows: [],
      filters: [],
      row_action_exclusions: {},
    },
  };
}

let realFetch: typeof fetch;
beforeAll(() => {
  realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return Response.json(listAnswer(request.url));
  };
  // The pick lists search after a pause of 300 ms: a user waits for the rows before ticking one.
  configure({ asyncUtilTimeout: 10_000 });
});
afterAll(() => {
  globalThis.fetch = realFetch;
  configure({ asyncUtilTimeout: 1_000 });
});

/** Mass and automatic assign as users see them, walked along every path of the mediaAssign machine (§2). */
describe('media assign on every path of the mediaAssign machine', () => {
  it('shows each step as the user sees it, driven by ticking files and cards and clicking', async () => {
    const result = await runScreen(mediaAssignViewContract, {
      mount: (actor) =>
        renderSignedIn(<AssignFlowView actor={actor as MediaAssignActor} />, {
          path: '/media-gallery/assign',
        }),
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 180_000);
});

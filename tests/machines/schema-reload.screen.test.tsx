import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createActor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '@contract/user';
import pl from '@i18n/locales/pl.json';
import type { ProductFormState } from '@domain/product-form';
import type { CatalogEvent } from '@machines/catalog-types';
import { productSaveMachine } from '@machines/product-save.machine';
import type { FormActor, ReloadActor } from '@screens/product-form/form-actors';
import { CardView } from '@screens/product-form/loaded-form';
import { schemaReloadViewContract } from '@screens/product-form/schema-reload.view-contract';
import { useRealServer } from '@tests/ui/support/real-server';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { CardFrame, loadCard, readyFormActor, supplierCardIds, supplierSession } from './support/card-screen';

let config: PageConfig;
let card: ProductFormState;
const scrollIntoView = Element.prototype.scrollIntoView;

beforeAll(async () => {
  const server = await useRealServer();
  config = await supplierSession();
  card = await loadCard((await supplierCardIds(server))[0]!);
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

function ReloadCard({ form, reload }: { form: FormActor; reload: ReloadActor }) {
  const revisionAtSave = useRef(0);
  const save = useRef(
    createActor(productSaveMachine, {
      input: {
        productId: card.id,
        version: card.generalInfo?.version ?? null,
        updatedAt: card.generalInfo?.updated_at ?? null,
        status: card.status,
      },
    }).start(),
  );
  return <CardView form={form} save={save.current} reload={reload} revisionAtSave={revisionAtSave} />;
}

/** Before a category is chosen, the user opens the category picker and searches for it. */
async function openPicker(event: CatalogEvent | undefined) {
  if (event?.type !== 'CATEGORY.CHANGE') return;
  const user = userEvent.setup({ delay: null });
  const identify = pl.productIdentify;
  await user.click(
    screen.getByRole('button', {
      name: new RegExp(`^(${identify.chooseCategory}|${identify.changeCategory})$`),
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: pl.categoryPicker.title });
  await user.type(within(dialog).getByLabelText(pl.categoryPicker.search), 'pasta');
  await within(dialog).findByRole('treeitem', { name: /Pasta do zębów/ });
}

describe('product card on every path of the schemaReload machine', () => {
  it('shows the category change on the card: attributes held, the skeleton after 0.5 s, failures', async () => {
    const result = await runScreen(schemaReloadViewContract, {
      mount: (actor) => {
        const form = readyFormActor(card);
        const view = render(
          <CardFrame config={config}>
            <ReloadCard form={form} reload={actor as ReloadActor} />
          </CardFrame>,
        );
        return () => {
          view.unmount();
          form.stop();
        };
      },
      onStep: async (step, snapshot) => {
        // §9 Within 0.5 s of a choice no skeleton flashes (the replay's clock stands still until the timer).
        if (snapshot.matches({ loading: 'requesting' }))
          expect(screen.queryByText(pl.productForm.loadingSchema)).toBeNull();
        await openPicker(step.path.events[step.index]);
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 600_000); // Every path mounts the real screen again: a loaded machine takes many times the quiet run.
});

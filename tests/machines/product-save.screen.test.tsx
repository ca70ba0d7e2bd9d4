import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createActor } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '@contract/user';
import pl from '@i18n/locales/pl.json';
import { FEATURE, isFeatureOn } from '@domain/feature-flags';
import { saveChecks, type ProductFormState } from '@domain/product-form';
import { schemaReloadMachine } from '@machines/schema-reload.machine';
import type { CatalogEvent } from '@machines/catalog-types';
import type { FormActor, SaveActor } from '@screens/product-form/form-actors';
import { CardView } from '@screens/product-form/loaded-form';
import { productSaveViewContract } from '@screens/product-form/product-save.view-contract';
import { useRealServer } from '@tests/ui/support/real-server';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import {
  CardFrame,
  readyFormActor,
  supplierCompleteDraftId,
  supplierSession,
  withPhotos,
} from './support/card-screen';

const identify = pl.productIdentify;
let config: PageConfig;
let card: ProductFormState;
const scrollIntoView = Element.prototype.scrollIntoView;

beforeAll(async () => {
  const server = await useRealServer();
  config = await supplierSession();
  card = await withPhotos(server, await supplierCompleteDraftId(server));
  const flags = { productFormValidation: isFeatureOn(config.features, FEATURE.PRODUCT_FORM_VALIDATION) };
  expect(saveChecks(card, { ...flags, returnAddressValidation: false }).readyFaults).toEqual([]);
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

function SaveCard({ form, save }: { form: FormActor; save: SaveActor }) {
  const revisionAtSave = useRef(0);
  const reload = useRef(createActor(schemaReloadMachine, { input: { productId: card.id } }).start());
  return <CardView form={form} save={save} reload={reload.current} revisionAtSave={revisionAtSave} />;
}

/** Puts a whole value into a field of the card (or empties it) in one change, as pasting does. */
async function typeInto(label: string, value: string) {
  const field = screen.getByLabelText<HTMLInputElement>(label);
  if (field.value === value) return;
  const user = userEvent.setup({ delay: null });
  await user.clear(field);
  if (value !== '') await user.paste(value);
}

/**
 * Before a save, the user brings the card into the path's case: no trade name (the draft is refused), no
 * legal name (only the ready save is refused), or both names as stored (the card is ready).
 */
async function arrangeCardFor(event: CatalogEvent | undefined) {
  if (event?.type !== 'SAVE.DRAFT' && event?.type !== 'SAVE.READY') return;
  const draftRefused = (event['draftFaults'] as unknown[]).length > 0;
  const readyRefused = (event['readyFaults'] as unknown[]).length > 0;
  await typeInto(identify.nameToShow, draftRefused ? '' : card.profile.name_to_show);
  await typeInto(identify.name, readyRefused && !draftRefused ? '' : (card.profile.name ?? ''));
}

describe('product card on every path of the productSave machine', () => {
  it('shows each save state on the card, driven by the save buttons and the conflict dialog', async () => {
    const result = await runScreen(productSaveViewContract, {
      mount: (actor) => {
        const form = readyFormActor(card);
        const view = render(
          <CardFrame config={config}>
            <SaveCard form={form} save={actor as SaveActor} />
          </CardFrame>,
        );
        return () => {
          view.unmount();
          form.stop();
        };
      },
      onStep: async (step, snapshot) => {
        // The dialog compares with the stored card before the user can keep their version.
        if (snapshot.matches('failed') && snapshot.context.failure?.kind === 'conflict') {
          const dialog = screen.getByRole('dialog', { name: pl.productForm.conflict.title });
          await waitFor(() =>
            expect(
              within(dialog).getByRole('button', { name: pl.productForm.conflict.keepMine }),
            ).toHaveProperty('disabled', false),
          );
        }
        await arrangeCardFor(step.path.events[step.index]);
      },
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 600_000); // Every path mounts the real screen again: a loaded machine takes many times the quiet run.
});

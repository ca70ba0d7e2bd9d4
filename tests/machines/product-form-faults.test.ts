import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { faultList, type Fault } from '@domain/faults';
import { saveChecks, type FormMedia, type ProductFormState } from '@domain/product-form';
import { productFormMachine } from '@machines/product-form.machine';
import { blankFormState } from '@tests/unit/support/blank-form-state';

/** A card with its profile filled but no photo and no package: the ready checks fail on media and logistics. */
const card = (): ProductFormState => {
  const blank = blankFormState();
  return {
    ...blank,
    id: 7,
    profile: { ...blank.profile, name: 'Sok', name_to_show: 'Sok', producer: 1, brand: 2 },
    rules: { ...blank.rules, required_media: [2] },
  };
};

const photo = (id: number, type: number, filename: string): FormMedia => ({
  id,
  type,
  filename,
  url: `/media/${id}`,
  size: 1000,
  width: 800,
  height: 800,
  warnings: [],
});

const FLAGS = { productFormValidation: true, returnAddressValidation: false };

async function failedReadySave(extra: Fault[] = []) {
  const actor = createActor(
    productFormMachine.provide({ actors: { loadForm: fromPromise(async () => card()) } }),
    { input: { productId: 7 } },
  ).start();
  const loaded = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  const { readyFaults } = saveChecks(loaded.context.form!, FLAGS);
  actor.send({ type: 'FAULTS.SET', errors: [...readyFaults, ...extra], warnings: [] });
  return actor;
}

const messages = (actor: Awaited<ReturnType<typeof failedReadySave>>) =>
  faultList(actor.getSnapshot().context.form!.faults).map((fault) => `${fault.field} ${fault.message}`);

/** §5: a fault goes as soon as its cause is fixed; the navigator's count (every listed fault) follows. */
describe('card form faults after a failed ready save', () => {
  it('adding the photo clears the media faults, adding a package clears "at least one package"', async () => {
    const actor = await failedReadySave();
    expect(messages(actor).sort()).toEqual([
      '1 validation.oneOf',
      '2 validation.oneOf',
      '2 validation.required',
      'packages validation.atLeastOnePackage',
    ]);
    actor.send({ type: 'MEDIA.CHANGE', media: [photo(5, 2, 'front.jpg')] });
    expect(messages(actor)).toEqual(['packages validation.atLeastOnePackage']);
    actor.send({
      type: 'LOGISTIC.CHANGE',
      structures: [
        {
          is_network_structure: false,
          network_codes: [],
          packages: [{ uuid: 'p1', package_type: 1, has_ean: false, fields: [], eans: [] }],
        },
      ],
    });
    expect(messages(actor)).toEqual([]);
  });

  it('a change that does not fix the cause keeps the fault; a fault only the server checks stays', async () => {
    const serverOnly: Fault = {
      namespace: 'ean',
      field: 'e1',
      message: 'Ten EAN ma już inna karta.',
      type: 'validation',
    };
    const actor = await failedReadySave([serverOnly]);
    // A label is no front photo: the front photo is still missing.
    actor.send({ type: 'MEDIA.CHANGE', media: [photo(6, 6, 'etykieta.jpg')] });
    expect(messages(actor).sort()).toEqual([
      '1 validation.oneOf',
      '2 validation.oneOf',
      '2 validation.required',
      'e1 Ten EAN ma już inna karta.',
      'packages validation.atLeastOnePackage',
    ]);
    actor.send({
      type: 'LOGISTIC.CHANGE',
      structures: [
        {
          is_network_structure: false,
          network_codes: [],
          packages: [{ uuid: 'p1', package_type: 1, has_ean: false, fields: [], eans: [] }],
        },
      ],
    });
    expect(messages(actor)).toContain('e1 Ten EAN ma już inna karta.');
    expect(messages(actor)).not.toContain('packages validation.atLeastOnePackage');
  });
});

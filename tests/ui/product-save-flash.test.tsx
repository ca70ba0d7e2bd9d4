import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { createI18n } from '@app/i18n';
import { productSaveMachine, type SaveAnswer } from '@machines/product-save.machine';
import { FormFlash } from '@screens/product-form/form-flash';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('pl', async () => pl);
});

/** The card save with a server that fails every save (a 500, or the connection lost). */
function failingSave() {
  const machine = productSaveMachine.provide({
    actors: {
      saveProduct: fromPromise<
        SaveAnswer,
        { payload: unknown; productId: number | null; version: number | null; draft: boolean }
      >(async () => {
        throw new Error('500');
      }),
    },
  });
  const actor = createActor(machine, {
    input: { productId: 12, version: 1, updatedAt: null, status: 5 },
  }).start();
  const saveDraft = () =>
    act(() => actor.send({ type: 'SAVE.DRAFT', payload: {}, draftFaults: [], readyFaults: [] }));
  return { actor, saveDraft };
}

describe('§8 Save: the unexpected save error, and its second wording when saving fails again', () => {
  it('says the first wording the first time, the repeated wording when the save fails again', async () => {
    const { actor, saveDraft } = failingSave();
    render(
      <I18nextProvider i18n={i18n}>
        <FormFlash save={actor} onShowValidation={() => {}} />
      </I18nextProvider>,
    );
    await saveDraft();
    const first = await screen.findByRole('alert');
    expect(first.textContent).toContain(pl.productForm.errors.unexpected);
    await userEvent.click(screen.getByRole('button', { name: pl.productForm.errors.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
    await saveDraft();
    const again = await screen.findByText(
      'Podczas zapisu wystąpił bład. Jeśli będzie się on powtarzał skontaktuj się z Działem Pomocy.',
    );
    expect(again.closest('[role="alert"]')?.className).toContain('bg-red-50');
  });
});

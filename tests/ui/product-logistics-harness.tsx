import { render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createI18n } from '@app/i18n';
import { AVAILABILITY } from '@domain/constants';
import { NO_FAULTS } from '@domain/faults';
import type { PackageDefinition, Structure } from '@domain/product';
import { emptyProfile, type FormOptions, type ProductFormState } from '@domain/product-form';
import { UNIT } from '@domain/units';
import pl from '@i18n/locales/pl.json';
import { catalogs } from '@i18n/translate';
import { productFormMachine } from '@machines/product-form.machine';
import { productSaveMachine } from '@machines/product-save.machine';
import { schemaReloadMachine } from '@machines/schema-reload.machine';
import { createEditBuffer } from '@screens/product-form/edit-buffer';
import { FormActorsProvider } from '@screens/product-form/form-actors';
import { LogisticsSection, type LogisticsFaults } from '@screens/product-form/logistics/logistics-section';
import { logisticDefinitions } from '@server/products/logistic-definitions';

export const NETWORKS = [
  { code: 'selgros', name: 'Selgros' },
  { code: 'metro', name: 'Metro' },
  { code: 'auchan', name: 'Auchan' },
];

/** The package definitions as the server builds them, with the units' names of the demo data. */
export const definitionsWith = (fraction: boolean): PackageDefinition[] =>
  logisticDefinitions(
    new Map<string, string>([
      [UNIT.MM, 'mm'],
      [UNIT.CM, 'cm'],
      [UNIT.M, 'm'],
      [UNIT.CM3, 'cm³'],
      [UNIT.DM3, 'l'],
      [UNIT.G, 'g'],
      [UNIT.KG, 'kg'],
      [UNIT.PIECE, 'szt.'],
    ]),
    'pl',
    fraction,
  );

export const NO_LOGISTIC_FAULTS: LogisticsFaults = { packages: {}, eans: {}, general: [] };

let i18n: I18n | null = null;

// Radix measures the radio items of the package modal; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function formState(productId: number | null): ProductFormState {
  const options: FormOptions = {
    companyId: 1,
    producers: [],
    brands: [],
    sub_brands: [],
    companyAddresses: [],
    returnAddresses: [],
    networks: NETWORKS,
    requirementSets: [],
  };
  return {
    id: productId,
    status: null,
    profile: emptyProfile(),
    attributes: [],
    sections: [],
    groups: [],
    rules: { required_media: [], available_media: [], one_of_required_media: [], logistic_definitions: [] },
    options,
    categoryNames: {},
    structures: [],
    availability: {
      availability: [],
      own_brand_type: AVAILABILITY.GENERALLY_AVAILABLE,
      own_brand_network_code: null,
    },
    requirementSets: [],
    media: [],
    generalInfo: null,
    faults: NO_FAULTS,
    warnings: [],
    issues: [],
  };
}

/** The form's actors around the section, as the product form screen provides them. */
async function formActors(productId: number | null, deferEdits: boolean) {
  const form = createActor(
    productFormMachine.provide({
      actors: { loadForm: fromPromise(async () => formState(productId)) },
    }),
    { input: { productId } },
  ).start();
  await waitFor(() => expect(form.getSnapshot().matches('ready')).toBe(true));
  return {
    form,
    save: createActor(productSaveMachine, {
      input: { productId, version: null, updatedAt: null, status: null },
    }),
    reload: createActor(schemaReloadMachine, { input: { productId } }),
    edits: createEditBuffer(
      (uuid, data) => form.send({ type: 'ATTRIBUTE.CHANGE', uuid, data }),
      // A card with unsaved changes holds each typed value until after the next paint, as in the app.
      () => !deferEdits,
    ),
  };
}

export interface SectionOptions {
  faults?: LogisticsFaults;
  readOnly?: boolean;
  fraction?: boolean;
  productId?: number | null;
  /** Edits wait for the next paint, as on a card with unsaved changes (default: sent at once). */
  deferEdits?: boolean;
}

/** The section as the form holds it: structures in state, every change written back. */
export async function renderSection(initial: Structure[], options: SectionOptions = {}) {
  i18n ??= await createI18n('pl', async () => catalogs.pl);
  const state = { current: initial };
  let next = 0;
  const newUuid = () => `uuid-${(next += 1)}`;
  const definitions = definitionsWith(options.fraction ?? true);
  const actors = await formActors(options.productId ?? null, options.deferEdits ?? false);
  function Harness() {
    const [structures, setStructures] = useState(initial);
    return (
      <LogisticsSection
        structures={structures}
        definitions={definitions}
        faults={options.faults ?? NO_LOGISTIC_FAULTS}
        readOnly={options.readOnly ?? false}
        newUuid={newUuid}
        onChange={(changed) => {
          state.current = changed;
          setStructures(changed);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <FormActorsProvider value={actors}>
        <Harness />
      </FormActorsProvider>
    </I18nextProvider>,
  );
  return { state, consumer: () => state.current[0]!.packages[0]! };
}

export const L = pl.logistics;
export const R = pl.recycling;
export const FIELDS = pl.logistics.fields;
export const card = (name: string) => screen.getByRole('article', { name });
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

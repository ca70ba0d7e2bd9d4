import type { MachineEntry } from './catalog-types';
import { chunkRetryMachine } from './chunk-retry.machine';
import { formSubmitMachine } from './form-submit.machine';
import { Refusal } from '@domain/refusal';
import { loginMachine } from './login.machine';
import { productSaveMachine } from './product-save.machine';
import { resourceMachine } from './resource.machine';
import { schemaReloadMachine } from './schema-reload.machine';
import { sessionMachine } from './session.machine';
import { flagsForRole, type CurrentUser } from '@domain/user';

export type { CatalogEvent, MachineEntry } from './catalog-types';

const demoUser = (id: number): CurrentUser => ({
  id,
  first_name: 'Piotr',
  last_name: 'Dostawca',
  email: `user${id}@demo.pim`,
  company_id: 1,
  network_name: null,
  network_code: null,
  media_gallery_token: null,
  role: 'supplier',
  ...flagsForRole('supplier'),
});

const fault = (namespace: string, field: string) => ({ namespace, field, message: 'Pole wymagane' });
const missingName = fault('product_profile', 'name_to_show');
const missingPhoto = fault('gallery', '2');
const noDimensions = fault('logistic', 'consumer.dimensions');

const loggedIn = (id: number) => ({
  type: 'LOGGED_IN' as const,
  user: demoUser(id),
  permissions: ['product.edit'],
  csrf_token: 'csrf',
});

/** The catalog: every machine of the product, with what its diagrams, model tests and coverage need. */
export const machineCatalog: readonly MachineEntry[] = [
  {
    id: 'session',
    titleKey: 'statecharts.machines.session',
    spec: '§4 Session state, §8 Session and system',
    machine: sessionMachine,
    inputs: [
      { user: demoUser(1), permissions: [], csrfToken: 'csrf', sessionLengthMs: 3_600_000 },
      { user: null, permissions: [], csrfToken: '', sessionLengthMs: 3_600_000 },
    ],
    events: [
      loggedIn(1),
      loggedIn(2),
      { type: 'LOGGED_OUT' },
      { type: 'UNAUTHORIZED' },
      { type: 'FORBIDDEN' },
      { type: 'ERROR', message: -1 },
      { type: 'DISMISS' },
      { type: 'KEEP_ALIVE' },
      { type: 'xstate.done.actor.keepAlive', output: { expires_at: '2026-11-21T12:00:00.000Z' } },
      { type: 'xstate.error.actor.keepAlive', error: new Error('offline') },
      { type: 'xstate.after.SESSION_WARNING.session.authorized.clock.active' },
      { type: 'xstate.after.SESSION_END.session.authorized.clock.ending' },
    ],
  },
  {
    id: 'chunkRetry',
    titleKey: 'statecharts.machines.chunkRetry',
    spec: '§4 Lazy-load retry',
    machine: chunkRetryMachine,
    inputs: [
      { chunkId: 'login', reloadedOnce: false },
      { chunkId: 'login', reloadedOnce: true },
    ],
    events: [
      { type: 'xstate.done.actor.loadChunk', output: {} },
      {
        type: 'xstate.error.actor.loadChunk',
        error: new Error('Failed to fetch dynamically imported module'),
      },
      { type: 'RETRY' },
    ],
  },
  {
    id: 'login',
    titleKey: 'statecharts.machines.login',
    spec: '§8 Unauthorized (re-login), §6',
    machine: loginMachine,
    input: {},
    events: [
      { type: 'CHANGE', field: 'email', value: 'supplier@demo.pim' },
      { type: 'CHANGE', field: 'password', value: 'demo-supplier-pass' },
      { type: 'CHANGE', field: 'email', value: '' },
      { type: 'SUBMIT' },
      { type: 'RESET' },
      {
        type: 'xstate.done.actor.login',
        output: { user: demoUser(1), permissions: [], csrf_token: 'csrf', language: 'pl' },
      },
      { type: 'xstate.error.actor.login', error: new Error('Nieprawidłowy e-mail lub hasło.') },
    ],
  },
  {
    id: 'formSubmit',
    titleKey: 'statecharts.machines.formSubmit',
    spec: '§2 Register and reset-password screens, §5 Other',
    machine: formSubmitMachine,
    input: {
      values: { email: '' },
      validate: (values: Record<string, unknown>) =>
        values.email === ''
          ? [{ namespace: 'form', field: 'email', message: 'Pole wymagane', type: 'validation' }]
          : [],
    },
    events: [
      { type: 'CHANGE', field: 'email', value: 'supplier@demo.pim' },
      { type: 'CHANGE', field: 'email', value: '' },
      { type: 'SUBMIT' },
      { type: 'EDIT' },
      { type: 'xstate.done.actor.submit', output: { ok: true } },
      {
        type: 'xstate.error.actor.submit',
        error: new Refusal('', [
          { namespace: 'form', field: 'email', message: 'Zajęty', type: 'validation' },
        ]),
      },
    ],
  },
  {
    id: 'resource',
    titleKey: 'statecharts.machines.resource',
    spec: '§2 Screens: loading with skeletons, errors with retry',
    machine: resourceMachine,
    events: [
      { type: 'xstate.done.actor.load', output: { total: 3 } },
      { type: 'xstate.error.actor.load', error: new Error('offline') },
      { type: 'RETRY' },
      { type: 'RELOAD' },
    ],
  },
  {
    id: 'productSave',
    titleKey: 'statecharts.machines.productSave',
    spec: '§4 Saving, §8 Handling of save answers',
    machine: productSaveMachine,
    input: { productId: 12, updatedAt: '2026-11-20T10:00:00.000Z', status: 5 },
    events: [
      { type: 'SAVE.DRAFT', payload: {}, draftFaults: [], readyFaults: [missingPhoto] },
      { type: 'SAVE.DRAFT', payload: {}, draftFaults: [missingName], readyFaults: [missingName] },
      { type: 'SAVE.READY', payload: {}, draftFaults: [], readyFaults: [] },
      { type: 'SAVE.READY', payload: {}, draftFaults: [], readyFaults: [missingPhoto] },
      { type: 'DISMISS' },
      { type: 'xstate.done.actor.validateLogistics', output: [] },
      { type: 'xstate.done.actor.validateLogistics', output: [noDimensions] },
      { type: 'xstate.error.actor.validateLogistics', error: { kind: 'unexpected', message: '500' } },
      {
        type: 'xstate.done.actor.saveProduct',
        output: { id: 12, product_status: 2, updated_at: '2026-11-21T10:00:00.000Z' },
      },
      {
        type: 'xstate.error.actor.saveProduct',
        error: { kind: 'invalid', errors: [missingName], warnings: [] },
      },
      { type: 'xstate.error.actor.saveProduct', error: { kind: 'notFound' } },
      { type: 'xstate.error.actor.saveProduct', error: { kind: 'conflict' } },
      { type: 'xstate.error.actor.saveProduct', error: { kind: 'unexpected', message: '500' } },
      { type: 'xstate.after.SAVED_FLASH.productSave.saved' },
      { type: 'xstate.after.VALIDATION_FLASH.productSave.invalid' },
    ],
  },
  {
    id: 'schemaReload',
    titleKey: 'statecharts.machines.schemaReload',
    spec: '§4 Form behaviour (category change), §7 product schema',
    machine: schemaReloadMachine,
    input: { productId: 12 },
    events: [
      { type: 'CATEGORY.CHANGE', category_ids: [17], network_availability: null },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.fetchSchema', output: { sections: [] } },
      { type: 'xstate.error.actor.fetchSchema', error: { kind: 'notFound' } },
      { type: 'xstate.error.actor.fetchSchema', error: { kind: 'unexpected' } },
      { type: 'xstate.after.SKELETON.schemaReload.loading.requesting' },
    ],
  },
];

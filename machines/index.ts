import type { MachineEntry } from './catalog-types';
import { categorySearchMachine } from './category-search.machine';
import { chunkRetryMachine } from './chunk-retry.machine';
import { dataTableMachine } from './data-table.machine';
import { dataTableEvents } from './data-table.catalog';
import { bulkEditEntry } from './bulk-edit.catalog';
import { productsImporterEntry } from './products-importer.catalog';
import { mediaAssignEntry } from './media-assign.catalog';
import { galleryUploadEntry } from './gallery-upload.catalog';
import { eanDialogEntry } from './ean-dialog.catalog';
import { producerModalEntry } from './producer-modal.catalog';
import { requirementSetDialogEntry } from './requirement-set-dialog.catalog';
import { migrationFormEntry } from './migration-form.catalog';
import { directoryDialogsEntry } from './directory-dialogs.catalog';
import { assetDetailsEntry } from './asset-details.catalog';
import { migrationPageEntry } from './migration-page.catalog';
import { directoryCreateEntry } from './directory-create.catalog';
import { apiTokenCreateEntry } from './api-token-create.catalog';
import { ownAccountEntry } from './own-account.catalog';
import { issueThreadEntry } from './issue-thread.catalog';
import { mediaRemarkEntry } from './media-remark.catalog';
import { richEditorEntry } from './rich-editor.catalog';
import { cardHistoryEntry } from './card-history.catalog';
import { companyCreateEntry } from './company-create.catalog';
import { glnImportEntry } from './gln-import.catalog';
import { gs1PrefixesEntry } from './gs1-prefixes.catalog';
import { offerSendEntry } from './offer-send.catalog';
import { switchUserEntry } from './switch-user.catalog';
import { changeLogEntry } from './change-log.catalog';
import { assortmentAddEntry } from './assortment-add.catalog';
import { formSubmitMachine } from './form-submit.machine';
import { jobMachine } from './job.machine';
import { jobsPanelMachine } from './jobs-panel.machine';
import { bulkDialogMachine } from './bulk-dialog.machine';
import { bulkDialogEvents } from './bulk-dialog.catalog';
import type { Job as JobAnswer } from '@domain/jobs';
import { Refusal } from '@domain/refusal';
import { loginMachine } from './login.machine';
import { mediaUploadMachine } from './media-upload.machine';
import { productDetailsMachine } from './product-details.machine';
import { productFormMachine } from './product-form.machine';
import { productSaveMachine } from './product-save.machine';
import { resourceMachine } from './resource.machine';
import { schemaReloadMachine } from './schema-reload.machine';
import { sessionMachine } from './session.machine';
import { emptyProfile, type ProductFormState } from '@domain/product-form';
import { NO_FAULTS } from '@domain/faults';
import { flagsForRole, type CurrentUser } from '@domain/user';
import { demoDetailsCard, demoRemark } from './product-details.fixtures';

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

/** §6 Switch user: the admin who acts as someone else, and what a switch or a return answers. */
const admin = { id: 9, name: 'Anna Administratorka', email: 'admin@demo.pim' };
const switchAnswer = (id: number, switchedBy: typeof admin | null) => ({
  user: demoUser(id),
  permissions: ['product.edit'],
  csrf_token: 'csrf',
  switched_by: switchedBy,
});

/** A loaded card for the product form's model: one required text attribute, nothing else. */
const demoForm: ProductFormState = {
  id: 12,
  status: 5,
  // A company address with full data: the card is not held by the gating dialog (§2).
  profile: { ...emptyProfile(), category_ids: [17], name_to_show: 'Sok jabłkowy', company_address: 3 },
  attributes: [
    {
      uuid: 'a0000000-0000-4000-8000-000000000001',
      code: null,
      name: 'Skład',
      type: 'text',
      section_code: 'basic',
      data: [],
      is_required: true,
      is_visible: true,
      is_read_only: false,
      validation_rules: [],
      available_units: [],
      available_values: [],
      available_validation_values: [],
      custom_values_count: 0,
    },
  ],
  sections: [{ code: 'basic', name: 'Podstawowe', position: 1, kind: 'attributes', is_hidden: false }],
  groups: [],
  rules: {
    required_media: [],
    available_media: [1, 2],
    one_of_required_media: [1, 2],
    logistic_definitions: [],
  },
  options: {
    companyId: 1,
    producers: [],
    brands: [],
    sub_brands: [],
    companyAddresses: [
      {
        id: 3,
        name: 'Tłocznia Sadowa',
        street: 'Sadowa 1',
        city: 'Grójec',
        postcode: '05-600',
        country: 'PL',
        is_complete: true,
      },
    ],
    returnAddresses: [],
    networks: [],
    requirementSets: [],
  },
  categoryNames: { 17: 'Soki' },
  structures: [],
  availability: { availability: [], own_brand_type: 1, own_brand_network_code: null },
  requirementSets: [],
  media: [],
  generalInfo: null,
  faults: NO_FAULTS,
  warnings: [],
  issues: [
    {
      type: 'qc',
      ns: 'attributes',
      identify: 'a0000000-0000-4000-8000-000000000001',
      header: 'QC',
      message: 'Sprawdź skład',
    },
  ],
};

/** The catalog: every machine of the product, with what its diagrams, model tests and coverage need. */
/** A job as get-job answers it (§7), in each of its statuses. */
const demoJob = (status: JobAnswer['status'], download = false): JobAnswer => ({
  id: 41,
  title: 'Eksport listy produktów',
  jobs_key: 'main',
  status,
  output: {
    current_item: status === 'running' ? 1200 : 0,
    total_items: 4000,
    percentage: status === 'running' ? 30 : status === 'pending' ? 0 : 100,
  },
  result:
    status === 'finished'
      ? { message: 'Gotowe', ...(download ? { download: '/api/jobs/41/file' } : {}) }
      : status === 'failed'
        ? { message: 'Zadanie nie powiodło się.' }
        : null,
});
/** The export of a loaded lazy chunk: a screen component. */
const loadedScreen = (): null => null;

/** A producer as GET /api/p1/producers lists it. */
const demoProducer = {
  id: 5,
  name: 'Tłocznia Sadowa',
  street: 'Sadowa 1',
  city: 'Grójec',
  postcode: '05-600',
  country: 'PL',
  is_complete: true,
  brands: [],
};
const otherJob: JobAnswer = { ...demoJob('pending'), id: 42, title: 'Eksport 2' };

export const machineCatalog: readonly MachineEntry[] = [
  {
    id: 'session',
    titleKey: 'statecharts.machines.session',
    spec: '§4 Session state, §8 Session and system',
    machine: sessionMachine,
    inputs: [
      { user: demoUser(1), permissions: [], csrfToken: 'csrf', sessionLengthMs: 3_600_000, switchedBy: null },
      { user: null, permissions: [], csrfToken: '', sessionLengthMs: 3_600_000, switchedBy: null },
      // A page opened while acting as someone else (§6 switch user).
      {
        user: demoUser(2),
        permissions: [],
        csrfToken: 'csrf',
        sessionLengthMs: 3_600_000,
        switchedBy: admin,
      },
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
      { ...switchAnswer(2, admin), type: 'SWITCHED' },
      { type: 'RETURN' },
      { type: 'xstate.done.actor.switchBack', output: switchAnswer(1, null) },
      { type: 'xstate.error.actor.switchBack', error: new Error('offline') },
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
      // A chunk exports a screen component; this one draws nothing (its replay checks the frame around it).
      { type: 'xstate.done.actor.loadChunk', output: loadedScreen },
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
      // A list as the producers' gating dialog loads it (the screen its replay renders).
      { type: 'xstate.done.actor.load', output: [demoProducer] },
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
    input: { productId: 12, version: 3, updatedAt: '2026-11-20T10:00:00.000Z', status: 5 },
    // The flow depends on the state and on what kind of failure the last save had (a 409 may be overwritten);
    // versions and faults change with every answer without changing what can happen next.
    serialize: ({ value, context }) =>
      JSON.stringify([value, (context as { failure: { kind: string } | null }).failure?.kind ?? null]),
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
        output: { id: 12, product_status: 2, updated_at: '2026-11-21T10:00:00.000Z', version: 4 },
      },
      {
        type: 'xstate.error.actor.saveProduct',
        error: { kind: 'invalid', errors: [missingName], warnings: [] },
      },
      { type: 'xstate.error.actor.saveProduct', error: { kind: 'notFound' } },
      // Before the 409: a save again from a failure is planned from an unexpected error, where the card
      // offers its save buttons; after a 409 the conflict dialog asks first.
      { type: 'xstate.error.actor.saveProduct', error: { kind: 'unexpected', message: '500' } },
      { type: 'xstate.error.actor.saveProduct', error: { kind: 'conflict' } },
      { type: 'CONFLICT.KEEP_MINE', version: 5 },
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
  {
    id: 'productForm',
    titleKey: 'statecharts.machines.productForm',
    spec: '§3 Form state, §4 Form behaviour',
    machine: productFormMachine,
    input: { productId: 12 },
    // The card's data grows with every edit; the flow depends on whether there are unsaved edits.
    serialize: ({ value, context }) => {
      const form = context as { revision: number; savedRevision: number; onlyRequired: boolean };
      return JSON.stringify([value, form.revision !== form.savedRevision, form.onlyRequired]);
    },
    events: [
      { type: 'xstate.done.actor.loadForm', output: demoForm },
      { type: 'xstate.error.actor.loadForm', error: { kind: 'notFound' } },
      { type: 'xstate.error.actor.loadForm', error: { kind: 'unexpected' } },
      { type: 'RETRY' },
      {
        type: 'ATTRIBUTE.CHANGE',
        uuid: 'a0000000-0000-4000-8000-000000000001',
        data: [{ value: ['jabłka'] }],
      },
      { type: 'PROFILE.CHANGE', patch: { name: 'Sok' } },
      { type: 'CATEGORY.NAMES', names: { 18: 'Nektary' } },
      { type: 'LOGISTIC.CHANGE', structures: [] },
      {
        type: 'AVAILABILITY.CHANGE',
        availability: { availability: [], own_brand_type: 1, own_brand_network_code: null },
      },
      { type: 'MEDIA.CHANGE', media: [] },
      { type: 'ONLY_REQUIRED.TOGGLE' },
      { type: 'ISSUE.REMOVE', identify: 'a0000000-0000-4000-8000-000000000001' },
      { type: 'FAULTS.SET', errors: [missingName], warnings: [] },
      { type: 'SAVED', id: 12, status: 2, updatedAt: '2026-11-21T10:00:00.000Z', version: 4, revision: 1 },
      {
        type: 'SCHEMA.APPLY',
        schema: { category_ids: [18], attributes: [], sections: [], groups: [], rules: demoForm.rules },
      },
      { type: 'OPTIONS.RELOAD' },
      { type: 'xstate.done.actor.loadOptions', output: demoForm.options },
      { type: 'xstate.error.actor.loadOptions', error: new Error('offline') },
      { type: 'RELOAD' },
    ],
  },
  {
    id: 'mediaUpload',
    titleKey: 'media.uploadMachine',
    spec: '§4 Media, §5 Media, §8 file messages',
    machine: mediaUploadMachine,
    input: { mediaType: 2 },
    events: [
      { type: 'UPLOAD', source: { name: 'front.jpg' }, files: [] },
      {
        type: 'UPLOAD',
        source: { name: 'etykieta.jpg' },
        files: [{ id: 7, type: 6, filename: 'etykieta.jpg' }],
      },
      { type: 'PROGRESS', progress: 0.5 },
      { type: 'CANCEL' },
      { type: 'DISMISS' },
      {
        type: 'xstate.done.actor.upload',
        output: {
          id: 8,
          type: 2,
          filename: 'front.jpg',
          url: '/api/p1/media/8',
          size: 2048,
          width: 1200,
          height: 1200,
          warnings: [],
        },
      },
      {
        type: 'xstate.error.actor.upload',
        error: new Refusal('Plik musi być obrazem JPG, PNG, WebP lub TIFF.'),
      },
    ],
  },
  {
    id: 'categorySearch',
    titleKey: 'statecharts.machines.categorySearch',
    spec: '§2 Modals: category picker',
    machine: categorySearchMachine,
    events: [
      { type: 'TYPE', q: 'pasta' },
      { type: 'RETRY' },
      {
        type: 'xstate.done.actor.search',
        output: [{ id: 27, parent_id: 26, level: 4, code: '10000027', name: 'Pasta do zębów', children: [] }],
      },
      { type: 'xstate.error.actor.search', error: new Error('offline') },
      { type: 'xstate.after.SEARCH_DELAY.categorySearch.waiting' },
    ],
  },
  {
    id: 'dataTable',
    titleKey: 'statecharts.machines.dataTable',
    spec: '§3 Table state, §4 Tables',
    machine: dataTableMachine,
    input: { namespace: 'products' },
    // Rows, filters and pages make the context endless; the flow depends on these few things only.
    serialize: ({ value, context }) => {
      const table = context as { info: unknown; selectedRows: readonly number[]; outcome: unknown };
      return JSON.stringify([
        value,
        table.info !== null,
        table.selectedRows.length > 0,
        table.outcome !== null,
      ]);
    },
    events: dataTableEvents,
  },
  {
    id: 'productDetails',
    titleKey: 'statecharts.machines.productDetails',
    spec: '§2 Product details',
    machine: productDetailsMachine,
    input: { productId: 12 },
    // Filters and toggles change what is shown, not where the flow goes.
    serialize: ({ value }) => JSON.stringify(value),
    events: [
      { type: 'xstate.done.actor.loadDetails', output: demoDetailsCard },
      { type: 'xstate.error.actor.loadDetails', error: { kind: 'notFound' } },
      { type: 'xstate.error.actor.loadDetails', error: { kind: 'unexpected' } },
      { type: 'RETRY' },
      { type: 'TAB.SET', tab: 'issues' },
      { type: 'TAB.SET', tab: 'sections' },
      { type: 'ISSUES.FILTER', filter: 'qc' },
      { type: 'ONLY_FILLED.TOGGLE' },
      { type: 'ONLY_OWN.TOGGLE' },
      { type: 'REMARKS.OPEN' },
      { type: 'REMARKS.CLOSE' },
      { type: 'xstate.done.actor.loadRemarks', output: [demoRemark] },
      { type: 'xstate.error.actor.loadRemarks', error: new Error('offline') },
    ],
  },
  {
    id: 'job',
    titleKey: 'statecharts.machines.job',
    spec: '§4 Jobs, §7 get-job, §8 job polling errors',
    machine: jobMachine,
    input: { job: demoJob('pending') },
    inputs: [
      { job: demoJob('pending') },
      { job: demoJob('running') },
      { job: demoJob('finished', true) },
      { job: demoJob('finished') },
      { job: demoJob('failed') },
    ],
    events: [
      { type: 'xstate.after.POLL.job.pending.waiting' },
      { type: 'xstate.after.POLL.job.running.waiting' },
      { type: 'xstate.done.actor.getJob', output: demoJob('pending') },
      { type: 'xstate.done.actor.getJob', output: demoJob('running') },
      { type: 'xstate.done.actor.getJob', output: demoJob('finished', true) },
      { type: 'xstate.done.actor.getJob', output: demoJob('failed') },
      { type: 'xstate.error.actor.getJob', error: new Error('offline') },
      { type: 'DOWNLOAD' },
      { type: 'xstate.done.actor.download' },
      { type: 'xstate.error.actor.download', error: new Error('offline') },
    ],
  },
  {
    id: 'jobsPanel',
    titleKey: 'statecharts.machines.jobsPanel',
    spec: '§2 Jobs panel, §4 Jobs',
    machine: jobsPanelMachine,
    input: { jobs: [demoJob('running')] },
    // What the panel lists and says moves with every event; the flow depends on the states alone.
    serialize: ({ value, context }) =>
      JSON.stringify([
        value,
        (context as { jobs: { downloading: boolean }[] }).jobs.map((job) => job.downloading),
      ]),
    events: [
      { type: 'TOGGLE' },
      { type: 'CLOSE' },
      { type: 'JOB.ADD', job: otherJob },
      { type: 'JOB.PROGRESS', job: demoJob('running') },
      { type: 'JOB.ENDED', job: demoJob('finished', true) },
      { type: 'JOB.ENDED', job: demoJob('failed') },
      { type: 'JOB.DOWNLOAD', id: 41, downloading: true },
      { type: 'JOB.DOWNLOAD', id: 41, downloading: false },
      { type: 'JOB.REMOVE', id: 41 },
      { type: 'NOTICE.DISMISS' },
      { type: 'xstate.after.NOTICE.jobsPanel.notice.showing' },
    ],
  },
  {
    id: 'bulkDialog',
    titleKey: 'statecharts.machines.bulkDialog',
    spec: '§2 Modals: bulk numbers, bulk assign, create many products',
    machine: bulkDialogMachine,
    events: bulkDialogEvents,
  },
  bulkEditEntry,
  productsImporterEntry,
  mediaAssignEntry,
  galleryUploadEntry,
  eanDialogEntry,
  producerModalEntry,
  requirementSetDialogEntry,
  migrationFormEntry,
  directoryDialogsEntry,
  assetDetailsEntry,
  migrationPageEntry,
  changeLogEntry,
  directoryCreateEntry,
  apiTokenCreateEntry,
  issueThreadEntry,
  mediaRemarkEntry,
  richEditorEntry,
  companyCreateEntry,
  glnImportEntry,
  gs1PrefixesEntry,
  offerSendEntry,
  ownAccountEntry,
  switchUserEntry,
  assortmentAddEntry,
  cardHistoryEntry,
];

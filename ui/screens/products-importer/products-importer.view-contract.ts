import { translate } from '@i18n/translate';
import type { ProductsImporterContext } from '@machines/products-importer.machine';
import type { Check, TextRef, ViewContract } from '@machines/view-contract';

/**
 * The file the user picks: the Chromium flow writes it before each path (rows with GTINs no card has yet,
 * tests/e2e/contract-replays/products-importer.replay.ts); the jsdom replay uses its name only.
 */
export const IMPORTER_FIXTURE = 'bench/.tmp/produkty.xlsx';

const button = (key: string) => ({ role: 'button', name: key });
/** A report's heading: its title, then the file's name. */
const reportHeading = (key: string) => ({
  role: 'heading',
  name: { pattern: `^${translate('pl', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` },
});

/** A message of the machine: one of its own keys, or the server's words as they are. */
const messageOf = (message: string): TextRef =>
  message.startsWith('productsImporter.') ? message : { literal: message };

/** The refusal the machine holds, with the button that dismisses it, or neither. */
function errorChecks(context: ProductsImporterContext): Check[] {
  if (context.error === null) return [{ absent: button('productsImporter.screen.actions.dismiss') }];
  return [
    { see: { text: messageOf(context.error), within: { role: 'alert' } } },
    { see: button('productsImporter.screen.actions.dismiss'), disabled: false },
  ];
}

const fileField = { label: 'productsImporter.screen.upload.fileLabel' };

/**
 * §2 Products importer (`/products-importer-excel`): the template and the file, the column check, the
 * preview, the import as a job and its report, on every state of the productsImporter machine.
 */
export const productsImporterViewContract: ViewContract<ProductsImporterContext> = {
  machineId: 'productsImporter',
  screen: 'products-importer',
  route: '/products-importer-excel',
  states: {
    'productsImporter.initialising': [
      { see: { label: 'productsImporter.screen.loading' } },
      { absent: fileField },
    ],
    'productsImporter.loadFailed': [
      { see: { text: 'productsImporter.errors.loadFailed' } },
      { see: button('productsImporter.screen.actions.retry'), disabled: false },
    ],
    'productsImporter.choosing': (context) => [
      { see: fileField, disabled: false },
      { see: button('productsImporter.screen.upload.send') },
      { absent: button('productsImporter.screen.actions.cancel') },
      ...errorChecks(context),
    ],
    'productsImporter.uploading': (context) => [
      { see: fileField, disabled: true },
      // §8 Every byte sent: the file is being processed on the server.
      Math.round(context.uploadProgress * 100) >= 100
        ? { see: { text: 'productsImporter.screen.upload.processing' } }
        : {
            see: {
              text: {
                key: 'productsImporter.screen.upload.uploading',
                values: { percent: Math.round(context.uploadProgress * 100) },
              },
            },
          },
      { see: button('productsImporter.screen.actions.cancel'), disabled: false },
    ],
    'productsImporter.mapping': (context) => {
      const missing = context.analysis?.mapping.missing ?? [];
      return [
        { see: { role: 'heading', name: 'productsImporter.screen.mapping.heading' } },
        missing.length > 0
          ? { see: { text: 'productsImporter.screen.mapping.missing' } }
          : { absent: { text: 'productsImporter.screen.mapping.missing' } },
        { see: button('productsImporter.screen.actions.next'), disabled: missing.length > 0 },
        { see: button('productsImporter.screen.actions.back'), disabled: false },
      ];
    },
    'productsImporter.preview': (context) => [
      { see: { role: 'heading', name: 'productsImporter.screen.preview.heading' } },
      {
        see: button('productsImporter.screen.actions.import'),
        disabled:
          context.analysis !== null && context.analysis.rows_with_errors === context.analysis.total_rows,
      },
      { see: button('productsImporter.screen.actions.back'), disabled: false },
      ...errorChecks(context),
    ],
    'productsImporter.starting': [
      { see: { role: 'heading', name: 'productsImporter.screen.preview.heading' } },
      { see: button('productsImporter.screen.actions.import'), disabled: true },
      { see: button('productsImporter.screen.actions.back'), disabled: true },
    ],
    'productsImporter.importing': (context) => [
      { see: { role: 'heading', name: 'productsImporter.screen.importing.heading' } },
      {
        see: {
          text: {
            key: 'productsImporter.screen.importing.progress',
            values: {
              current: context.job?.output.current_item ?? 0,
              total: context.job?.output.total_items ?? 0,
            },
          },
        },
      },
    ],
    'productsImporter.reporting': [
      { see: { role: 'status', name: 'productsImporter.screen.report.loading' } },
    ],
    'productsImporter.done': [
      { see: reportHeading('productsImporter.screen.report.heading') },
      { absent: { text: 'productsImporter.errors.jobFailed' } },
      { see: button('productsImporter.screen.actions.again'), disabled: false },
    ],
    'productsImporter.failed': [
      { see: reportHeading('productsImporter.screen.failed.heading') },
      { see: { text: 'productsImporter.errors.jobFailed' } },
      { see: button('productsImporter.screen.actions.again'), disabled: false },
    ],
  },
  events: {
    'xstate.done.actor.loadSettings': { server: 'server answers the import settings' },
    'xstate.error.actor.loadSettings': { server: 'server fails', arrange: 'serverFails' },
    RETRY: { user: 'click', target: button('productsImporter.screen.actions.retry') },
    // The mode chosen for the template is the one the file is read in; then the file, then Send.
    UPLOAD: (event) => ({
      user: 'steps',
      steps: [
        {
          user: 'click',
          target: {
            role: 'radio',
            name: event['forUpdate'] ? 'productsImporter.modes.update' : 'productsImporter.modes.create',
          },
        },
        { user: 'upload', target: fileField, file: IMPORTER_FIXTURE },
        { user: 'click', target: button('productsImporter.screen.upload.send') },
      ],
    }),
    PROGRESS: { server: 'the browser reports how much of the file is sent' },
    CANCEL: { user: 'click', target: button('productsImporter.screen.actions.cancel') },
    'xstate.done.actor.upload': (event) =>
      (event['output'] as { mapping: { missing: unknown[] } }).mapping.missing.length > 0
        ? { server: 'server answers the column check: a required column is missing' }
        : { server: 'server answers the column check and the preview' },
    'xstate.error.actor.upload': { server: 'server refuses the file' },
    // "Dalej: podgląd" is disabled while required columns are unmapped: the machine's refusal of NEXT then
    // (its guard's "no") cannot come from a click on this screen.
    NEXT: (_event, context) =>
      (context.analysis?.mapping.missing.length ?? 0) > 0
        ? { app: 'the preview asked for with required columns unmapped: refused' }
        : { user: 'click', target: button('productsImporter.screen.actions.next') },
    BACK: { user: 'click', target: button('productsImporter.screen.actions.back') },
    CONFIRM: { user: 'click', target: button('productsImporter.screen.actions.import') },
    // Close is shown only with a refusal on the screen: the machine's refusal of DISMISS without one (its
    // guard's "no") cannot come from this screen.
    DISMISS: (_event, context) =>
      context.error !== null
        ? { user: 'click', target: button('productsImporter.screen.actions.dismiss') }
        : { app: 'a close asked for with no refusal shown: ignored' },
    'xstate.done.actor.startImport': { server: 'server queues the import job' },
    'xstate.error.actor.startImport': { server: 'server refuses to start the import' },
    JOB_PROGRESS: { server: 'the job poll answers the import running' },
    // The real job finishes; a failed one needs a failure the real server does not make on its own.
    'xstate.done.actor.awaitImport': (event) =>
      (event['output'] as { status: string }).status === 'failed'
        ? { server: 'the job poll answers the import failed', arrange: 'importJobFailed' }
        : { server: 'the job poll answers the import ended', arrange: 'jobEnded' },
    'xstate.error.actor.awaitImport': { server: 'the job cannot be followed' },
    'xstate.done.actor.loadReport': { server: 'server answers the report' },
    'xstate.error.actor.loadReport': { server: 'server fails', arrange: 'serverFails' },
    NEW: { user: 'click', target: button('productsImporter.screen.actions.again') },
  },
};

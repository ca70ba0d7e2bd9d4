import type { ImportAnalysis, ImportReport } from '@domain/importer-answers';
import type { Job } from '@domain/jobs';
import { Refusal } from '@domain/refusal';
import type { MachineEntry } from './catalog-types';
import { productsImporterMachine } from './products-importer.machine';

/** The upload's answer: a column check with nothing missing, or with the shown name missing. */
const analysis = (missing: boolean): ImportAnalysis => ({
  upload_id: 3,
  file_name: 'produkty.xlsx',
  for_update: false,
  total_rows: 2,
  rows_with_errors: 1,
  mapping: {
    recognised: [{ index: 1, key: 'gtin', label: 'GTIN' }],
    unknown: [{ index: 2, header: 'uwagi' }],
    missing: missing ? [{ key: 'name_to_show', label: 'Nazwa handlowa' }] : [],
  },
  preview: [
    {
      row: 3,
      cells: { gtin: '5901234123457' },
      problems: [],
    },
  ],
});

const job = (status: Job['status']): Job => ({
  id: 51,
  title: 'Import produktów: produkty.xlsx',
  jobs_key: 'main',
  status,
  output: {
    current_item: status === 'running' ? 1 : 0,
    total_items: 2,
    percentage: status === 'running' ? 50 : 0,
  },
  result: null,
});

const report: ImportReport = {
  job_id: 51,
  file_name: 'produkty.xlsx',
  summary: { total: 2, created: 1, updated: 0, failed: 1, with_warnings: 0 },
  rows: [
    {
      row: 4,
      gtin: '5901234123458',
      outcome: 'failed',
      problems: [{ column: 'gtin', label: 'GTIN', message: 'Nieprawidłowa cyfra kontrolna', level: 'error' }],
    },
  ],
  truncated: false,
  download: '/api/jobs/51/file',
};

/** §2 Products importer: every event with one payload per guard branch, and the actors' answers. */
export const productsImporterEntry: MachineEntry = {
  id: 'productsImporter',
  titleKey: 'statecharts.machines.productsImporter',
  spec: '§2 Products importer, §7 importer template, §4 Jobs',
  machine: productsImporterMachine,
  events: [
    {
      type: 'xstate.done.actor.loadSettings',
      output: { max_rows: 20000, max_bytes: 10485760, categories: [] },
    },
    { type: 'xstate.error.actor.loadSettings', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'UPLOAD', source: { name: 'produkty.xlsx' }, forUpdate: false },
    { type: 'PROGRESS', fraction: 0.5 },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.upload', output: analysis(false) },
    { type: 'xstate.done.actor.upload', output: analysis(true) },
    { type: 'xstate.error.actor.upload', error: new Refusal('To nie jest plik xlsx.') },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'CONFIRM' },
    { type: 'DISMISS' },
    { type: 'xstate.done.actor.startImport', output: job('pending') },
    {
      type: 'xstate.error.actor.startImport',
      error: new Refusal('Import tego pliku został już uruchomiony.'),
    },
    { type: 'JOB_PROGRESS', job: job('running') },
    { type: 'xstate.done.actor.awaitImport', output: job('finished') },
    { type: 'xstate.done.actor.awaitImport', output: job('failed') },
    { type: 'xstate.error.actor.awaitImport', error: new Error('lost') },
    { type: 'xstate.done.actor.loadReport', output: report },
    { type: 'xstate.error.actor.loadReport', error: new Error('offline') },
    { type: 'NEW' },
  ],
  // The flow is told apart by its state and what it holds, not by progress figures.
  serialize: (snapshot) => {
    const context = snapshot.context as {
      analysis: ImportAnalysis | null;
      job: Job | null;
      report: ImportReport | null;
      error: string | null;
      settings: unknown;
    };
    return JSON.stringify([
      snapshot.value,
      context.settings !== null,
      context.analysis?.mapping.missing.length ?? null,
      context.job?.status ?? null,
      context.report !== null,
      context.error !== null,
    ]);
  },
};

import type { GlnImportCheck } from '@domain/gln-import-answers';
import type { Job as JobAnswer } from '@domain/jobs';
import type { MachineEntry } from './catalog-types';
import { glnImportMachine, type GlnImportContext } from './gln-import.machine';

/** The report the replays answer with: one good row, one with a wrong check digit. */
export const demoGlnReport: GlnImportCheck = {
  import_id: 3,
  file_name: 'gln.csv',
  total_rows: 2,
  good_rows: 1,
  bad_rows: 1,
  as_job: false,
  rows: [
    {
      row: 2,
      company: 'Browar Pod Lipą S.A.',
      gln: '5901111000022',
      company_name: 'Browar Pod Lipą S.A.',
      current_gln: '5907654000019',
      problems: [],
    },
    {
      row: 3,
      company: 'Mleczarnia Zielona Dolina Sp. z o.o.',
      gln: '5901111000034',
      company_name: 'Mleczarnia Zielona Dolina Sp. z o.o.',
      current_gln: '5901234000017',
      problems: ['GLN musi mieć 13 cyfr i poprawną cyfrę kontrolną.'],
    },
  ],
};

const demoJob: JobAnswer = {
  id: 41,
  title: 'Import GLN: gln.csv',
  jobs_key: 'main',
  status: 'pending',
  output: { current_item: 0, total_items: 2, percentage: 0 },
  result: null,
};

/** §6 Import GLN file: the admin's upload, report and apply. */
export const glnImportEntry: MachineEntry = {
  id: 'glnImport',
  titleKey: 'statecharts.machines.glnImport',
  spec: '§6 Roles and permissions (import GLN file), §4 Jobs',
  machine: glnImportMachine,
  serialize: ({ value, context }) => {
    const c = context as GlnImportContext;
    return JSON.stringify([value, c.file !== null, c.report !== null, c.mode, c.error !== null, c.hint]);
  },
  events: [
    { type: 'FILE.CHOOSE', name: 'gln.csv' },
    { type: 'CHECK' },
    { type: 'MODE.CHANGE', mode: 'good_rows' },
    { type: 'MODE.CHANGE', mode: 'all' },
    { type: 'APPLY' },
    { type: 'BACK' },
    { type: 'RESTART' },
    { type: 'xstate.done.actor.check', output: demoGlnReport },
    {
      type: 'xstate.error.actor.check',
      error: new Error('Brak wymaganych kolumn: w pierwszym wierszu muszą być „firma” (albo „nip”) i „gln”.'),
    },
    {
      type: 'xstate.done.actor.apply',
      output: {
        kind: 'applied',
        applied: {
          applied: 1,
          unchanged: 0,
          skipped: 1,
          message: 'Zapisano: 1, bez zmian: 0, pominięto: 1.',
        },
      },
    },
    { type: 'xstate.done.actor.apply', output: { kind: 'queued', job: demoJob } },
    { type: 'xstate.error.actor.apply', error: new Error('Ten plik został już zapisany.') },
  ],
};

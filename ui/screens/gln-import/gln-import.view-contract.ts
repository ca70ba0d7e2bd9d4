import type { GlnImportContext } from '@machines/gln-import.machine';
import type { Target, ViewContract } from '@machines/view-contract';

/** A small GLN file the Chromium replay may send (the jsdom replay gives the field an empty file of its name). */
export const GLN_FIXTURE = 'tests/e2e/fixtures/gln-import.csv';

const fileField: Target = { label: 'glnImport.file' };
const check = { role: 'button', name: 'glnImport.check' };
const apply = { role: 'button', name: 'glnImport.apply' };
const back = { role: 'button', name: 'glnImport.back' };
const another = { role: 'button', name: 'glnImport.another' };
const modeRadio = (mode: string): Target => ({ role: 'radio', name: `glnImport.mode.${mode}` });

/** §6 Import GLN file: what the admin sees in each state of glnImport. */
export const glnImportViewContract: ViewContract<GlnImportContext> = {
  machineId: 'glnImport',
  screen: 'gln-import',
  route: '/company/gln-import',
  states: {
    'glnImport.choosing': (context) => [
      { see: fileField },
      { see: check, disabled: false },
      context.hint === 'noFile'
        ? { see: { text: 'glnImport.errors.noFile' } }
        : { absent: { text: 'glnImport.errors.noFile' } },
      context.error !== null
        ? { see: { text: { literal: context.error } } }
        : context.hint === null
          ? { absent: { role: 'alert' } }
          : { see: { role: 'alert' } },
    ],
    'glnImport.checking': [
      { see: check, disabled: true },
      { see: { role: 'status', name: 'glnImport.checking' } },
    ],
    'glnImport.checked': (context) => [
      {
        see: {
          text: {
            key: 'glnImport.summary',
            values: {
              total: context.report!.total_rows,
              good: context.report!.good_rows,
              bad: context.report!.bad_rows,
            },
          },
        },
      },
      { see: apply, disabled: false },
      { see: modeRadio(context.mode) },
      context.hint === 'blocked'
        ? { see: { text: 'glnImport.blocked' } }
        : { absent: { text: 'glnImport.blocked' } },
      context.error !== null
        ? { see: { text: { literal: context.error } } }
        : context.hint === null
          ? { absent: { role: 'alert' } }
          : { see: { role: 'alert' } },
    ],
    'glnImport.applying': [{ see: { role: 'button', name: 'glnImport.applying' }, disabled: true }],
    'glnImport.applied': (context) => [
      { see: { text: 'glnImport.applied' } },
      { see: { text: { literal: context.applied!.message } } },
      { see: another },
    ],
    'glnImport.queued': [{ see: { text: 'glnImport.queuedTitle' } }, { see: another }],
  },
  events: {
    'FILE.CHOOSE': { user: 'upload', target: fileField, file: GLN_FIXTURE },
    CHECK: { user: 'click', target: check },
    'MODE.CHANGE': (event, context) =>
      context.mode === event['mode']
        ? { app: 'the mode chosen already stays chosen' }
        : { user: 'click', target: modeRadio(String(event['mode'])) },
    APPLY: { user: 'click', target: apply },
    BACK: { user: 'click', target: back },
    RESTART: { user: 'click', target: another },
    'xstate.done.actor.check': { server: 'server answers the per-row report' },
    'xstate.error.actor.check': { server: 'server answers 400: the file lacks the company or GLN column' },
    'xstate.done.actor.apply': (event) =>
      (event['output'] as { kind: string }).kind === 'queued'
        ? { server: 'server answers 202: a large file is applied by a background job' }
        : { server: 'server answers 200: the GLNs are written' },
    'xstate.error.actor.apply': { server: 'server answers 409: the file was applied already' },
  },
};

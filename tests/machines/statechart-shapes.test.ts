import { createMachine, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readChart } from '@machines/statechart-model';
import { createSvgRenderer } from '../../scripts/statecharts/render-svg';
import { businessModel, technicalModel } from '../../scripts/statecharts/diagram-model';
import { toDot } from '../../scripts/statecharts/to-dot';
import { toMermaid } from '../../scripts/statecharts/to-mermaid';
import { toScxml } from '../../scripts/statecharts/to-scxml';
import { isComplete } from './harness/coverage';
import { runModel } from './harness/run-model';

/** Shapes no catalog machine has yet (parallel regions, history, multi-target, root transitions, delays). */
const upload = setup({
  types: {
    context: {} as { size: number },
    events: {} as { type: 'PICK' } | { type: 'PAUSE' } | { type: 'RESUME' } | { type: 'RESET' },
  },
  actors: { send: fromPromise(async () => 'ok') },
  guards: { isSmall: ({ context }) => context.size < 10 },
  delays: { TICK: ({ context }) => context.size * 100 },
}).createMachine({
  id: 'upload',
  context: { size: 3 },
  initial: 'idle',
  on: { RESET: '.idle' },
  states: {
    idle: { on: { PICK: 'busy' } },
    busy: {
      type: 'parallel',
      on: { PAUSE: '.transfer.hist' },
      states: {
        transfer: {
          initial: 'sending',
          states: {
            sending: { invoke: { id: 'send', src: 'send', onDone: 'sent' } },
            sent: { type: 'final' },
            hist: { type: 'history', history: 'deep' },
          },
        },
        progress: {
          initial: 'waiting',
          states: {
            waiting: { after: { TICK: 'ticked' } },
            ticked: { after: { 250: 'settled' } },
            settled: { always: [{ guard: 'isSmall', target: '#upload.done' }] },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('exports of a machine with parallel regions, history and delays', () => {
  const chart = readChart(upload);

  it.each(['technical', 'business'] as const)(
    'renders the %s view without Graphviz warnings, regions as dashed clusters and finals with a double border',
    async (view) => {
      const model = view === 'technical' ? technicalModel(chart, upload) : businessModel(chart, upload, null);
      const svg = (await createSvgRenderer())(toDot(model));
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.getElementById('state:upload.busy.transfer')?.getAttribute('class')).toContain(
        'region',
      );
      expect(
        document
          .getElementById('state:upload.busy.transfer')
          ?.querySelector('path')
          ?.getAttribute('stroke-dasharray'),
      ).toBeTruthy();
      expect(document.getElementById('state:upload.done')?.querySelectorAll('path').length).toBe(2);
      expect(document.getElementById('edge:upload:RESET:0')).not.toBeNull();
      // A delay that depends on the context keeps its name; a fixed one is given in seconds.
      expect(document.documentElement.textContent).toContain(
        view === 'technical' ? 'after 250 (0,25 s)' : 'po 0,25 s',
      );
    },
  );

  it('writes SCXML with <parallel>, <history>, <final>, timers and a top state for root transitions', () => {
    const scxml = toScxml(chart, '§0 test');
    const document = new DOMParser().parseFromString(scxml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelector('parallel')?.getAttribute('id')).toBe('upload.busy');
    expect(document.querySelector('history')?.getAttribute('type')).toBe('deep');
    expect(
      [...document.querySelectorAll('send')].map(
        (send) => send.getAttribute('delayexpr') ?? send.getAttribute('delay'),
      ),
    ).toEqual(['TICK', '250ms']);
    expect(document.documentElement.getAttribute('initial')).toBe('upload');
  });

  it('writes Mermaid regions separated by --', () => {
    expect(toMermaid(chart, 'Upload')).toMatch(/\n\s+--\n/);
  });

  it('replays parallel states and context-dependent delays on a live actor', async () => {
    const states: string[] = [];
    const result = await runModel(
      {
        id: 'upload',
        titleKey: '',
        spec: '',
        machine: upload,
        events: [
          { type: 'PICK' },
          { type: 'PAUSE' },
          { type: 'RESET' },
          { type: 'xstate.done.actor.send', output: 'ok' },
          { type: 'xstate.after.TICK.upload.busy.progress.waiting' },
          { type: 'xstate.after.250.upload.busy.progress.ticked' },
        ],
      },
      { assertState: (state) => void states.push(state) },
    );
    expect(result.failures).toEqual([]);
    expect(states).toContain('busy.transfer.sending, busy.progress.waiting');
    // The history pseudo-state is never active; it counts as reached when a transition goes to it.
    expect(isComplete(result.totals)).toBe(true);
  });
});

it('fails a path whose delayed transition always loses the race against a shorter timer', async () => {
  const race = createMachine({
    id: 'race',
    initial: 'a',
    states: { a: { after: { 100: 'b', 200: 'c' } }, b: {}, c: {} },
  });
  const events = [{ type: 'xstate.after.100.race.a' }, { type: 'xstate.after.200.race.a' }];
  const result = await runModel({ id: 'race', titleKey: '', spec: '', machine: race, events });
  expect(result.failures.map((failure) => failure.path)).toEqual([
    'shortest #1: xstate.init → xstate.after.200.race.a',
  ]);
});

// createMachine without setup() must work too (the chart reads only the state nodes).
it('reads a machine made with createMachine alone', () => {
  const chart = readChart(
    createMachine({ id: 'tiny', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } }),
  );
  expect(chart.edges.map((edge) => edge.id)).toEqual(['edge:tiny.a:GO:0']);
});

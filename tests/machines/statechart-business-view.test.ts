import { setup } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatechartDescriptions } from '@contract/statecharts';
import { bulkEditMachine } from '@machines/bulk-edit.machine';
import { dataTableMachine } from '@machines/data-table.machine';
import { productFormMachine } from '@machines/product-form.machine';
import { productSaveMachine } from '@machines/product-save.machine';
import { readChart } from '@machines/statechart-model';
import { businessModel } from '../../scripts/statecharts/diagram-model';
import { createSvgRenderer, type SvgRenderer } from '../../scripts/statecharts/render-svg';
import { toDot } from '../../scripts/statecharts/to-dot';

/** A card's approval: a routing state after the check, a targetless note, a named delay and a compound. */
const approval = setup({
  types: {
    context: {} as { ok: boolean },
    events: {} as { type: 'CHECK' } | { type: 'NOTE' } | { type: 'BACK' },
  },
  guards: { isOk: ({ context }) => context.ok },
  delays: { FLASH: 500 },
}).createMachine({
  id: 'approval',
  context: { ok: true },
  initial: 'draft',
  states: {
    draft: { on: { CHECK: 'deciding', NOTE: { actions: [] } } },
    deciding: { always: [{ guard: 'isOk', target: 'approved' }, { target: 'rejected' }] },
    approved: {
      initial: 'shown',
      on: { BACK: 'draft' },
      states: { shown: { after: { FLASH: 'quiet' } }, quiet: {} },
    },
    rejected: {},
  },
});

/** The descriptions file of the fixture (only some entries: the rest falls back to derived words). */
const descriptions: StatechartDescriptions = {
  machine: { pl: 'Zatwierdzanie karty', de: 'Freigabe der Karte', ro: 'Aprobarea fișei' },
  states: {
    'approval.draft': {
      label: { pl: '5 Szkic', de: '5 Entwurf', ro: '5 Ciornă' },
      spec: '§4 Product status',
    },
    'approval.approved': { label: { pl: '2 Gotowa', de: '2 Fertig', ro: '2 Gata' } },
  },
  transitions: {
    'edge:approval.draft:CHECK:0': { label: { pl: 'użytkownik klika Sprawdź', de: 'x', ro: 'y' } },
    'edge:approval.deciding:always:0': { label: { pl: 'gdy karta spełnia reguły', de: 'x', ro: 'y' } },
    'edge:approval.draft:NOTE:0': { label: { pl: 'użytkownik dopisuje uwagę', de: 'x', ro: 'y' } },
  },
};

function svgOf(
  render: SvgRenderer,
  machine: typeof approval | typeof productSaveMachine,
  texts: StatechartDescriptions | null,
) {
  const svg = render(toDot(businessModel(readChart(machine), machine, texts)));
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** The box of a cluster's border, from the numbers of its outline path. */
function box(element: Element | null) {
  const numbers =
    (element?.querySelector('path')?.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** §2 Statecharts for product owners: the business view of a machine. */
describe('business view of a statechart', () => {
  let render: SvgRenderer;
  beforeAll(async () => {
    render = await createSvgRenderer();
  });

  it('names states and transitions with the descriptions file, in Polish', () => {
    const svg = svgOf(render, approval, descriptions);
    expect(svg.getElementById('state:approval.draft')?.textContent).toContain('5 Szkic');
    expect(svg.getElementById('state:approval.approved')?.textContent).toContain('2 Gotowa');
    expect(svg.documentElement.textContent).toContain('użytkownik klika Sprawdź');
  });

  it('falls back to words derived from the machine where an entry is missing', () => {
    const svg = svgOf(render, approval, null);
    expect(svg.getElementById('state:approval.draft')?.textContent).toContain('Draft');
    expect(svg.getElementById('state:approval.rejected')?.textContent).toContain('Rejected');
  });

  it('hides a routing state and draws the transition through it to where the flow rests', () => {
    const svg = svgOf(render, approval, descriptions);
    expect(svg.getElementById('state:approval.deciding')).toBeNull();
    const toApproved = svg.getElementById('edge:approval.draft:CHECK:0');
    expect(toApproved?.getAttribute('class')).toContain('edge:approval.deciding:always:0');
    expect(toApproved?.textContent).toContain('użytkownik klika Sprawdź, gdy karta spełnia reguły');
    const lines = [...svg.querySelectorAll('g.edge')].map((line) => line.getAttribute('class') ?? '');
    expect(lines.some((line) => line.includes('edge:approval.deciding:always:1'))).toBe(true);
    expect(svg.documentElement.textContent).not.toContain('always');
  });

  it('writes a transition that stays in its state as "obsługuje: …" inside the state, with the edge id', () => {
    const svg = svgOf(render, approval, descriptions);
    const note = svg.getElementById('edge:approval.draft:NOTE:0');
    expect(note?.textContent).toContain('użytkownik dopisuje uwagę');
    expect(note?.closest('[id="state:approval.draft"]')).not.toBeNull();
    expect(svg.getElementById('state:approval.draft')?.textContent).toContain('obsługuje:');
  });

  it('gives a delay in seconds from the machine', () => {
    const svg = svgOf(render, approval, null);
    expect(
      svg.getElementById('edge:approval.approved.shown:xstate.after.FLASH.approval.approved.shown:0')
        ?.textContent,
    ).toContain('po 0,5 s');
    expect(svgOf(render, productSaveMachine, null).documentElement.textContent).toContain('po 2 s');
  });

  it('draws a transition of a compound state from its border, not from its initial state', () => {
    const svg = svgOf(render, approval, descriptions);
    const border = box(svg.getElementById('state:approval.approved'));
    const start = /M(-?[\d.]+),(-?[\d.]+)/.exec(
      svg.getElementById('edge:approval.approved:BACK:0')?.querySelector('path')?.getAttribute('d') ?? '',
    );
    const [x, y] = [Number(start?.[1]), Number(start?.[2])];
    const onBorder = [x - border.left, border.right - x, y - border.top, border.bottom - y].some(
      (distance) => Math.abs(distance) < 2,
    );
    expect(onBorder).toBe(true);
    const dot = toDot(businessModel(readChart(approval), approval, descriptions));
    expect(dot).not.toMatch(/"initial:approval\.approved" -> "[^"]+" \[id="edge:/);
  });

  it('keeps the product form readable: its eleven field changes are lines inside "ready", not loops', async () => {
    const render = await createSvgRenderer();
    const chart = readChart(productFormMachine);
    const svg = new DOMParser().parseFromString(
      render(toDot(businessModel(chart, productFormMachine, null))),
      'image/svg+xml',
    );
    const folded = chart.edges.filter((edge) => edge.source === 'productForm.ready' && edge.targetless);
    expect(folded.length).toBeGreaterThan(5);
    for (const edge of folded) expect(svg.getElementById(edge.id)?.getAttribute('class')).toContain('folded');
    const loops = [...svg.querySelectorAll('g.edge title')].filter((title) =>
      /^(.+)&#45;&gt;\1$|^(.+)->\2$/.test(title.textContent ?? ''),
    );
    expect(loops).toEqual([]);
  });

  it('shows bulk edit by its statuses: the routing after each answer is one decision, the start is hidden', () => {
    const chart = readChart(bulkEditMachine);
    const svg = new DOMParser().parseFromString(
      render(toDot(businessModel(chart, bulkEditMachine, null))),
      'image/svg+xml',
    );
    expect(svg.getElementById('state:bulkEdit.start')).toBeNull();
    expect(svg.getElementById('state:bulkEdit.routing')?.getAttribute('class')).toContain('choice');
    for (const status of ['created', 'edited', 'validated', 'saved'])
      expect(svg.getElementById(`state:bulkEdit.${status}`)).not.toBeNull();
  });

  it('draws the data table list\'s own transitions from "w każdym stanie wewnątrz", not from its initial dot', () => {
    const chart = readChart(dataTableMachine);
    const dot = toDot(businessModel(chart, dataTableMachine, null));
    expect(dot).not.toMatch(/"initial:dataTable\.list" -> "[^"]+" \[id="edge:/);
    expect(dot).toContain('"inner:dataTable.list" -> "dataTable.list.loading"');
  });
});

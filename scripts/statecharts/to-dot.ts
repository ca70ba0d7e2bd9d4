import type { ChartState } from '@machines/statechart-model';
import { chartWord } from '@machines/statechart-texts';
import { anyStateLabel, type DiagramModel, type DrawnEdge, type Note } from './diagram-model';
import { findState, isWithin } from './labels';
import { dotString, escapeXml } from './xml';

/** The calm look of every diagram: one teal accent, grey edges, rounded boxes. */
export const LOOK = {
  accent: '#0d9488',
  edge: '#475569',
  label: '#334155',
  text: '#0f172a',
  muted: '#64748b',
} as const;
/** Graphviz measures text with its own Helvetica metrics; the SVG asks the browser for Inter first. */
const LAYOUT_FONT = 'Helvetica';

type Value = string | number | { html: string };

function attributes(values: Record<string, Value | undefined>): string {
  const parts = Object.entries(values)
    .filter((entry): entry is [string, Value] => entry[1] !== undefined)
    .map(
      ([key, value]) =>
        `${key}=${typeof value === 'object' ? `<${value.html}>` : typeof value === 'number' ? value : dotString(value)}`,
    );
  return `[${parts.join(', ')}]`;
}

const cluster = (id: string) => `cluster_${id}`;
const initialNode = (id: string) => `initial:${id}`;
/** An invisible point inside a compound state: lines leave and enter at the state's border through it. */
const anchorNode = (id: string) => `anchor:${id}`;
/** "w każdym stanie wewnątrz": the source of a compound state's transitions to its own children. */
const innerNode = (id: string) => `inner:${id}`;

const isCluster = (state: ChartState): boolean => state.type === 'compound' || state.type === 'parallel';

/**
 * One row per folded transition, each a cell with the transition's edge id (Graphviz writes the cell as
 * `a_<id>`; render-svg gives it back its own id) so the viewer colours and opens it like a line.
 */
function noteRows(model: DiagramModel, notes: readonly Note[]): string {
  if (!notes.length) return '';
  const heading = `<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="9" COLOR="${LOOK.muted}">${escapeXml(model.notesHeading)}</FONT></TD></TR>`;
  const rows = notes.map(
    (note) =>
      `<TR><TD ALIGN="LEFT" ID="${escapeXml(note.id)}" HREF="#" TOOLTIP="${escapeXml(note.text)}"><FONT POINT-SIZE="9" COLOR="${LOOK.label}">· ${escapeXml(note.text)}</FONT></TD></TR>`,
  );
  return heading + rows.join('');
}

function stateLabel(model: DiagramModel, state: ChartState, align: 'CENTER' | 'LEFT'): { html: string } {
  const details = model
    .details(state)
    .map(
      (line) =>
        `<TR><TD ALIGN="${align}"><FONT POINT-SIZE="9" COLOR="${LOOK.muted}">${escapeXml(line)}</FONT></TD></TR>`,
    )
    .join('');
  const notes = noteRows(model, model.notes.get(state.id) ?? []);
  if (!details && !notes) return { html: escapeXml(model.title(state)) };
  return {
    html: `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD ALIGN="${align}">${escapeXml(model.title(state))}</TD></TR>${details}${notes}</TABLE>`,
  };
}

/** Where a line ends at a state: the node itself, or for a compound state its border (or its inside). */
function endpoint(
  model: DiagramModel,
  stateId: string,
  other: string,
  end: 'tail' | 'head',
): { node: string; clip: string | undefined } {
  const { chart } = model;
  const state = findState(chart, stateId);
  // A transition of the machine itself applies in every state: it is drawn from an "any state" label.
  if (!state) return { node: anchorNode(chart.root.id), clip: undefined };
  if (!isCluster(state)) return { node: state.id, clip: undefined };
  const inside = other !== stateId && isWithin(chart, other, stateId);
  if (end === 'tail')
    return inside
      ? { node: innerNode(state.id), clip: undefined }
      : { node: anchorNode(state.id), clip: cluster(state.id) };
  // Entering a compound state again from inside it starts over at its initial state.
  if (inside && state.type === 'compound') return { node: initialNode(state.id), clip: undefined };
  return { node: anchorNode(state.id), clip: inside ? undefined : cluster(state.id) };
}

function initialLines(model: DiagramModel, owner: string, indent: string): string[] {
  const initials = model.initials.filter((initial) => initial.owner === owner);
  if (!initials.length) return [];
  const dot = attributes({
    id: initialNode(owner),
    class: 'initial',
    shape: 'point',
    width: 0.12,
    color: LOOK.accent,
    fillcolor: LOOK.accent,
    style: 'filled',
    label: '',
  });
  return [
    `${indent}${dotString(initialNode(owner))} ${dot};`,
    ...initials.map((initial, index) => {
      const head = endpoint(model, initial.target, owner, 'head');
      const edge = attributes({
        id: initials.length > 1 ? `initial-edge:${owner}:${index}` : `initial-edge:${owner}`,
        class: ['initial', ...initial.edgeIds].join(' '),
        lhead: head.clip,
        label: initial.label ? { html: escapeXml(initial.label) } : undefined,
        arrowsize: 0.6,
        color: LOOK.accent,
      });
      return `${indent}${dotString(initialNode(owner))} -> ${dotString(head.node)} ${edge};`;
    }),
  ];
}

function needsInner(model: DiagramModel, state: ChartState): boolean {
  return model.edges.some(
    (edge) =>
      edge.source === state.id && edge.target !== state.id && isWithin(model.chart, edge.target, state.id),
  );
}

function renderState(model: DiagramModel, state: ChartState, indent: string, inParallel: boolean): string[] {
  if (model.hidden.has(state.id)) return [];
  if (model.choices.has(state.id)) {
    const choice = attributes({
      id: state.elementId,
      class: 'state choice',
      shape: 'diamond',
      style: 'filled',
      fillcolor: '#ffffff',
      width: 0.3,
      height: 0.3,
      fixedsize: 'true',
      label: '',
      xlabel: { html: `<FONT POINT-SIZE="9" COLOR="${LOOK.muted}">${escapeXml(model.title(state))}</FONT>` },
    });
    return [`${indent}${dotString(state.id)} ${choice};`];
  }
  if (!isCluster(state)) {
    const shape = state.type === 'history' ? { shape: 'circle', width: 0.3, fixedsize: 'true' } : {};
    const node = attributes({
      id: state.elementId,
      class: `state ${state.type}`,
      label: stateLabel(model, state, model.notes.has(state.id) ? 'LEFT' : 'CENTER'),
      peripheries: state.type === 'final' ? 2 : undefined,
      ...shape,
    });
    return [`${indent}${dotString(state.id)} ${node};`];
  }
  const inner = `${indent}  `;
  const graph = {
    id: state.elementId,
    class: `state ${state.type}${inParallel ? ' region' : ''}`,
    label: stateLabel(model, state, 'LEFT'),
    style: inParallel ? 'rounded,dashed' : 'rounded',
    // Points inside a cluster (the root graph's margin would be inches).
    margin: '12',
  };
  const anchor = `${inner}${dotString(anchorNode(state.id))} ${attributes({ id: anchorNode(state.id), class: 'anchor', shape: 'point', style: 'invis', width: 0.01, label: '' })};`;
  const innerLabel = model.view === 'business' ? chartWord('pl', 'anyChild') : 'any state inside';
  return [
    `${indent}subgraph ${dotString(cluster(state.id))} {`,
    ...Object.entries(graph).map(
      ([key, value]) => `${inner}${key}=${typeof value === 'object' ? `<${value.html}>` : dotString(value)};`,
    ),
    ...(state.type === 'compound' ? initialLines(model, state.id, inner) : []),
    anchor,
    ...(needsInner(model, state)
      ? [
          `${inner}${dotString(innerNode(state.id))} ${attributes({ id: innerNode(state.id), class: 'anchor any-state', shape: 'plaintext', label: innerLabel, fontcolor: LOOK.muted, fontsize: 10, height: 0.2 })};`,
        ]
      : []),
    ...state.children.flatMap((child) => renderState(model, child, inner, state.type === 'parallel')),
    `${indent}}`,
  ];
}

function edgeLine(model: DiagramModel, edge: DrawnEdge): string {
  const source = endpoint(model, edge.source, edge.target, 'tail');
  const target = endpoint(model, edge.target, edge.source, 'head');
  const [first, ...more] = edge.rows;
  // The first row is the line's own id; every further transition's row gets its edge id (see noteRows).
  const label =
    first && more.length
      ? `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR><TD>${escapeXml(first.text)}</TD></TR>${more.map((row) => `<TR><TD ID="${escapeXml(row.id)}" HREF="#" TOOLTIP="${escapeXml(row.text)}">${escapeXml(row.text)}</TD></TR>`).join('')}</TABLE>`
      : escapeXml(first?.text ?? '');
  const line = attributes({
    id: edge.id,
    class: ['transition', edge.kind, ...edge.edgeIds].join(' '),
    // A line clipped at a compound state's border gets its words placed after the clipping (xlabel),
    // or they would float inside the compound state where the unclipped line ran.
    [source.clip || target.clip ? 'xlabel' : 'label']: label ? { html: label } : undefined,
    ltail: source.clip,
    lhead: target.clip,
    style: edge.kind === 'after' ? 'dashed' : undefined,
  });
  return `  ${dotString(source.node)} -> ${dotString(target.node)} ${line};`;
}

/** The "any state" label of the machine's own transitions, with the ones that stay listed in it. */
function anyStateNode(model: DiagramModel): string[] {
  const root = model.chart.root;
  const notes = model.notes.get(root.id) ?? [];
  const drawn = model.edges.some((edge) => edge.source === root.id || edge.target === root.id);
  if (!notes.length && !drawn) return [];
  const title = `<FONT COLOR="${LOOK.muted}" POINT-SIZE="10">${escapeXml(anyStateLabel(model.view))}</FONT>`;
  const label = notes.length
    ? `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1"><TR><TD ALIGN="LEFT">${title}</TD></TR>${noteRows(model, notes)}</TABLE>`
    : title;
  return [
    `  ${dotString(anchorNode(root.id))} ${attributes({ id: anchorNode(root.id), class: 'anchor any-state', shape: notes.length ? 'note' : 'plaintext', color: '#cbd5e1', style: 'filled', fillcolor: '#f8fafc', label: { html: label } })};`,
  ];
}

/** §2 Statecharts: a Graphviz graph of one view of a machine, with stable element ids for coverage colouring. */
export function toDot(model: DiagramModel, options: { rankdir?: 'LR' | 'TB' } = {}): string {
  const { chart } = model;
  const root = chart.root;
  const regions = root.type === 'parallel';
  return [
    `digraph ${dotString(chart.machineId)} {`,
    `  ${attributes({ id: `chart:${chart.machineId}`, class: `statechart ${model.view}`, compound: 'true', rankdir: options.rankdir ?? 'LR', newrank: 'true', fontname: LAYOUT_FONT, fontsize: 12, fontcolor: LOOK.text, color: LOOK.accent, penwidth: 1.2, nodesep: 0.6, ranksep: 0.8, pad: 0.25, bgcolor: 'transparent', labeljust: 'l' }).replace(/^\[/, 'graph [')};`,
    `  ${attributes({ shape: 'box', style: 'rounded,filled', fillcolor: '#ffffff', color: LOOK.accent, penwidth: 1.4, fontname: LAYOUT_FONT, fontsize: 12, fontcolor: LOOK.text, margin: '0.18,0.08', height: 0.42 }).replace(/^\[/, 'node [')};`,
    `  ${attributes({ color: LOOK.edge, fontcolor: LOOK.label, fontname: LAYOUT_FONT, fontsize: 10, arrowsize: 0.7, penwidth: 1 }).replace(/^\[/, 'edge [')};`,
    ...(regions ? [] : initialLines(model, root.id, '  ')),
    ...anyStateNode(model),
    ...root.children.flatMap((child) => renderState(model, child, '  ', regions)),
    ...model.edges.map((edge) => edgeLine(model, edge)),
    '}',
    '',
  ].join('\n');
}

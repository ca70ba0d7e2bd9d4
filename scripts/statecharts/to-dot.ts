import type { Chart, ChartEdge, ChartState } from '@machines/statechart-model';
import { eventLabel, findState, isWithin } from './labels';
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
const anchorNode = (id: string) => `anchor:${id}`;

/** The node an edge to or from a state attaches to, and the cluster that clips the edge at its border. */
function endpoint(
  state: ChartState | undefined,
  rootId: string,
): { node: string; cluster: string | undefined } {
  // A transition of the machine itself applies in every state: it is drawn from an "any state" label.
  if (!state) return { node: anchorNode(rootId), cluster: undefined };
  if (state.type === 'compound') return { node: initialNode(state.id), cluster: cluster(state.id) };
  if (state.type === 'parallel') return { node: anchorNode(state.id), cluster: cluster(state.id) };
  return { node: state.id, cluster: undefined };
}

function stateLabel(state: ChartState): { html: string } {
  if (state.type === 'history') return { html: state.history === 'deep' ? 'H*' : 'H' };
  const invokes = state.invokes.map(
    ({ src }) => `<BR/><FONT POINT-SIZE="9" COLOR="${LOOK.muted}">invoke ${escapeXml(src)}</FONT>`,
  );
  return { html: `${escapeXml(state.key)}${invokes.join('')}` };
}

function initialDot(owner: string, target: ChartState | undefined, indent: string, rootId: string): string[] {
  if (!target) return [];
  const head = endpoint(target, rootId);
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
  const edge = attributes({
    id: `initial-edge:${owner}`,
    class: 'initial',
    lhead: head.cluster,
    arrowsize: 0.6,
    color: LOOK.accent,
  });
  return [
    `${indent}${dotString(initialNode(owner))} ${dot};`,
    `${indent}${dotString(initialNode(owner))} -> ${dotString(head.node)} ${edge};`,
  ];
}

function renderState(state: ChartState, indent: string, inParallel: boolean, rootId: string): string[] {
  if (state.type !== 'compound' && state.type !== 'parallel') {
    const shape = state.type === 'history' ? { shape: 'circle', width: 0.3, fixedsize: 'true' } : {};
    const node = attributes({
      id: state.elementId,
      class: `state ${state.type}`,
      label: stateLabel(state),
      peripheries: state.type === 'final' ? 2 : undefined,
      ...shape,
    });
    return [`${indent}${dotString(state.id)} ${node};`];
  }
  const inner = `${indent}  `;
  const graph = {
    id: state.elementId,
    class: `state ${state.type}${inParallel ? ' region' : ''}`,
    label: stateLabel(state),
    style: inParallel ? 'rounded,dashed' : 'rounded',
    // Points inside a cluster (the root graph's margin would be inches).
    margin: '12',
  };
  const start =
    state.type === 'compound'
      ? initialDot(
          state.id,
          state.children.find((child) => child.id === state.initial),
          inner,
          rootId,
        )
      : [
          `${inner}${dotString(anchorNode(state.id))} ${attributes({ id: anchorNode(state.id), class: 'anchor', shape: 'point', style: 'invis', width: 0.01, label: '' })};`,
        ];
  return [
    `${indent}subgraph ${dotString(cluster(state.id))} {`,
    ...Object.entries(graph).map(
      ([key, value]) => `${inner}${key}=${typeof value === 'object' ? `<${value.html}>` : dotString(value)};`,
    ),
    ...start,
    ...state.children.flatMap((child) => renderState(child, inner, state.type === 'parallel', rootId)),
    `${indent}}`,
  ];
}

function edgeLine(chart: Chart, edge: ChartEdge): string {
  const rootId = chart.root.id;
  const source = endpoint(findState(chart, edge.source), rootId);
  const target = endpoint(findState(chart, edge.target), rootId);
  const loop = edge.source === edge.target;
  const guard = edge.guard ? ` <FONT COLOR="${LOOK.muted}">[${escapeXml(edge.guard)}]</FONT>` : '';
  const line = attributes({
    id: edge.id,
    class: `transition ${edge.kind}`,
    label: { html: `${escapeXml(eventLabel(edge))}${guard}` },
    // Clipping at a cluster border only makes sense when the edge leaves (or enters) that cluster.
    ltail: loop || isWithin(chart, edge.target, edge.source) ? undefined : source.cluster,
    lhead: loop || isWithin(chart, edge.source, edge.target) ? undefined : target.cluster,
    style: edge.kind === 'after' ? 'dashed' : undefined,
  });
  return `  ${dotString(source.node)} -> ${dotString(target.node)} ${line};`;
}

/** §2 Statecharts: a Graphviz graph of one machine, with stable element ids for coverage colouring. */
export function toDot(chart: Chart): string {
  const root = chart.root;
  const regions = root.type === 'parallel';
  return [
    `digraph ${dotString(chart.machineId)} {`,
    `  ${attributes({ id: `chart:${chart.machineId}`, class: 'statechart', compound: 'true', rankdir: 'LR', fontname: LAYOUT_FONT, fontsize: 12, fontcolor: LOOK.text, color: LOOK.accent, penwidth: 1.2, nodesep: 0.35, ranksep: 0.45, pad: 0.25, bgcolor: 'transparent', labeljust: 'l' }).replace(/^\[/, 'graph [')};`,
    `  ${attributes({ shape: 'box', style: 'rounded,filled', fillcolor: '#ffffff', color: LOOK.accent, penwidth: 1.4, fontname: LAYOUT_FONT, fontsize: 12, fontcolor: LOOK.text, margin: '0.16,0.07', height: 0.42 }).replace(/^\[/, 'node [')};`,
    `  ${attributes({ color: LOOK.edge, fontcolor: LOOK.label, fontname: LAYOUT_FONT, fontsize: 10, arrowsize: 0.7, penwidth: 1 }).replace(/^\[/, 'edge [')};`,
    ...(regions
      ? []
      : initialDot(
          root.id,
          root.children.find((child) => child.id === root.initial),
          '  ',
          root.id,
        )),
    ...(chart.edges.some((edge) => edge.source === root.id || edge.target === root.id)
      ? [
          `  ${dotString(anchorNode(root.id))} ${attributes({ id: anchorNode(root.id), class: 'anchor any-state', shape: 'plaintext', label: 'any state', fontcolor: LOOK.muted, fontsize: 10 })};`,
        ]
      : []),
    ...root.children.flatMap((child) => renderState(child, '  ', regions, root.id)),
    ...chart.edges.map((edge) => edgeLine(chart, edge)),
    '}',
    '',
  ].join('\n');
}

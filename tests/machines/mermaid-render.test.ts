import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { readChart, type Chart, type ChartState } from '@machines/statechart-model';
import { edgeLabel } from '../../scripts/statecharts/labels';
import { MermaidInChromium, type MermaidNode } from './support/mermaid-in-chromium';

const DIR = join(process.cwd(), 'docs/statecharts/');
const PSEUDO = new Set(['stateStart', 'stateEnd', 'divider']);

/** The state a node is drawn in: its nearest enclosing node that is a state (region dividers skipped). */
function stateParent(nodes: Map<string, MermaidNode>, node: MermaidNode): MermaidNode | null {
  for (let parent = nodes.get(node.parentId ?? ''); parent; parent = nodes.get(parent.parentId ?? '')) {
    if (!PSEUDO.has(parent.shape)) return parent;
  }
  return null;
}

/**
 * Finds each state of the chart among Mermaid's nodes by its name inside its parent's node, so a state
 * drawn outside its composite (or twice) is not found. The machine is its composite when parallel, else
 * the "any state" node that root-level transitions start from.
 */
function matchStates(chart: Chart, nodes: Map<string, MermaidNode>): Map<string, MermaidNode> {
  const states = [...nodes.values()].filter((node) => !PSEUDO.has(node.shape));
  const found = new Map<string, MermaidNode>();
  const top = (label: string) =>
    states.find((node) => node.label === label && stateParent(nodes, node) === null);
  const root = chart.root.type === 'parallel' ? top(chart.machineId) : null;
  const any = top('any state');
  if (root) found.set(chart.root.id, root);
  if (any) found.set(chart.root.id, any);
  const visit = (parent: ChartState, parentNode: MermaidNode | null) => {
    for (const child of parent.children) {
      const matches = states.filter(
        (node) => node.label === child.key && stateParent(nodes, node) === parentNode,
      );
      expect(
        matches.map((node) => node.id),
        `${child.id} drawn once inside its parent`,
      ).toHaveLength(1);
      const [node] = matches;
      if (!node) continue;
      found.set(child.id, node);
      visit(child, node);
    }
  };
  visit(chart.root, root ?? null);
  return found;
}

/** §2 Statecharts: every .mmd of docs/statecharts draws in Mermaid, with the machine's real structure. */
describe('Mermaid diagrams in Mermaid itself', () => {
  let mermaid: MermaidInChromium;
  beforeAll(async () => {
    mermaid = await MermaidInChromium.launch();
  });
  afterAll(async () => {
    await mermaid.close();
  });

  it('has a diagram for every machine of the catalog and none else', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.mmd'));
    expect(files.sort()).toEqual(machineCatalog.map((entry) => `${entry.id}.mmd`).sort());
  });

  describe.each(machineCatalog.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
    it('renders, nests every state in its composite and draws every transition between its real ends', async () => {
      const result = await mermaid.render(readFileSync(`${DIR}${id}.mmd`, 'utf8'), `diagram-${id}`);
      if (!result.ok) throw new Error(`Mermaid cannot draw ${id}.mmd: ${result.error}`);
      expect(result.svg).toContain('<svg');
      const chart = readChart(entry.machine);
      const nodes = new Map(result.nodes.map((node) => [node.id, node]));
      const found = matchStates(chart, nodes);
      const name = (stateId: string) => found.get(stateId)?.id ?? `(no node for ${stateId})`;
      const isPseudo = (nodeId: string) => PSEUDO.has(nodes.get(nodeId)?.shape ?? '');
      const drawn = result.edges
        .filter((edge) => !isPseudo(edge.start) && !isPseudo(edge.end))
        .map((edge) => `${edge.start} --> ${edge.end} : ${edge.label}`);
      const expected = chart.edges.map(
        (edge) => `${name(edge.source)} --> ${name(edge.target)} : ${edgeLabel(edge)}`,
      );
      expect(drawn.sort()).toEqual(expected.sort());
      // Each compound state's initial arrow starts inside that state.
      for (const state of chart.states.filter((candidate) => candidate.initial)) {
        const initial = result.edges.find((edge) => {
          const start = nodes.get(edge.start);
          return start?.shape === 'stateStart' && stateParent(nodes, start) === found.get(state.id);
        });
        expect(initial?.end, `initial state of ${state.id}`).toBe(name(state.initial ?? ''));
      }
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';
import { buildStatechartFiles } from '../../scripts/statecharts/build-files';
import { routingStates } from '../../scripts/statecharts/diagram-model';
import { readSources } from '../../scripts/statecharts/sources';

const SCXML_NS = 'http://www.w3.org/2005/07/scxml';

function parse(text: string, type: DOMParserSupportedType): Document {
  const document = new DOMParser().parseFromString(text, type);
  const error = document.querySelector('parsererror');
  if (error) throw new Error(error.textContent ?? 'not well-formed');
  return document;
}

/** §2 Statecharts: the exported files are well-formed, complete, addressable by id, and reproducible. */
describe('statechart export', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await buildStatechartFiles(machineCatalog, readSources(process.cwd()));
  });

  it('gives the same bytes on a second run (so --check can compare)', async () => {
    expect(await buildStatechartFiles(machineCatalog, readSources(process.cwd()))).toEqual(files);
  });

  describe.each(machineCatalog.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
    const chart = readChart(entry.machine);

    it('writes well-formed SCXML 1.0 whose every target resolves', () => {
      const scxml = parse(files.get(`${id}.scxml`) ?? '', 'application/xml');
      const root = scxml.documentElement;
      expect([root.localName, root.namespaceURI, root.getAttribute('version')]).toEqual([
        'scxml',
        SCXML_NS,
        '1.0',
      ]);
      const ids = new Set([...scxml.querySelectorAll('[id]')].map((element) => element.getAttribute('id')));
      for (const state of chart.states) expect(ids).toContain(state.id);
      const targets = [...scxml.querySelectorAll('[target], [initial]')].flatMap((element) =>
        `${element.getAttribute('target') ?? ''} ${element.getAttribute('initial') ?? ''}`
          .split(/\s+/)
          .filter(Boolean),
      );
      expect(targets.filter((target) => !ids.has(target))).toEqual([]);
      expect(scxml.getElementsByTagNameNS(SCXML_NS, 'transition').length).toBe(
        new Set(chart.edges.map((edge) => edge.transitionId)).size,
      );
    });

    it('gives every state and every edge of the technical SVG the id the coverage report uses', () => {
      const svg = parse(files.get(`${id}.technical.svg`) ?? '', 'image/svg+xml');
      const ids = new Set([...svg.querySelectorAll('[id]')].map((element) => element.getAttribute('id')));
      expect(chart.states.map((state) => state.elementId).filter((elementId) => !ids.has(elementId))).toEqual(
        [],
      );
      expect(chart.edges.map((edge) => edge.id).filter((edgeId) => !ids.has(edgeId))).toEqual([]);
    });

    it('labels every transition of the technical SVG with its event, guard and delay', () => {
      const svg = parse(files.get(`${id}.technical.svg`) ?? '', 'image/svg+xml');
      for (const edge of chart.edges) {
        const text = svg.getElementById(edge.id)?.textContent ?? '';
        if (edge.guard) expect(text).toContain(`[${edge.guard}]`);
        if (edge.kind === 'after') expect(text).toContain(`after ${edge.delay ?? ''}`);
        if (edge.kind === 'always') expect(text).toContain('always');
      }
    });

    it('draws in the business SVG every state but the routing ones, and stands for every transition', () => {
      const svg = parse(files.get(`${id}.svg`) ?? '', 'image/svg+xml');
      const routing = routingStates(chart);
      const ids = new Set([...svg.querySelectorAll('[id]')].map((element) => element.getAttribute('id')));
      const classes = new Set(
        [...svg.querySelectorAll('[class]')].flatMap((element) =>
          (element.getAttribute('class') ?? '').split(/\s+/),
        ),
      );
      const drawn = chart.states.filter((state) => ids.has(state.elementId)).map((state) => state.id);
      expect(drawn).toEqual(
        chart.states
          .filter((state) => !routing.has(state.id) || svg.getElementById(state.elementId))
          .map((state) => state.id),
      );
      // A routing state's eventless edges are hidden inside the lines through it, which list them.
      const reachable = chart.edges.filter(
        (edge) => edge.kind !== 'always' || ids.has(`state:${edge.source}`),
      );
      expect(
        reachable.map((edge) => edge.id).filter((edgeId) => !ids.has(edgeId) && !classes.has(edgeId)),
      ).toEqual([]);
      expect(svg.documentElement.textContent).not.toMatch(/\bxstate\.|done\.actor|error\.actor|\balways\b/);
    });

    it('writes a Mermaid state diagram naming every state', () => {
      const mermaid = files.get(`${id}.mmd`) ?? '';
      expect(mermaid).toMatch(/^---\ntitle: .+\n---\nstateDiagram-v2\n/);
      for (const state of chart.states) expect(mermaid).toContain(state.key);
    });
  });

  it('puts every diagram on the index page with its Polish title and spec section', () => {
    const page = parse(files.get('index.html') ?? '', 'text/html');
    for (const entry of machineCatalog) {
      const section = page.getElementById(entry.id);
      expect(section?.querySelector('svg')).not.toBeNull();
      expect(section?.textContent).toContain(entry.spec);
      expect(section?.querySelector('h2')?.textContent).not.toBe(entry.titleKey);
    }
  });
});

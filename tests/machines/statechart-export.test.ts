import { beforeAll, describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';
import { buildStatechartFiles } from '../../scripts/statecharts/build-files';

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
    files = await buildStatechartFiles(machineCatalog);
  }, 30_000);

  it('gives the same bytes on a second run (so --check can compare)', async () => {
    expect(await buildStatechartFiles(machineCatalog)).toEqual(files);
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

    it('gives every state and every edge of the SVG the id the coverage report uses', () => {
      const svg = parse(files.get(`${id}.svg`) ?? '', 'image/svg+xml');
      const ids = new Set([...svg.querySelectorAll('[id]')].map((element) => element.getAttribute('id')));
      expect(chart.states.map((state) => state.elementId).filter((elementId) => !ids.has(elementId))).toEqual(
        [],
      );
      expect(chart.edges.map((edge) => edge.id).filter((edgeId) => !ids.has(edgeId))).toEqual([]);
    });

    it('labels every edge of the SVG with its event, guard and delay', () => {
      const svg = parse(files.get(`${id}.svg`) ?? '', 'image/svg+xml');
      for (const edge of chart.edges) {
        const text = svg.getElementById(edge.id)?.textContent ?? '';
        if (edge.guard) expect(text).toContain(`[${edge.guard}]`);
        if (edge.kind === 'after') expect(text).toContain(`after ${edge.delay ?? ''}`);
        if (edge.kind === 'always') expect(text).toContain('always');
      }
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

import type { MachineEntry } from '@machines/catalog-types';
import { readChart } from '@machines/statechart-model';
import { parseSpecSections } from '@machines/spec-sections';
import { translate } from '@i18n/translate';
import { businessModel, technicalModel } from './diagram-model';
import { createSvgRenderer } from './render-svg';
import type { StatechartSources } from './sources';
import { toDot } from './to-dot';
import { toHtml, type DiagramPage } from './to-html';
import { toMermaid } from './to-mermaid';
import { toScxml } from './to-scxml';

/** Extensions this export owns in docs/statecharts (anything else there is left alone). */
export const GENERATED_EXTENSIONS = ['.svg', '.scxml', '.mmd', '.html'] as const;
/** The spec's sections, extracted for the viewer; kept as committed when the spec is not at hand. */
export const SPEC_SECTIONS_FILE = 'spec-sections.json';

/** The Polish title of a machine; a missing key is an error, not a silently shown key. */
function polishTitle(key: string): string {
  const title = translate('pl', key);
  if (title === key) throw new Error(`${key} is missing from src/i18n/locales/pl.json`);
  return title;
}

/** Every file of docs/statecharts, by file name, for the whole catalog. Same sources, same bytes. */
export async function buildStatechartFiles(
  catalog: readonly MachineEntry[],
  sources: StatechartSources,
): Promise<Map<string, string>> {
  const render = await createSvgRenderer();
  const files = new Map<string, string>();
  const pages: DiagramPage[] = [];
  for (const entry of catalog) {
    const chart = readChart(entry.machine);
    if (chart.machineId !== entry.id)
      throw new Error(`catalog id ${entry.id} differs from the machine id ${chart.machineId}`);
    const title = polishTitle(entry.titleKey);
    const svg = render(toDot(businessModel(chart, entry.machine, sources.descriptions(entry.id))));
    files.set(`${entry.id}.svg`, svg);
    files.set(`${entry.id}.technical.svg`, render(toDot(technicalModel(chart, entry.machine))));
    files.set(
      `${entry.id}.scxml`,
      toScxml(chart, entry.spec, { machine: entry.machine, input: entry.inputs?.[0] ?? entry.input }),
    );
    files.set(`${entry.id}.mmd`, toMermaid(chart, title));
    pages.push({ id: entry.id, title, spec: entry.spec, chart, svg });
  }
  files.set('index.html', toHtml(polishTitle('statecharts.title'), pages));
  if (sources.spec !== null)
    files.set(SPEC_SECTIONS_FILE, `${JSON.stringify(parseSpecSections(sources.spec), null, 2)}\n`);
  return files;
}

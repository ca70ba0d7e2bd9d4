import type { MachineEntry } from '@machines/catalog-types';
import { readChart } from '@machines/statechart-model';
import { translate } from '@i18n/translate';
import { createSvgRenderer } from './render-svg';
import { toDot } from './to-dot';
import { toHtml, type DiagramPage } from './to-html';
import { toMermaid } from './to-mermaid';
import { toScxml } from './to-scxml';

/** Extensions this export owns in docs/statecharts (anything else there is left alone). */
export const GENERATED_EXTENSIONS = ['.svg', '.scxml', '.mmd', '.html'] as const;

/** The Polish title of a machine; a missing key is an error, not a silently shown key. */
function polishTitle(key: string): string {
  const title = translate('pl', key);
  if (title === key) throw new Error(`${key} is missing from src/i18n/locales/pl.json`);
  return title;
}

/** Every file of docs/statecharts, by file name, for the whole catalog. Same catalog, same bytes. */
export async function buildStatechartFiles(catalog: readonly MachineEntry[]): Promise<Map<string, string>> {
  const render = await createSvgRenderer();
  const files = new Map<string, string>();
  const pages: DiagramPage[] = [];
  for (const entry of catalog) {
    const chart = readChart(entry.machine);
    if (chart.machineId !== entry.id)
      throw new Error(`catalog id ${entry.id} differs from the machine id ${chart.machineId}`);
    const title = polishTitle(entry.titleKey);
    const svg = render(toDot(chart));
    files.set(`${entry.id}.svg`, svg);
    files.set(
      `${entry.id}.scxml`,
      toScxml(chart, entry.spec, { machine: entry.machine, input: entry.inputs?.[0] ?? entry.input }),
    );
    files.set(`${entry.id}.mmd`, toMermaid(chart, title));
    pages.push({ id: entry.id, title, spec: entry.spec, chart, svg });
  }
  files.set('index.html', toHtml(polishTitle('statecharts.title'), pages));
  return files;
}

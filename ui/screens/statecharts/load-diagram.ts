/** Which drawing of a machine: the business view for product owners, or the technical one with XState's names. */
export type DiagramView = 'business' | 'technical';

/** The exported SVG of every machine (docs/statecharts, kept current by CI), each in its own small chunk. */
const diagrams = import.meta.glob<string>('/docs/statecharts/*.svg', { query: '?raw', import: 'default' });

export function loadDiagram(machineId: string, view: DiagramView = 'business'): Promise<string> {
  const file = view === 'technical' ? `${machineId}.technical.svg` : `${machineId}.svg`;
  const load = diagrams[`/docs/statecharts/${file}`];
  if (load === undefined) return Promise.reject(new Error(`No exported diagram ${file}`));
  return load();
}

/** The exported SVG of every machine (docs/statecharts, kept current by CI), each in its own small chunk. */
const diagrams = import.meta.glob<string>('/docs/statecharts/*.svg', { query: '?raw', import: 'default' });

export function loadDiagram(machineId: string): Promise<string> {
  const load = diagrams[`/docs/statecharts/${machineId}.svg`];
  if (load === undefined) return Promise.reject(new Error(`No exported diagram for ${machineId}`));
  return load();
}

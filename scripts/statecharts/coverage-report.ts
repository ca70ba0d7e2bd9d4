import type { ModelResult } from '@tests/machines/harness/types';
import { isComplete, percent } from '@tests/machines/harness/coverage';

/** coverage/statecharts.json: what the app colours the diagrams with (ids are the SVG element ids). */
export function coverageJson(results: readonly ModelResult[], generatedAt: Date): string {
  const machines = results.map(({ id, states, transitions, totals, paths, ms, notes, failures }) => ({
    id,
    states,
    transitions,
    totals,
    paths,
    ms,
    notes,
    failures,
  }));
  return `${JSON.stringify({ generated_at: generatedAt.toISOString(), machines }, null, 2)}\n`;
}

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

/** One row per machine: states and transitions covered of total, paths replayed, time. */
export function coverageTable(results: readonly ModelResult[]): string {
  const header = ['machine', 'states', 'transitions', 'paths', 'ms', ''];
  const rows = results.map((result) => {
    const { states, transitions } = result.totals;
    const paths = `${result.paths.total} (${result.paths.shortest} shortest, ${result.paths.simple} simple, ${result.paths.transition} transition)`;
    return [
      result.id,
      `${states.covered}/${states.total} ${percent(states)}`,
      `${transitions.covered}/${transitions.total} ${percent(transitions)}`,
      paths,
      String(result.ms),
      isComplete(result.totals) && !result.failures.length ? 'ok' : 'FAIL',
    ];
  });
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 4 ? padLeft(cell, widths[column] ?? 0) : pad(cell, widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** What the planner bounded and what failed, machine by machine. */
export function coverageDetails(results: readonly ModelResult[]): string {
  return results
    .flatMap((result) => [
      ...result.notes.map((note) => `${result.id}: ${note}`),
      ...result.failures.map(
        (failure) => `${result.id}: FAILED at step ${failure.step} of ${failure.path}: ${failure.message}`,
      ),
    ])
    .join('\n');
}

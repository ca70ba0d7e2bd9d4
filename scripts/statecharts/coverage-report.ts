import type { ModelResult } from '@tests/machines/harness/types';
import { percent, strictProblems } from '@tests/machines/harness/coverage';

/** coverage/statecharts.json: what the app colours the diagrams with (ids are the SVG element ids). */
export function coverageJson(results: readonly ModelResult[], generatedAt: Date): string {
  const machines = results.map(
    ({
      id,
      states,
      transitions,
      guardOutcomes,
      actions,
      staleEvents,
      parallel,
      totals,
      paths,
      ms,
      notes,
      failures,
    }) => ({
      id,
      states,
      transitions,
      guardOutcomes,
      actions,
      staleEvents,
      parallel,
      totals,
      paths,
      ms,
      notes,
      failures,
    }),
  );
  return `${JSON.stringify({ generated_at: generatedAt.toISOString(), machines }, null, 2)}\n`;
}

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

/** One row per machine: states and transitions covered of total, paths replayed, time. */
export function coverageTable(results: readonly ModelResult[]): string {
  const header = ['machine', 'states', 'transitions', 'guards', 'actions', 'parallel', 'paths', 'ms', ''];
  const tallied = ({ covered, total }: { covered: number; total: number }) =>
    `${covered}/${total} ${percent({ covered, total })}`;
  const rows = results.map((result) => {
    const { states, transitions, guards, actions } = result.totals;
    const { shortest, simple, transition, guard, total } = result.paths;
    const paths = `${total} (${shortest} shortest, ${simple} simple, ${transition} transition, ${guard} guard)`;
    const parallel = result.parallel
      .map((state) => `${state.totals.covered}/${state.totals.total}`)
      .join(' ');
    return [
      result.id,
      tallied(states),
      tallied(transitions),
      tallied(guards),
      tallied(actions),
      parallel || '–',
      paths,
      String(result.ms),
      strictProblems(result).length ? 'FAIL' : 'ok',
    ];
  });
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 7 ? padLeft(cell, widths[column] ?? 0) : pad(cell, widths[column] ?? 0),
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
      ...strictProblems(result).map((problem) => `${result.id}: FAIL: ${problem}`),
      ...result.parallel.map(
        (state) =>
          `${result.id}: parallel ${state.state}: ${state.totals.covered} of ${state.totals.total} reachable region combinations replayed${
            state.combinations.some((item) => !item.covered)
              ? ` (not: ${state.combinations
                  .filter((item) => !item.covered)
                  .map((item) => item.id)
                  .join('; ')})`
              : ''
          }`,
      ),
    ])
    .join('\n');
}

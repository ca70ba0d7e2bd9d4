import type { ChartEdgeKind } from '@machines/statechart-model';
import { percent } from '@tests/machines/harness/coverage';
import type { CoverageItem, ModelResult, Tally } from '@tests/machines/harness/types';
import type { ScreenUnion } from './screen-coverage';

/** A machine's model-test result; guard outcomes once the harness reports them. */
export type MachineResult = ModelResult & { guardOutcomes?: CoverageItem[] };

/** One column of the report (on the machine, or on the screen). */
export interface CoverageTotals {
  states: Tally;
  transitions: Tally;
  guardOutcomes?: Tally;
  /** Delayed transitions (`after`). */
  delayed: Tally;
  /** Transitions on an invoked actor's answer (`done`, `error`). */
  doneError: Tally;
}

/** Everything the report says about one machine. */
export interface MachineCoverage {
  result: MachineResult;
  /** The kind of each transition id (statechart-model: event, after, always, done, error). */
  kinds: ReadonlyMap<string, ChartEdgeKind>;
  screen: ScreenUnion | null;
  /** Why no screen shows the machine (scripts/statecharts/screenless-machines.ts), or null. */
  screenless: string | null;
}

const tally = (items: readonly CoverageItem[]): Tally => ({
  covered: items.filter((item) => item.covered).length,
  total: items.length,
});

export function totalsOf(
  column: { states: CoverageItem[]; transitions: CoverageItem[]; guardOutcomes?: CoverageItem[] },
  kinds: ReadonlyMap<string, ChartEdgeKind>,
): CoverageTotals {
  const ofKind = (...wanted: ChartEdgeKind[]) =>
    tally(column.transitions.filter((item) => wanted.includes(kinds.get(item.id) ?? 'event')));
  return {
    states: tally(column.states),
    transitions: tally(column.transitions),
    ...(column.guardOutcomes ? { guardOutcomes: tally(column.guardOutcomes) } : {}),
    delayed: ofKind('after'),
    doneError: ofKind('done', 'error'),
  };
}

const full = ({ covered, total }: Tally) => covered === total;
const complete = (totals: CoverageTotals) =>
  full(totals.states) &&
  full(totals.transitions) &&
  (totals.guardOutcomes ? full(totals.guardOutcomes) : true);

/** Why the machine fails the gate (empty when it passes): 100 % on the machine and on its screens. */
export function gateFailures(machine: MachineCoverage): string[] {
  const { result, kinds, screen, screenless } = machine;
  const reasons: string[] = [];
  if (!complete(totalsOf(result, kinds)))
    reasons.push('not every state, transition and guard outcome replayed');
  // The stricter rules of the machine's own replay: every named action run, no stale catalog event.
  const actionsMissed = result.actions.filter((item) => !item.covered).map((item) => item.id);
  if (actionsMissed.length) reasons.push(`action(s) never executed: ${actionsMissed.join(', ')}`);
  if (result.staleEvents.length) reasons.push(`stale catalog event(s): ${result.staleEvents.join(', ')}`);
  if (result.failures.length) reasons.push(`${result.failures.length} failed replay(s) on the machine`);
  if (screen === null) {
    if (screenless === null)
      reasons.push(
        `no screen coverage: no coverage/screens/${result.id}.<screen>.json (a view contract and its screen test, or a reason in screenless-machines.ts)`,
      );
    return reasons;
  }
  if (!complete(totalsOf(screen, kinds)))
    reasons.push(`not every state, transition and guard outcome shown on ${screen.screens.join(', ')}`);
  if (screen.failures.length) reasons.push(`${screen.failures.length} failed replay(s) on the screen`);
  return reasons;
}

export const passesGate = (machine: MachineCoverage): boolean => gateFailures(machine).length === 0;

/** coverage/statecharts.json: what the app colours the diagrams with (ids are the SVG element ids). */
export function coverageJson(machines: readonly MachineCoverage[], generatedAt: Date): string {
  const entries = machines.map((machine) => {
    const { id, states, transitions, paths, ms, notes, failures, guardOutcomes } = machine.result;
    const { screen, kinds } = machine;
    return {
      id,
      states,
      transitions: transitions.map((item) => ({ ...item, kind: kinds.get(item.id) ?? 'event' })),
      ...(guardOutcomes ? { guardOutcomes } : {}),
      actions: machine.result.actions,
      staleEvents: machine.result.staleEvents,
      parallel: machine.result.parallel,
      totals: totalsOf(machine.result, kinds),
      paths,
      ms,
      notes,
      failures,
      screen:
        screen === null
          ? null
          : {
              screens: screen.screens,
              states: screen.states,
              transitions: screen.transitions,
              ...(screen.guardOutcomes ? { guardOutcomes: screen.guardOutcomes } : {}),
              totals: totalsOf(screen, kinds),
              failures: screen.failures,
            },
      screenless: machine.screenless,
      passed: passesGate(machine),
    };
  });
  return `${JSON.stringify({ generated_at: generatedAt.toISOString(), machines: entries }, null, 2)}\n`;
}

const fraction = (tallied: Tally | undefined) =>
  tallied === undefined ? '' : `${tallied.covered}/${tallied.total}`;

/** The report's columns: each measure on the machine, then on its screen. */
export function coverageRows(machines: readonly MachineCoverage[]): { header: string[]; rows: string[][] } {
  const guards = machines.some((machine) => machine.result.guardOutcomes !== undefined);
  const header = [
    'machine',
    'states',
    'on screen',
    'transitions',
    'on screen',
    ...(guards ? ['guard outcomes', 'on screen'] : []),
    'delayed',
    'on screen',
    'done/error',
    'on screen',
    'actions',
    'screens',
    '',
  ];
  const rows = machines.map((machine) => {
    const own = totalsOf(machine.result, machine.kinds);
    const screen = machine.screen === null ? null : totalsOf(machine.screen, machine.kinds);
    const onScreen = (pick: (totals: CoverageTotals) => Tally | undefined) =>
      screen === null ? (machine.screenless === null ? 'missing' : 'no screen') : fraction(pick(screen));
    const pair = (pick: (totals: CoverageTotals) => Tally | undefined, withPercent = false) => {
      const tallied = pick(own);
      const mine = withPercent && tallied ? `${fraction(tallied)} ${percent(tallied)}` : fraction(tallied);
      const theirs =
        withPercent && screen && pick(screen)
          ? `${onScreen(pick)} ${percent(pick(screen) as Tally)}`
          : onScreen(pick);
      return [mine, theirs];
    };
    return [
      machine.result.id,
      ...pair((totals) => totals.states, true),
      ...pair((totals) => totals.transitions, true),
      ...(guards ? pair((totals) => totals.guardOutcomes ?? { covered: 0, total: 0 }) : []),
      ...pair((totals) => totals.delayed),
      ...pair((totals) => totals.doneError),
      fraction({
        covered: machine.result.actions.filter((item) => item.covered).length,
        total: machine.result.actions.length,
      }),
      machine.screen?.screens.join(', ') ?? '',
      passesGate(machine) ? 'ok' : 'FAIL',
    ];
  });
  return { header, rows };
}

/** One row per machine, each measure on the machine and on the screen. */
export function coverageTable(machines: readonly MachineCoverage[]): string {
  const { header, rows } = coverageRows(machines);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** What the planner bounded, what failed and why a machine fails the gate, machine by machine. */
export function coverageDetails(machines: readonly MachineCoverage[]): string {
  return machines
    .flatMap(({ result, screen, ...rest }) => [
      ...result.notes.map((note) => `${result.id}: ${note}`),
      ...result.failures.map(
        (failure) => `${result.id}: FAILED at step ${failure.step} of ${failure.path}: ${failure.message}`,
      ),
      ...(screen?.failures ?? []).map(
        (failure) =>
          `${result.id} on ${failure.screen}: FAILED at step ${failure.step} of ${failure.path}: ${failure.message}`,
      ),
      ...(screen?.states ?? [])
        .filter((item) => !item.covered)
        .map((item) => `${result.id}: not on a screen: ${item.id}`),
      ...(screen?.transitions ?? [])
        .filter((item) => !item.covered)
        .map((item) => `${result.id}: not on a screen: ${item.id}`),
      ...gateFailures({ result, screen, ...rest }).map((reason) => `${result.id}: FAIL: ${reason}`),
    ])
    .join('\n');
}

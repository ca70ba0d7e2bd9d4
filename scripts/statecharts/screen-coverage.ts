import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageItem, ReplayFailure } from '@tests/machines/harness/types';

/** One file `coverage/screens/<machineId>.<screen>.json`, as `runScreen` writes it. */
export interface ScreenFile {
  machineId: string;
  screen: string;
  states: CoverageItem[];
  transitions: CoverageItem[];
  /** Present once the harness reports guard outcomes. */
  guardOutcomes?: CoverageItem[];
  failures: ReplayFailure[];
}

/** The screen column of one machine: the union over every screen that replays it. */
export interface ScreenUnion {
  screens: string[];
  states: CoverageItem[];
  transitions: CoverageItem[];
  guardOutcomes?: CoverageItem[];
  /** Failed replay steps, with the screen they failed on. */
  failures: (ReplayFailure & { screen: string })[];
}

const isItems = (value: unknown): value is CoverageItem[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as CoverageItem).id === 'string' &&
      typeof (item as CoverageItem).covered === 'boolean',
  );

function parseScreenFile(text: string, name: string): ScreenFile {
  const data = JSON.parse(text) as Partial<ScreenFile>;
  if (
    typeof data.machineId !== 'string' ||
    typeof data.screen !== 'string' ||
    !isItems(data.states) ||
    !isItems(data.transitions)
  )
    throw new Error(`coverage/screens/${name} is not a screen replay's coverage`);
  return {
    machineId: data.machineId,
    screen: data.screen,
    states: data.states,
    transitions: data.transitions,
    ...(isItems(data.guardOutcomes) ? { guardOutcomes: data.guardOutcomes } : {}),
    failures: Array.isArray(data.failures) ? data.failures : [],
  };
}

/** Every screen coverage file in the directory (none when no screen replay has run). */
export function readScreenFiles(dir: string): ScreenFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parseScreenFile(readFileSync(join(dir, name), 'utf8'), name));
}

/** The machine's own items, each covered when any screen covered it (ids no screen knows count as not). */
function union(items: readonly CoverageItem[], lists: readonly (readonly CoverageItem[])[]): CoverageItem[] {
  const covered = new Set(
    lists.flatMap((list) => list.filter((item) => item.covered).map((item) => item.id)),
  );
  return items.map(({ id }) => ({ id, covered: covered.has(id) }));
}

/**
 * The screen column for one machine from its screens' files, against the machine's own states,
 * transitions and guard outcomes; null when no screen replays it.
 */
export function screenUnion(
  machine: {
    id: string;
    states: CoverageItem[];
    transitions: CoverageItem[];
    guardOutcomes?: CoverageItem[];
  },
  files: readonly ScreenFile[],
): ScreenUnion | null {
  const own = files.filter((file) => file.machineId === machine.id);
  if (!own.length) return null;
  const guards = machine.guardOutcomes;
  return {
    screens: [...new Set(own.map((file) => file.screen))].sort(),
    states: union(
      machine.states,
      own.map((file) => file.states),
    ),
    transitions: union(
      machine.transitions,
      own.map((file) => file.transitions),
    ),
    ...(guards
      ? {
          guardOutcomes: union(
            guards,
            own.map((file) => file.guardOutcomes ?? []),
          ),
        }
      : {}),
    failures: own.flatMap((file) => file.failures.map((failure) => ({ ...failure, screen: file.screen }))),
  };
}

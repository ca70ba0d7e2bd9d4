import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/statecharts/screens/index.json, read by the statechart viewer (ui/screens/statecharts/screenshots.ts)
 * and by the test that every state of a screen-driving machine has a picture:
 * { <machineId>: { <state id>: { screen, file: "<machineId>/<state id>.jpg", source } } }.
 */
export const SCREENSHOT_DIR = join(process.cwd(), 'docs', 'statecharts', 'screens');
export const SCREENSHOT_INDEX = join(SCREENSHOT_DIR, 'index.json');

/** How a picture was taken: the real app in Chromium, or the jsdom replay's HTML drawn in Chromium. */
export const SCREENSHOT_SOURCES = {
  chromiumReplay: 'chromium replay',
  jsdomSnapshot: 'jsdom snapshot rendered in Chromium',
} as const;
export type ScreenshotSource = (typeof SCREENSHOT_SOURCES)[keyof typeof SCREENSHOT_SOURCES];

export interface ScreenshotEntry {
  screen: string;
  file: string;
  /** Entries written before sources were told apart are the Chromium replay's. */
  source?: ScreenshotSource;
}
export type ScreenshotIndex = Record<string, Record<string, ScreenshotEntry>>;

export function readScreenshotIndex(file = SCREENSHOT_INDEX): ScreenshotIndex {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenshotIndex) : {};
}

const sortedByKey = <Value>(record: Record<string, Value>): Record<string, Value> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** Machines and states in order, so a run that changes nothing leaves the file byte for byte. */
export function writeScreenshotIndex(index: ScreenshotIndex, file = SCREENSHOT_INDEX): void {
  const sorted = sortedByKey(
    Object.fromEntries(Object.entries(index).map(([machine, states]) => [machine, sortedByKey(states)])),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

export const isChromiumReplay = (entry: ScreenshotEntry): boolean =>
  (entry.source ?? SCREENSHOT_SOURCES.chromiumReplay) === SCREENSHOT_SOURCES.chromiumReplay;

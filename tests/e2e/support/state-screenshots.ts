import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  SCREENSHOT_DIR,
  SCREENSHOT_SOURCES,
  readScreenshotIndex,
  writeScreenshotIndex,
} from '../../../scripts/statecharts/screenshot-index';

/** Where the statechart viewer finds a picture of the screen in each state of a machine. */
export const SCREENS_DIR = SCREENSHOT_DIR;

/** Taken only when asked (`npm run statecharts:screens`), so an ordinary e2e run leaves docs/ alone. */
export const screenshotsWanted = () => process.env.STATECHART_SCREENS === '1';

/**
 * The first picture of every state of one machine on one screen: `<machineId>/<state id>.jpg`, 1280×800,
 * JPEG. The machine's earlier pictures are replaced as a whole, so a renamed state leaves no stale file;
 * its states without one get theirs back from the jsdom snapshots (`npm run statecharts:screens` runs both).
 */
export class StateScreenshots {
  /** Machines whose pictures this run has started over (a machine on two screens is cleared once). */
  private static readonly cleared = new Set<string>();
  private readonly taken = new Map<string, string>();

  constructor(
    private readonly machineId: string,
    private readonly screen: string,
  ) {
    if (!StateScreenshots.cleared.has(machineId))
      rmSync(join(SCREENS_DIR, machineId), { recursive: true, force: true });
    StateScreenshots.cleared.add(machineId);
    mkdirSync(join(SCREENS_DIR, machineId), { recursive: true });
  }

  /** Pictures the page for each of these states not pictured yet (one shot serves them all). */
  async take(page: Page, stateIds: readonly string[]): Promise<void> {
    const missing = stateIds.filter(
      (id) => !this.taken.has(id) && !existsSync(join(SCREENS_DIR, this.machineId, `${id}.jpg`)),
    );
    if (!missing.length) return;
    // Quality 50 keeps a 1280×800 form screen near 30 KB and its texts readable.
    const image = await page.screenshot({ type: 'jpeg', quality: 50, animations: 'disabled', caret: 'hide' });
    for (const id of missing) {
      const file = `${this.machineId}/${id}.jpg`;
      writeFileSync(join(SCREENS_DIR, file), image);
      this.taken.set(id, file);
    }
  }

  /** Writes this machine's entries into docs/statecharts/screens/index.json, keeping the other machines'. */
  save(): void {
    const index = readScreenshotIndex();
    // Entries of another screen of this machine from this run stay; those of earlier runs lost their file.
    const kept = Object.entries(index[this.machineId] ?? {}).filter(([, entry]) =>
      existsSync(join(SCREENS_DIR, entry.file)),
    );
    const source = SCREENSHOT_SOURCES.chromiumReplay;
    const mine = [...this.taken].map(([id, file]) => [id, { screen: this.screen, file, source }] as const);
    index[this.machineId] = Object.fromEntries([...kept, ...mine]);
    writeScreenshotIndex(index);
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { machineCatalog } from '@machines/index';
import { readChart } from '@machines/statechart-model';
import { CLIENT_INDEX, buildClient, clientIsStale } from './client-build';
import {
  SCREENSHOT_DIR,
  SCREENSHOT_SOURCES,
  readScreenshotIndex,
  writeScreenshotIndex,
  type ScreenshotEntry,
} from './statecharts/screenshot-index';
import { SCREENLESS_MACHINES } from './statecharts/screenless-machines';
import { planMachine, readDomSnapshots, type MachinePlan } from './statecharts/snapshot-plan';
import { SnapshotRenderer, builtStylesheets } from './statecharts/snapshot-renderer';

/**
 * `npm run statecharts:snapshots`: a picture of every state of every machine that drives a screen, for the
 * statechart viewer. The screen replays (jsdom) keep each state's HTML in coverage/screens/dom; this draws
 * each in Chromium with the built app's CSS at the replay's viewport, into
 * docs/statecharts/screens/<machine>/<state id>.jpg, listed in index.json as a jsdom snapshot. A state the
 * Chromium replay pictured keeps that picture. Alone it first runs the screen tests; with `--read-snapshots`
 * it only reads their files. Exits 1 when a state is left without a picture. Commit the files it writes.
 */
const DOM_DIR = join(process.cwd(), 'coverage', 'screens', 'dom');
const CLIENT_DIR = dirname(CLIENT_INDEX);

function runScreenTests(): boolean {
  rmSync(DOM_DIR, { recursive: true, force: true });
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '.screen.test.'], {
    stdio: 'inherit',
  });
  return run.status === 0;
}

/** Drops the machine's earlier jsdom pictures (a state may since have a Chromium one, or be gone). */
function forgetSnapshotPictures(entries: Record<string, ScreenshotEntry>): Record<string, ScreenshotEntry> {
  const kept: Record<string, ScreenshotEntry> = {};
  for (const [stateId, entry] of Object.entries(entries)) {
    if (entry.source === SCREENSHOT_SOURCES.jsdomSnapshot)
      rmSync(join(SCREENSHOT_DIR, entry.file), { force: true });
    else kept[stateId] = entry;
  }
  return kept;
}

async function picture(plans: readonly MachinePlan[]): Promise<number> {
  const stylesheets = builtStylesheets(CLIENT_DIR);
  const renderer = await SnapshotRenderer.launch(CLIENT_DIR);
  // Parent and child states share one screen: each distinct snapshot is drawn once.
  const drawn = new Map<string, Buffer>();
  try {
    for (const plan of plans) {
      mkdirSync(join(SCREENSHOT_DIR, plan.machineId), { recursive: true });
      for (const { stateId, snapshot } of plan.render) {
        const html = readFileSync(snapshot.path, 'utf8');
        const image = drawn.get(html) ?? (await renderer.picture(html, stylesheets));
        drawn.set(html, image);
        writeFileSync(join(SCREENSHOT_DIR, plan.machineId, `${stateId}.jpg`), image);
      }
    }
  } finally {
    await renderer.close();
  }
  return drawn.size;
}

async function main(): Promise<number> {
  if (!process.argv.includes('--read-snapshots') && !runScreenTests()) {
    console.error('The screen tests failed: their snapshots are not complete.');
    return 1;
  }
  if (clientIsStale()) await buildClient();
  const index = readScreenshotIndex();
  const plans = machineCatalog
    .filter((entry) => SCREENLESS_MACHINES[entry.id] === undefined)
    .map((entry) => {
      index[entry.id] = forgetSnapshotPictures(index[entry.id] ?? {});
      const states = readChart(entry.machine).states.filter((state) => state.type !== 'history');
      return planMachine(
        entry.id,
        states.map((state) => state.id),
        index,
        readDomSnapshots(DOM_DIR, entry.id),
        (file) => existsSync(join(SCREENSHOT_DIR, file)),
      );
    });
  const drawn = await picture(plans);
  for (const plan of plans) {
    const entries = index[plan.machineId] ?? {};
    for (const { stateId, snapshot } of plan.render)
      entries[stateId] = {
        screen: snapshot.screen,
        file: `${plan.machineId}/${stateId}.jpg`,
        source: SCREENSHOT_SOURCES.jsdomSnapshot,
      };
    index[plan.machineId] = entries;
  }
  writeScreenshotIndex(index);
  const pictured = plans.reduce((sum, plan) => sum + plan.render.length, 0);
  const missing = plans.flatMap((plan) => plan.missing);
  console.log(`${pictured} state(s) pictured from ${drawn} distinct jsdom snapshot(s); index.json written.`);
  if (missing.length) console.error(`No picture and no snapshot for: ${missing.join(', ')}`);
  return missing.length ? 1 : 0;
}

process.exitCode = await main();

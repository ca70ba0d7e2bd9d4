/**
 * The screen in a state, as the Chromium replay photographed it or as the jsdom screen replay left it (drawn
 * in Chromium): docs/statecharts/screens/index.json = { <machineId>: { <state id>: { screen,
 * file: "<machineId>/<state id>.jpg", source } } }, files beside it.
 */
export interface Screenshot {
  screen: string;
  url: string;
  /** Drawn from the jsdom replay's HTML (pictures stand in as grey tiles), not taken in the running app. */
  fromSnapshot: boolean;
}

/** The index's word for a picture drawn from a jsdom snapshot (scripts/statecharts/screenshot-index.ts). */
const FROM_SNAPSHOT = 'jsdom snapshot rendered in Chromium';

const indexes = import.meta.glob<unknown>('/docs/statecharts/screens/index.json', {
  eager: true,
  import: 'default',
});
const urls = import.meta.glob<string>('/docs/statecharts/screens/**/*.jpg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The listed screenshot of a state whose file is there; null when none was taken yet. */
export function findScreenshot(
  index: unknown,
  files: Record<string, string>,
  machineId: string,
  stateId: string,
): Screenshot | null {
  const entry = record(record(record(index)[machineId])[stateId]);
  const { file, screen, source } = entry;
  if (typeof file !== 'string') return null;
  const url = files[`/docs/statecharts/screens/${file}`];
  if (url === undefined) return null;
  return { screen: typeof screen === 'string' ? screen : '', url, fromSnapshot: source === FROM_SNAPSHOT };
}

export const screenshotOf = (machineId: string, stateId: string): Screenshot | null =>
  findScreenshot(indexes['/docs/statecharts/screens/index.json'], urls, machineId, stateId);

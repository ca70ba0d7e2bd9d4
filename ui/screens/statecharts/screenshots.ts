/**
 * The screen in a state, as the Chromium replay photographed it: docs/statecharts/screens/index.json
 * = { <machineId>: { <state id>: { screen, file: "<machineId>/<state id>.jpg" } } }, files beside it.
 */
export interface Screenshot {
  screen: string;
  url: string;
}

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
  const { file, screen } = entry;
  if (typeof file !== 'string') return null;
  const url = files[`/docs/statecharts/screens/${file}`];
  return url === undefined ? null : { screen: typeof screen === 'string' ? screen : '', url };
}

export const screenshotOf = (machineId: string, stateId: string): Screenshot | null =>
  findScreenshot(indexes['/docs/statecharts/screens/index.json'], urls, machineId, stateId);

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'src',
  'ui',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
];
export const CLIENT_INDEX = join(root, 'dist/client/index.html');

function newestIn(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestIn(join(path, name))),
    stat.mtimeMs,
  );
}

/** True when dist/client is missing or older than any client source. */
export function clientIsStale(): boolean {
  if (!existsSync(CLIENT_INDEX)) return true;
  const built = statSync(CLIENT_INDEX).mtimeMs;
  return SOURCES.some((source) => newestIn(join(root, source)) > built);
}

/** Builds the SPA with Vite's own API (no second process). */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

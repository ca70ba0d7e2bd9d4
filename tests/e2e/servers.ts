import { join } from 'node:path';

/** The first journey server's port; server i listens on E2E_PORT + i (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/** The data directory of journey server `index`: its database, media and mail outbox. */
export function serverDataDir(index: number): string {
  return join(process.env.E2E_DATA_DIR ?? '', `server-${index}`);
}

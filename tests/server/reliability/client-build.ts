import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the built SPA (the host page and the files Vite copies from public/), so the page routes
 * answer as they do in production instead of the harness's "not built" 500.
 */
export function stubClientBuild(): string {
  const dir = join(tmpdir(), 'pim-server-tests', 'stub-client-build');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><!--PAGE_CONFIG--></head></html>');
  for (const file of ['favicon.svg', 'terms.html', 'privacy.html', 'legal.css'])
    writeFileSync(join(dir, file), file);
  writeFileSync(join(dir, 'assets', 'index.js'), '');
  return dir;
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightChromium(): string | null {
  try {
    const path = execFileSync(
      'node',
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      {
        encoding: 'utf8',
      },
    );
    return path !== '' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function isRootOnDebian(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * A Chromium for the e2e suite: CHROMIUM_PATH, Debian's, or Playwright's own; when there is none it is
 * installed (apt-get when root on Debian, otherwise Playwright's installer), so `npm test` needs nothing else.
 */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured !== undefined && configured !== '' && existsSync(configured)) return configured;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const bundled = playwrightChromium();
  if (bundled !== null) return bundled;
  console.log('No Chromium found: installing one for the browser tests…');
  if (isRootOnDebian()) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  const installed = playwrightChromium();
  if (installed === null) throw new Error('Could not find or install Chromium; set CHROMIUM_PATH.');
  return installed;
}

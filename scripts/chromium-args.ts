/** Flags Debian's Chromium needs here (no sandbox as root, no GPU, no network chatter); shared by e2e and bench. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

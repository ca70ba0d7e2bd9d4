import { fileURLToPath } from 'node:url';

/** Path aliases shared by Vite, Vitest and (through tsconfig paths) tsx and tsc. */
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@domain': dir('./src/domain'),
  '@contract': dir('./src/contract'),
  '@api': dir('./src/api'),
  '@app': dir('./src/app'),
  '@i18n': dir('./src/i18n'),
  '@machines': dir('./machines'),
  '@kit': dir('./ui/kit'),
  '@screens': dir('./ui/screens'),
  '@server': dir('./server'),
  '@tests': dir('./tests'),
};

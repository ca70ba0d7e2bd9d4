import { mkdirSync, writeFileSync } from 'node:fs';
import { testDatabaseKind } from '@tests/server/harness/database';

/** Where a reliability test leaves its figures for `npm run stress` to put into docs/reliability.md. */
export const FIGURES_DIR = 'test-results/reliability';

/** Prints a suite's figures and keeps them as JSON, one file per suite and database engine. */
export function reportFigures(suite: string, figures: Record<string, number | string>): void {
  const kind = testDatabaseKind();
  const line = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  process.stdout.write(`${suite} (${kind}): ${line}\n`);
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(`${FIGURES_DIR}/${suite}.${kind}.json`, JSON.stringify(figures, null, 2));
}

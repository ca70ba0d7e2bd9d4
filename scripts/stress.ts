import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/**
 * `npm run stress`: the full reliability suite. Every program in scripts/stress/*.stress.ts runs in
 * name order (or only those whose name holds one of the words given: `npm run stress -- load`); each
 * prints its figures and rewrites its sections of docs/reliability.md. Exits non-zero when one fails.
 */
const words = process.argv.slice(2);
const programs = readdirSync('scripts/stress')
  .filter((name) => name.endsWith('.stress.ts'))
  .filter((name) => words.length === 0 || words.some((word) => name.includes(word)))
  .sort();

const failed: string[] = [];
const started = performance.now();
for (const program of programs) {
  console.log(`\n▶ ${program}`);
  const begun = performance.now();
  const result = spawnSync('npx', ['tsx', `scripts/stress/${program}`], {
    stdio: 'inherit',
    env: { ...process.env, STRESS: '1' },
  });
  const seconds = ((performance.now() - begun) / 1000).toFixed(0);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${program} (${seconds} s)`);
  if (result.status !== 0) failed.push(program);
}
const total = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\nstress: ${programs.length - failed.length} passed, ${failed.length} failed (${total} s)`);
process.exit(failed.length === 0 ? 0 : 1);

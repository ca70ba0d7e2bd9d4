import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';

const FILE = 'docs/reliability.md';
const HEADER =
  '# Reliability figures\n\n' +
  'What the reliability suite measured: authorization, bad input, sessions, concurrency, XSS, files and ' +
  'faults (R1–R7). `npm test` runs the fast form of each suite; `npm run stress` runs the full one and ' +
  'rewrites the sections it ran. Each section says when, on what machine and with which command it was ' +
  'measured. Speed figures are kept here and in docs/benchmarks.md, never asserted in timed tests.\n';

/** The machine a figure was measured on, as docs/benchmarks.md names it. */
export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The sections of the current file by their title (`## title`). */
function sectionsOf(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of text.split(/^## /m).slice(1)) {
    const title = part.slice(0, part.indexOf('\n')).trim();
    sections.set(title, `## ${part.trimEnd()}\n`);
  }
  return sections;
}

/**
 * Writes one section of docs/reliability.md (replacing the one of the same title, keeping the others in
 * their order; a new title goes last), dated and with the command that produced its figures.
 */
export async function writeReliabilitySection(title: string, command: string, body: string): Promise<void> {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const sections = sectionsOf(current);
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  sections.set(
    title,
    `## ${title}\n\nMeasured ${stamp} UTC on ${machine()} with \`${command}\`.\n\n${body.trim()}\n`,
  );
  const markdown = `${HEADER}\n${[...sections.values()].join('\n')}`;
  const options = (await resolveConfig(FILE)) ?? {};
  writeFileSync(FILE, await format(markdown, { ...options, parser: 'markdown' }));
}

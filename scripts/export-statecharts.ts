import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCatalog } from '@machines/index';
import { buildStatechartFiles, GENERATED_EXTENSIONS, SPEC_SECTIONS_FILE } from './statecharts/build-files';
import { readSources } from './statecharts/sources';

/**
 * `npm run statecharts` writes docs/statecharts (SVG, SCXML, Mermaid, index.html) from the machine catalog.
 * `npm run statecharts -- --check` builds the same files in memory and exits 1 naming every stale file, so CI
 * fails when a machine changed without its diagrams.
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = fileURLToPath(new URL('../docs/statecharts/', import.meta.url));

function staleFiles(files: Map<string, string>, kept: readonly string[]): string[] {
  const stale = [...files].flatMap(([name, content]) => {
    const path = join(OUT, name);
    if (!existsSync(path)) return [`${name} (missing)`];
    return readFileSync(path, 'utf8') === content ? [] : [`${name} (differs)`];
  });
  return [
    ...stale,
    ...ownedFiles()
      .filter((name) => !files.has(name) && !kept.includes(name))
      .map((name) => `${name} (no longer generated)`),
  ];
}

function ownedFiles(): string[] {
  if (!existsSync(OUT)) return [];
  return readdirSync(OUT)
    .filter(
      (name) =>
        name === SPEC_SECTIONS_FILE || GENERATED_EXTENSIONS.some((extension) => name.endsWith(extension)),
    )
    .sort();
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const sources = readSources(ROOT);
  const files = await buildStatechartFiles(machineCatalog, sources);
  // Without the spec at hand its extracted sections stay as committed (neither checked nor removed).
  const kept = sources.spec === null ? [SPEC_SECTIONS_FILE] : [];
  if (kept.length) console.warn(`The spec was not found; ${SPEC_SECTIONS_FILE} is left as it is.`);
  if (check) {
    const stale = staleFiles(files, kept);
    if (!stale.length) {
      console.log(`docs/statecharts is current (${files.size} files).`);
      return 0;
    }
    console.error(
      `docs/statecharts is stale; run \`npm run statecharts\`:\n${stale.map((line) => `  ${line}`).join('\n')}`,
    );
    return 1;
  }
  mkdirSync(OUT, { recursive: true });
  for (const name of ownedFiles().filter((owned) => !files.has(owned) && !kept.includes(owned)))
    rmSync(join(OUT, name));
  for (const [name, content] of files) writeFileSync(join(OUT, name), content);
  console.log(`Wrote ${files.size} files to docs/statecharts: ${[...files.keys()].join(', ')}`);
  return 0;
}

process.exitCode = await main();

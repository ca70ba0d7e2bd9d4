import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { statechartDescriptionsSchema, type StatechartDescriptions } from '@contract/statecharts';

/** What the export reads besides the machines: their business descriptions and the spec's text. */
export interface StatechartSources {
  descriptions: (machineId: string) => StatechartDescriptions | null;
  /** The spec's markdown, or null where it is not at hand (the committed spec-sections.json is then kept). */
  spec: string | null;
}

const SPEC = join('shared', 'spec', 'product-data-spec.md');

/**
 * The spec lives beside the project (`../shared/spec`); in a git worktree the project is the main
 * checkout, which `.git` (a file there) points to.
 */
export function findSpec(root: string): string | null {
  const fromEnv = process.env.STATECHART_SPEC;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const candidates = [resolve(root, '..', SPEC)];
  const git = join(root, '.git');
  if (existsSync(git) && statSync(git).isFile()) {
    const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(git, 'utf8'))?.[1]?.trim();
    // <main>/.git/worktrees/<name> → <main>
    if (pointer) candidates.push(resolve(dirname(dirname(dirname(resolve(root, pointer)))), '..', SPEC));
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** The descriptions files of machines/descriptions and the spec, as the export of this checkout sees them. */
export function readSources(root: string): StatechartSources {
  const specFile = findSpec(root);
  return {
    descriptions: (machineId) => {
      const file = join(root, 'machines', 'descriptions', `${machineId}.json`);
      if (!existsSync(file)) return null;
      const parsed = statechartDescriptionsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file} is not a descriptions file: ${parsed.error.message}`);
      return parsed.data;
    },
    spec: specFile ? readFileSync(specFile, 'utf8') : null,
  };
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './result';

const root = new URL('..', import.meta.url).pathname;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

async function buildWithManifest(projectRoot: string, outDir: string, configFile: string | false) {
  const { build } = await import('vite');
  await build({
    root: projectRoot,
    configFile,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
    ...(configFile === false ? { plugins: [(await import('@vitejs/plugin-react')).default()] } : {}),
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A bare React 19 + wouter page, built with the same Vite in the same run: the yardstick. */
async function helloSize(): Promise<number> {
  const dir = join(root, 'bench/.tmp/hello');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/src/main.jsx"></script>',
  );
  writeFileSync(
    join(dir, 'src/main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { Router, Route } from 'wouter';
createRoot(document.getElementById('root')).render(<Router base="/react"><Route path="/login">Hello</Route></Router>);`,
  );
  const out = join(dir, 'dist');
  const manifest = await buildWithManifest(dir, out, false);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  return [...closure(manifest, entry)].reduce((sum, key) => sum + gz(join(out, manifest[key]!.file)), 0);
}

/** §2 issue goals: login entry ≤ 1.5× the hello page, largest lazy chunk ≤ 80 KB gz. */
export async function benchClientSize(): Promise<BenchResult[]> {
  const out = join(root, 'bench/.tmp/client');
  const manifest = await buildWithManifest(root, out, join(root, 'vite.config.ts'));
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const login = Object.keys(manifest).find((key) => key.endsWith('login/login-screen.tsx'))!;
  const files = new Set([...closure(manifest, entry), ...closure(manifest, login)]);
  const js = [...files].reduce((sum, key) => sum + gz(join(out, manifest[key]!.file)), 0);
  const css = [...files].flatMap((key) => manifest[key]!.css ?? []);
  const cssBytes = [...new Set(css)].reduce((sum, file) => sum + gz(join(out, file)), 0);
  const hello = await helloSize();
  const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry);
  const largest = lazy
    .map((chunk) => ({ file: chunk.file, size: gz(join(out, chunk.file)) }))
    .sort((a, b) => b.size - a.size)[0]!;
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return [
    {
      name: 'hello page JS (React 19 + wouter), gzip',
      value: kb(hello),
      unit: 'KB',
      goal: 'yardstick',
      ok: true,
    },
    {
      name: 'login entry JS (entry + login chunk and their imports), gzip',
      value: kb(js),
      unit: 'KB',
      goal: '—',
      ok: true,
    },
    { name: 'login entry CSS, gzip', value: kb(cssBytes), unit: 'KB', goal: '—', ok: true },
    {
      name: 'login entry JS ÷ hello page JS',
      value: Math.round((js / hello) * 100) / 100,
      unit: '×',
      goal: '≤ 1.5',
      ok: js / hello <= 1.5,
    },
    {
      name: `largest lazy chunk (${largest.file.replace('assets/', '')}), gzip`,
      value: kb(largest.size),
      unit: 'KB',
      goal: '≤ 80',
      ok: largest.size <= 80 * 1024,
    },
  ];
}

import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivatePostgres {
  url: string;
  /** A server given from outside (FAULTS_DATABASE_URL): what the program creates there it must drop. */
  shared: boolean;
  stop(): void;
}

/** Runs a PostgreSQL program, as the postgres user when this process is root (initdb refuses root). */
function run(program: string, args: string[]) {
  if (process.getuid?.() === 0)
    execFileSync('su', ['postgres', '-c', [program, ...args.map((arg) => `'${arg}'`)].join(' ')], {
      stdio: 'ignore',
    });
  else execFileSync(program, args, { stdio: 'ignore' });
}

/**
 * A PostgreSQL server of its own for a stress program: FAULTS_DATABASE_URL when given, else a throwaway
 * cluster (the newest installed under /usr/lib/postgresql) on `port`, removed by stop().
 */
export function privatePostgres(port: number): PrivatePostgres {
  const given = process.env.FAULTS_DATABASE_URL;
  if (given !== undefined && given !== '') return { url: given, shared: true, stop: () => undefined };
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (version === undefined)
    throw new Error('no PostgreSQL under /usr/lib/postgresql: set FAULTS_DATABASE_URL');
  const bin = join(root, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), `pg-faults-${port}-`));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  else chownSync(dir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    shared: false,
    stop() {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

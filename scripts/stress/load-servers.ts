import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../bench/server-process';

/**
 * The servers the R4 load runs against: the real server program (server/main.ts, no SPA build needed for
 * the API) on PGlite, and on a PostgreSQL server — the one TEST_DATABASE_URL or DATABASE_URL names, or a
 * private cluster started here on a port of its own. Everything listens on loopback only.
 */

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

async function untilAnswering(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/api/p1/products`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the server at ${origin} did not answer in time`);
}

/** Starts server/main.ts with the environment given; resolves once it answers HTTP. */
export async function startApiServer(env: Record<string, string>, startMs: number): Promise<RunningServer> {
  const port = await freePort();
  const log = join(tmpdir(), `pim-load-server-${port}.log`);
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', out, out],
  });
  console.log(`server on port ${port}, its output in ${log}`);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGTERM')
        console.error(`the server ended: ${code ?? signal} (see ${log})`);
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  await untilAnswering(origin, Date.now() + startMs);
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface PostgresServer {
  /** A fresh database for the load, on the given or the private server. */
  url: string;
  stop(): Promise<void>;
}

const LOAD_DATABASE = 'pim_load';

async function freshDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${LOAD_DATABASE}`);
  await client.query(`create database ${LOAD_DATABASE}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${LOAD_DATABASE}`;
  return url.toString();
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions[0] === undefined) throw new Error('no PostgreSQL server installed under /usr/lib/postgresql');
  return join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL tool, as the postgres user when this process is root (initdb refuses root). */
function runAsPostgres(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('su', ['postgres', '-c', [command, ...args.map((arg) => `'${arg}'`)].join(' ')], {
        stdio: 'ignore',
      })
    : spawnSync(command, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status})`);
}

/** The PostgreSQL of the environment, or a private cluster on a free loopback port, removed at stop. */
export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given !== undefined && given !== '') {
    return { url: await freshDatabase(given), stop: async () => {} };
  }
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'pim-load-pg-'));
  mkdirSync(join(dir, 'socket'));
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  runAsPostgres(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  runAsPostgres(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${join(dir, 'socket')} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url: await freshDatabase(serverUrl),
    stop: async () => {
      runAsPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

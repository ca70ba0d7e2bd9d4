import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url).pathname;

export async function waitFor200(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** True when /react/login answered 200 before the deadline. */
  ok: boolean;
  /** From spawn to the first 200 on /react/login. */
  ms: number;
  origin: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s program (scripts/start.ts: builds the client when stale, then serves) in a single node
 * process with tsx as a loader, on a given data dir and port; resolves at the first 200 on /react/login.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', ...env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const ok = await waitFor200(`${origin}/react/login`, started + 180_000);
  const ms = Date.now() - started;
  return {
    child,
    ok,
    ms,
    origin,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Service {
  origin: string;
  stop(): Promise<void>;
}

/**
 * A process of the benches (an API server, haproxy, a bare Hono app), started from the project root with
 * the given environment on top of this one; resolves once `readyUrl` answers 200, throws if it never does.
 */
export async function startService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 180_000,
): Promise<Service> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  if (!(await waitFor200(readyUrl, Date.now() + timeoutMs))) {
    await stop();
    throw new Error(`${name} did not start (${readyUrl})`);
  }
  return { origin: new URL(readyUrl).origin, stop };
}

/** The API server alone (server/main.ts, no client build) on `port`, in production mode, with `env`. */
export function startApiServer(port: number, env: Record<string, string>): Promise<Service> {
  return startService(
    `API server on ${port}`,
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    { PORT: String(port), NODE_ENV: 'production', ...env },
    `http://127.0.0.1:${port}/api/page-config`,
  );
}

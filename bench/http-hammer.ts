import { Agent, request } from 'node:http';

export interface HammerResult {
  requests: number;
  /** Answers other than 200, and requests that got no answer. */
  errors: number;
  rps: number;
}

/**
 * GETs `url` over `connections` keep-alive connections, each sending its next request as soon as the last
 * answer is read, for `seconds`. node:http rather than fetch: the client must cost far less than the
 * servers it compares, or the ratio measures the client.
 */
export async function hammer(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<HammerResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let requests = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const outgoing = request(url, { agent, headers }, (answer) => {
        if (answer.statusCode !== 200) errors += 1;
        answer.on('data', () => undefined);
        answer.on('end', () => resolve());
      });
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await once();
        requests += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests, errors, rps: requests / elapsed };
}

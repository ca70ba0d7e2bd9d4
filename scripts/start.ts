import { buildClient, clientIsStale } from './client-build';

/** `npm start`: builds the SPA when it is missing or stale, then starts the server. */
if (clientIsStale()) {
  console.log('Building the client (first start or sources changed)…');
  const started = performance.now();
  await buildClient();
  console.log(`Client built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
await import('../server/main');

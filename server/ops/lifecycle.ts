/**
 * Whether this process is on its way out: once SIGTERM arrives /readyz answers 503 so the load balancer
 * stops sending new requests, while those already here are finished (docs/decisions/0056).
 */
export interface Lifecycle {
  draining: boolean;
}

export function newLifecycle(): Lifecycle {
  return { draining: false };
}

/**
 * Which groups ("chunks") of attribute rows are mounted. A card with thousands of attributes (§9 speed
 * targets) mounts the chunks near the viewport at once and the others one by one while the browser is
 * idle, so no task holds the main thread long enough to delay input. Each chunk subscribes to its own
 * flag: mounting one re-renders that chunk and nothing else.
 */
export interface ChunkMounter {
  isMounted(key: string): boolean;
  subscribe(key: string, listener: () => void): () => void;
  /**
   * A chunk in the page: observed for the viewport and queued for idle mounting (in this order). An
   * `eager` chunk (the first screenful) counts as mounted from its first render.
   */
  register(key: string, uuids: readonly string[], element: Element | null, eager: boolean): () => void;
  /** Mounts a chunk now (a jump to one of its fields, focus reaching its placeholder). */
  mount(key: string): void;
  /** Mounts the chunk holding attribute `uuid`; false when no registered chunk holds it. */
  reveal(uuid: string): boolean;
  dispose(): void;
}

interface Deadline {
  timeRemaining(): number;
}

export interface MounterEnvironment {
  /** Calls back when the browser is idle; null where there is no idle time (tests): everything mounts. */
  onIdle: ((callback: (deadline: Deadline) => void) => () => void) | null;
  /**
   * Watches an element: `near` when it comes within a screen of the viewport, `visible` when it enters the
   * viewport itself; null where there is no observer.
   */
  observe: ((element: Element, on: (where: 'near' | 'visible') => void) => () => void) | null;
  /** Runs a mount so that its DOM is there when the call returns (React's flushSync). */
  flush: (update: () => void) => void;
}

/**
 * Idle time spent mounting per idle period. A chunk mostly mounts in 3–5 ms but some take 30 ms, and the
 * browser still styles and lays out what was mounted: spending at most this much (and never the last
 * IDLE_RESERVE_MS of a period) keeps every task well under a long task's 50 ms.
 */
const IDLE_SPEND_MS = 16;
const IDLE_RESERVE_MS = 8;

export function createChunkMounter(env: MounterEnvironment): ChunkMounter {
  const mounted = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();
  /** Registered chunks in registration (document) order, with their attribute uuids. */
  const chunks = new Map<string, readonly string[]>();
  /** Ends the viewport watch of a chunk not mounted yet; a mounted chunk costs the observer nothing. */
  const watches = new Map<string, () => void>();
  /** Chunks that came near the viewport and wait for idle time before all the others. */
  const near: string[] = [];
  let cancelIdle: (() => void) | null = null;

  const notify = (key: string) => listeners.get(key)?.forEach((listener) => listener());

  const mount = (key: string) => {
    if (mounted.has(key)) return;
    mounted.add(key);
    watches.get(key)?.();
    watches.delete(key);
    env.flush(() => notify(key));
  };

  const nextPending = () => {
    while (near.length > 0) {
      const key = near.shift()!;
      if (chunks.has(key) && !mounted.has(key)) return key;
    }
    for (const key of chunks.keys()) if (!mounted.has(key)) return key;
    return null;
  };

  /** In the viewport: mount now. Near it: first in line for the next idle time. */
  const onSeen = (key: string, where: 'near' | 'visible') => {
    if (where === 'visible') mount(key);
    else {
      near.push(key);
      scheduleIdle();
    }
  };

  const scheduleIdle = () => {
    if (cancelIdle || !env.onIdle) return;
    cancelIdle = env.onIdle((deadline) => {
      cancelIdle = null;
      const available = deadline.timeRemaining();
      const spent = () => available - deadline.timeRemaining();
      let key = nextPending();
      while (key !== null) {
        mount(key);
        const more = spent() < IDLE_SPEND_MS && deadline.timeRemaining() > IDLE_RESERVE_MS;
        key = more ? nextPending() : null;
      }
      if (nextPending() !== null) scheduleIdle();
    });
  };

  return {
    isMounted: (key) => mounted.has(key) || env.onIdle === null || env.observe === null,
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    register(key, uuids, element, eager) {
      chunks.set(key, uuids);
      if (eager) mounted.add(key);
      if (element && env.observe && !mounted.has(key))
        watches.set(
          key,
          env.observe(element, (where) => onSeen(key, where)),
        );
      scheduleIdle();
      return () => {
        chunks.delete(key);
        watches.get(key)?.();
        watches.delete(key);
      };
    },
    mount,
    reveal(uuid) {
      for (const [key, uuids] of chunks) {
        if (uuids.includes(uuid)) {
          mount(key);
          return true;
        }
      }
      return false;
    },
    dispose() {
      cancelIdle?.();
      cancelIdle = null;
    },
  };
}

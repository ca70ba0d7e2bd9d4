import { randomUUID } from 'node:crypto';
import { parseChangeNotice, type ChangeNotice } from './change-notice';

/** A connection that listens on the channel `pim_changes` (docs/decisions/0068). */
export interface ListeningConnection {
  /** Sends a notice on the channel over this very connection (null when it cannot be lost: PGlite). */
  readonly ping: ((payload: string) => Promise<void>) | null;
  close(): Promise<void>;
}

/** Where notices come from: PostgreSQL (a connection of its own) or PGlite (the one database). */
export interface ChangeSource {
  /** Listens; `onPayload` gets every notice, `onLost` is called once the connection is gone. */
  listen(
    onPayload: (payload: string) => void,
    onLost: (error: unknown) => void,
  ): Promise<ListeningConnection>;
}

export interface ChangeFeedOptions {
  /** How often the feed sends itself a ping (ms). */
  pingMs?: number;
  /** A ping not back by then means the connection is gone, even when no error said so (ms). */
  pingTimeoutMs?: number;
  /** How long after a lost connection the feed listens again (ms). */
  retryMs?: number;
  /** Told when the feed starts or stops being live, with the error that stopped it. */
  onLiveChange?: (live: boolean, error?: unknown) => void;
}

/** What a watcher is told: a notice, or `all` when the feed went live or stopped being live. */
export type FeedEvent = ChangeNotice;

/**
 * The notices of changes this process hears (docs/decisions/0068). While it is live, kept answers may
 * be used; when its connection is lost (an error, or a ping that does not come back) it is not live, every
 * watcher drops everything, and it listens again. Going live drops everything too: what changed while it
 * did not listen was never announced to it.
 */
export class ChangeFeed {
  private connection: ListeningConnection | null = null;
  private isLive = false;
  private closed = false;
  private readonly watchers = new Set<(event: FeedEvent) => void>();
  private outstanding: { nonce: string; since: number } | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly pingMs: number;
  private readonly pingTimeoutMs: number;
  private readonly retryMs: number;

  constructor(
    private readonly source: ChangeSource,
    private readonly options: ChangeFeedOptions = {},
  ) {
    this.pingMs = options.pingMs ?? 2_000;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 6_000;
    this.retryMs = options.retryMs ?? 1_000;
  }

  get live(): boolean {
    return this.isLive;
  }

  watch(watcher: (event: FeedEvent) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Listens; resolves once the first attempt is over (a failed one is retried in the background). */
  async start(): Promise<void> {
    if (this.closed || this.connection !== null) return;
    try {
      let connection: ListeningConnection | undefined = undefined;
      connection = await this.source.listen(
        (payload) => this.heard(payload),
        (error) => this.lost(connection, error),
      );
      if (this.closed) {
        await connection.close().catch(() => undefined);
        return;
      }
      this.connection = connection;
      this.tell({ kind: 'all' });
      this.isLive = true;
      this.options.onLiveChange?.(true);
      if (connection.ping !== null)
        this.pingTimer = setInterval(() => this.checkPing(connection), this.pingMs);
      this.pingTimer?.unref();
    } catch (error) {
      this.options.onLiveChange?.(false, error);
      this.retry();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopTimers();
    const connection = this.connection;
    this.connection = null;
    if (this.isLive) {
      this.isLive = false;
      this.tell({ kind: 'all' });
    }
    await connection?.close().catch(() => undefined);
  }

  private heard(payload: string) {
    const notice = parseChangeNotice(payload);
    if (notice === null) return;
    if (notice.kind === 'ping') {
      if (this.outstanding?.nonce === notice.nonce) this.outstanding = null;
      return;
    }
    this.tell(notice);
  }

  private checkPing(connection: ListeningConnection) {
    if (this.outstanding !== null) {
      if (Date.now() - this.outstanding.since >= this.pingTimeoutMs)
        this.lost(connection, new Error('the change feed heard no answer to its ping'));
      return;
    }
    const nonce = randomUUID();
    this.outstanding = { nonce, since: Date.now() };
    connection.ping?.(`ping ${nonce}`).catch((error: unknown) => this.lost(connection, error));
  }

  private lost(connection: ListeningConnection | undefined, error: unknown) {
    if (connection === undefined || this.connection !== connection) return;
    this.connection = null;
    this.stopTimers();
    this.outstanding = null;
    this.isLive = false;
    this.tell({ kind: 'all' });
    this.options.onLiveChange?.(false, error);
    void connection.close().catch(() => undefined);
    this.retry();
  }

  private retry() {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
    this.retryTimer.unref();
  }

  private stopTimers() {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }

  private tell(event: FeedEvent) {
    for (const watcher of this.watchers) watcher(event);
  }
}

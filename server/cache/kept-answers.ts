/**
 * Answers kept in the process by group (a card's id, a session's token hash) and key within the group,
 * dropped by group when the database announces a change (docs/decisions/0068).
 *
 * A fill is guarded: the caller takes a `mark()` before it reads the database and passes it to `keep`; a
 * group dropped (or everything dropped) after the mark is not kept, because the read may have seen the row
 * before the change. The notice of a change can only arrive after its commit, so a read that began before
 * the commit either saw it or is refused here.
 */
export class KeptAnswers<V> {
  private readonly groups = new Map<string, Map<string, { value: V; size: number }>>();
  private bytes = 0;
  private counter = 0;
  private droppedAllAt = 0;
  private readonly droppedAt = new Map<string, number>();

  constructor(
    /** The most the kept values may weigh (their `size`s summed); the oldest groups go first. */
    private readonly maxBytes: number,
    /** More dropped groups than this are forgotten at once (as if everything had been dropped). */
    private readonly maxDropped = 50_000,
  ) {}

  get size(): number {
    return this.bytes;
  }

  mark(): number {
    return this.counter;
  }

  get(group: string, key: string): V | undefined {
    return this.groups.get(group)?.get(key)?.value;
  }

  keep(group: string, key: string, value: V, size: number, mark: number): void {
    if (this.droppedAllAt > mark || (this.droppedAt.get(group) ?? 0) > mark) return;
    if (size > this.maxBytes / 4) return;
    let entries = this.groups.get(group);
    if (entries === undefined) {
      entries = new Map();
      this.groups.set(group, entries);
    }
    const before = entries.get(key);
    this.bytes += size - (before?.size ?? 0);
    entries.set(key, { value, size });
    if (this.bytes > this.maxBytes) this.evict();
  }

  drop(groups: readonly string[]): void {
    this.counter += 1;
    for (const group of groups) {
      this.forget(group);
      this.droppedAt.set(group, this.counter);
    }
    if (this.droppedAt.size > this.maxDropped) this.dropAll();
  }

  dropAll(): void {
    this.counter += 1;
    this.droppedAllAt = this.counter;
    this.droppedAt.clear();
    this.groups.clear();
    this.bytes = 0;
  }

  private forget(group: string) {
    const entries = this.groups.get(group);
    if (entries === undefined) return;
    for (const entry of entries.values()) this.bytes -= entry.size;
    this.groups.delete(group);
  }

  /** Down to three quarters of the bound, oldest group first (a Map keeps insertion order). */
  private evict() {
    for (const group of this.groups.keys()) {
      if (this.bytes <= (this.maxBytes * 3) / 4) return;
      this.forget(group);
    }
  }
}

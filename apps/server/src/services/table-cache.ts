// Standings and player stats are computed from every completed match of a season: cheap enough
// per request, but read far more often than results change. Cache them until the next write
// (a live event from any process, or any write request to this one).
export class TableCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = compute();
      this.entries.set(key, entry);
      // A failed computation is not kept.
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

// Public reads (standings, stats, fixtures, a match) are asked for far more often than results
// change: keep their answers until the next change, as bytes ready to write, plain and gzipped
// once (a season's fixtures shrink about 20 times; compressing on every request would cost more
// than the read it saves). Cleared by each write as it commits (write-transaction.ts), when
// another process announces a change (PostgreSQL NOTIFY), and after any other write request;
// bounded in bytes, oldest dropped first.

import type { OutgoingHttpHeaders } from 'node:http';

export interface CachedResponse {
  body: Buffer;
  /** The same body gzipped, or null when it is too small to gain from it. */
  gzip: Buffer | null;
  headers: OutgoingHttpHeaders;
}

const sizeOf = (response: CachedResponse): number =>
  response.body.length + (response.gzip?.length ?? 0);

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** Raised by every clear: an answer computed before a clear must not be stored after it. */
  generation = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, response: CachedResponse, generation: number): void {
    if (generation !== this.generation) return;
    const size = sizeOf(response);
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= sizeOf(previous);
      this.entries.delete(key);
    }
    while (this.bytes + size > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.bytes -= sizeOf(oldest.value[1]);
      this.entries.delete(oldest.value[0]);
    }
    this.entries.set(key, response);
    this.bytes += size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}

// Public reads (standings, stats, fixtures, a match) are asked for far more often than results
// change: keep their serialized answers until the next change. Cleared on every live event (any
// process) and every write request; bounded in bytes, oldest dropped first.

import type { OutgoingHttpHeaders } from 'node:http';

export interface CachedResponse {
  body: string;
  headers: OutgoingHttpHeaders;
}

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
    const size = response.body.length;
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    while (this.bytes + size > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.bytes -= this.entries.get(oldest.value)?.body.length ?? 0;
      this.entries.delete(oldest.value);
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

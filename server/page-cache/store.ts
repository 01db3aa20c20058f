/**
 * The entries of the page cache: a map in least-recently-used order, bounded by the bytes it holds
 * (every entry keeps its body twice, brotli and gzip; the rare client that takes neither gets the
 * gzip body unpacked, page-cache.ts).
 */

export interface PageEntry {
  key: string;
  /** the content version the page was rendered for */
  version: string;
  /** Date.now() after which the entry is rendered again even without a content change */
  expiresAt: number;
  status: number;
  /** the headers to send with every answer from this entry (no length, encoding or cookies) */
  headers: [string, string][];
  /** strong validator of the identity body, without quotes */
  etag: string;
  /** only compressed: the plain page is three to six times larger and almost never asked for */
  bodies: { br: Buffer; gzip: Buffer };
}

export function entrySize(entry: PageEntry): number {
  const { br, gzip } = entry.bodies;
  return br.byteLength + gzip.byteLength + 512;
}

export class PageStore {
  #entries = new Map<string, PageEntry>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /** the entry for the key if it belongs to this version and has not expired */
  get(key: string, version: string, now = Date.now()): PageEntry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // most recently used goes last
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(entry: PageEntry) {
    const size = entrySize(entry);
    if (size > this.maxBytes) return;
    this.delete(entry.key);
    this.#entries.set(entry.key, entry);
    this.#bytes += size;
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entrySize(entry);
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}

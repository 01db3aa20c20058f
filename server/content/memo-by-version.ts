/**
 * Public data that every page render needs and that only a content write changes (the visible
 * pages of a language for the menus and the page lookup, the features and reviews of the homes …),
 * kept in memory per content version (server/page-cache/content-version.ts): a render after a write
 * loads them again, any other render gets them without a query.
 *
 * The version is the one the page cache watches; the instance that wrote reads it again before
 * answering the write, other instances hear of it by NOTIFY, so a memo is never older than the pages
 * the cache serves. Without a watched version (no page cache: development, API-only tests) nothing
 * is kept and every call loads: never stale, whatever writes happen.
 */
import type { ContentVersion } from "../page-cache/content-version.ts";

export interface ContentMemo {
  /** the value of `key` for the current content version, loading it (once, however many ask) when missing */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function memoByVersion(version?: Pick<ContentVersion, "current" | "onChange">): ContentMemo {
  if (!version) return { get: (_key, load) => load() };
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();
  // the old version's values are never read again: free them at once
  version.onChange(() => entries.clear());
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = version.current;
      const entry = entries.get(key);
      if (entry && entry.version === current) return entry.value as Promise<T>;
      // loaded under the version read before the load: a bump while it runs makes the next call
      // load again, so what was read before the write is never kept for after it
      const value = load();
      entries.set(key, { version: current, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

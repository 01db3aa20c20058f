/**
 * One way to keep files, whatever holds them: a local directory (the default) or an S3-compatible
 * bucket, so several instances can share uploads without a shared volume (see
 * docs/decisions/0011-upload-storage.md). Keys are relative, slash-separated paths such as
 * `news/12/k3J9aQ2x.jpg`; each area (uploads, documents) is its own storage with its own keys.
 */
import type { Readable } from "node:stream";

export interface ObjectInfo {
  /** bytes */
  size: number;
  /** the store's entity tag, quoted as in HTTP; absent for the local directory */
  etag?: string;
  lastModified?: Date;
  /** the Content-Type given at `put`; absent for the local directory */
  contentType?: string;
}

export interface StoredFile extends ObjectInfo {
  body: Readable;
}

export interface PutOptions {
  contentType?: string;
  /** refuse to replace an existing file (the local directory only; S3 names are random enough) */
  exclusive?: boolean;
}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, data: Uint8Array, options?: PutOptions): Promise<void>;
  /** the file as a stream, or null when there is none */
  get(key: string): Promise<StoredFile | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** removing a file that is not there is no error */
  delete(key: string): Promise<void>;
  /** every file whose key starts with `prefix` ("" = all), in no particular order */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
}

/**
 * Keys are what callers build from checked names; refusing anything else here means neither driver
 * can be led outside its directory or prefix ("..", absolute paths, backslashes, empty segments).
 */
export function checkKey(key: string): string {
  if (
    key.length === 0 ||
    key.length > 512 ||
    !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ||
    key.split("/").some((segment) => segment === "." || segment === "..")
  ) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

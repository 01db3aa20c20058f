/**
 * Moves the files of the local directories (DATA_DIR/uploads, DATA_DIR/documents) into object storage
 * under the same keys, so the database's addresses (/uploads/…, stored_path) stay valid. Idempotent:
 * a file already in the bucket with the same size and SHA-256 is left alone, one that differs is
 * written again; after each copy the bucket's copy is read back and compared. The local files are
 * never removed: that is the operator's step once the site runs on the bucket.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { getMimeType } from "hono/utils/mime";
import type { Config } from "../config.ts";
import { fileStores } from "./index.ts";
import { LocalStorage } from "./local.ts";
import type { ObjectStorage } from "./types.ts";

export interface MigrationArea {
  name: string;
  from: LocalStorage;
  to: ObjectStorage;
}

export interface MigrationResult {
  /** files written to the bucket (new or different there) */
  copied: string[];
  /** files the bucket already held with the same size and hash */
  unchanged: string[];
  /** files whose copy in the bucket did not match after writing */
  failed: string[];
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function remoteHash(to: ObjectStorage, key: string, size: number): Promise<string | null> {
  const file = await to.get(key);
  if (!file) return null;
  if (file.size !== size) {
    file.body.destroy();
    return null;
  }
  return sha256Of(file.body);
}

export async function migrateToStorage(
  areas: MigrationArea[],
  progress: (line: string) => void = () => {},
): Promise<MigrationResult> {
  const result: MigrationResult = { copied: [], unchanged: [], failed: [] };
  for (const { name, from, to } of areas) {
    for await (const { key } of from.list()) {
      const label = `${name}/${key}`;
      const content = await readFile(from.pathOf(key));
      const hash = createHash("sha256").update(content).digest("hex");
      if ((await remoteHash(to, key, content.byteLength)) === hash) {
        result.unchanged.push(label);
        continue;
      }
      await to.put(key, content, { contentType: getMimeType(key) });
      if ((await remoteHash(to, key, content.byteLength)) === hash) {
        result.copied.push(label);
        progress(`copied ${label} (${content.byteLength} bytes)`);
      } else {
        result.failed.push(label);
        progress(`FAILED ${label}: the bucket's copy differs`);
      }
    }
  }
  return result;
}

/**
 * With object storage configured: copies DATA_DIR/uploads and DATA_DIR/documents into the bucket
 * (`npm run storage:migrate`, and after the demo seed, which renders its files into DATA_DIR).
 * Without it: nothing to do, the directories are the storage.
 */
export async function copyLocalFilesToBucket(
  config: Config,
  progress?: (line: string) => void,
): Promise<MigrationResult | null> {
  if (!config.s3) return null;
  const bucket = fileStores(config);
  return migrateToStorage(
    [
      { name: "uploads", from: new LocalStorage(config.uploadDir), to: bucket.uploads },
      { name: "documents", from: new LocalStorage(config.documentDir), to: bucket.documents },
    ],
    progress,
  );
}

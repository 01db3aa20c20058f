/**
 * The storage of each file area, chosen by the configuration: S3 when the S3_* settings are given,
 * else the directories under DATA_DIR. One instance per configuration, so one S3 client per process.
 */
import type { Config } from "../config.ts";
import { LocalStorage } from "./local.ts";
import { createS3Client, S3Storage } from "./s3.ts";
import type { ObjectStorage } from "./types.ts";

export type { ObjectInfo, ObjectStorage, StoredFile } from "./types.ts";

export interface FileStores {
  /** images and their variants, served under /uploads/<key> */
  uploads: ObjectStorage;
  /** the accountant's documents, only ever sent through the app after a permission check */
  documents: ObjectStorage;
}

const cache = new WeakMap<Config, FileStores>();

export function fileStores(config: Config): FileStores {
  let stores = cache.get(config);
  if (!stores) {
    if (config.s3) {
      const client = createS3Client(config.s3);
      stores = {
        uploads: new S3Storage(client, config.s3.bucket, "uploads/"),
        documents: new S3Storage(client, config.s3.bucket, "documents/"),
      };
    } else {
      stores = {
        uploads: new LocalStorage(config.uploadDir),
        documents: new LocalStorage(config.documentDir),
      };
    }
    cache.set(config, stores);
  }
  return stores;
}

/** The default driver: files in a directory on this machine, at exactly the paths they always had. */
import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkKey, type ObjectInfo, type ObjectStorage, type PutOptions, type StoredFile } from "./types.ts";

export class LocalStorage implements ObjectStorage {
  readonly kind = "local";
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** the file of a key on this machine */
  pathOf(key: string): string {
    const full = path.resolve(this.root, checkKey(key));
    if (!full.startsWith(this.root + path.sep)) throw new Error("storage key outside the directory");
    return full;
  }

  async put(key: string, data: Uint8Array, options: PutOptions = {}): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, options.exclusive ? { flag: "wx" } : undefined);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, lastModified: info.mtime };
  }

  async get(key: string): Promise<StoredFile | null> {
    const info = await this.head(key);
    if (!info) return null;
    return { ...info, body: createReadStream(this.pathOf(key)) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Removes the folders of `key` that are empty, from the innermost up to (not including) the root. */
  async pruneEmptyFolders(key: string): Promise<void> {
    let current = path.dirname(this.pathOf(key));
    while (current.startsWith(this.root + path.sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone)
      }
      current = path.dirname(current);
    }
  }

  async *list(prefix = ""): AsyncIterable<{ key: string; size: number }> {
    const walk = async function* (
      dir: string,
      relative: string,
    ): AsyncGenerator<{ key: string; size: number }> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile() && key.startsWith(prefix)) yield { key, size: (await stat(full)).size };
      }
    };
    yield* walk(this.root, "");
  }
}

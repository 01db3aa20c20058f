/**
 * Writes one backup archive (`.tar.gz`): the database as JSON lines per table
 * (`database/NNN-<table>.jsonl`, in load order), the uploads (`uploads/…`), the accountant's
 * documents (`documents/…`) and last `manifest.json` (server/backup/manifest.ts). The database is
 * read in one read-only snapshot and staged on disk first, so a running server waits only for that
 * part (PGlite serves one query at a time), not for the compression of the files.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Database } from "../db/client.ts";
import {
  FORMAT,
  FORMAT_VERSION,
  lastAppliedMigration,
  MANIFEST_NAME,
  type Manifest,
  productVersion,
} from "./manifest.ts";
import { countRows, listTables, readSequences, tableRows } from "./tables.ts";
import { END_OF_ARCHIVE, entryHeader, entryPadding } from "./tar.ts";

export interface BackupSource {
  database: Database;
  uploadDir: string;
  documentDir: string;
}

/** Regular files under `dir`, as paths relative to it with "/" separators; symlinks are skipped. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk("");
  return out;
}

function sha256(data: Buffer | string): string {
  return createHash("sha256").update(data).digest("hex");
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Dumps every table into `dir` inside one snapshot; returns the database part of the manifest. */
async function dumpDatabase(database: Database, dir: string) {
  return database.db.transaction(
    async (tx) => {
      const migration = await lastAppliedMigration(tx);
      const tables = await listTables(tx);
      const dumped: Manifest["database"]["tables"] = [];
      for (const [index, table] of tables.entries()) {
        const file = `database/${String(index + 1).padStart(3, "0")}-${table.name}.jsonl`;
        const out = createWriteStream(path.join(dir, path.basename(file)));
        let rows = 0;
        await pipeline(
          Readable.from(
            (async function* () {
              for await (const page of tableRows(tx, table)) {
                rows += page.length;
                yield `${page.join("\n")}\n`;
              }
            })(),
          ),
          out,
        );
        if (rows !== (await countRows(tx, table.name)))
          throw new Error(`table ${table.name} changed while read`);
        dumped.push({ name: table.name, file, rows });
      }
      return { kind: database.kind, migration, tables: dumped, sequences: await readSequences(tx) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/**
 * Writes the archive to `file` (through a temporary file next to it, renamed at the end, so `file`
 * is either the previous content or a complete archive, never half of one).
 */
export async function createBackup(source: BackupSource, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), ".backup-"));
  const partial = `${target}.${randomBytes(4).toString("hex")}.partial`;
  try {
    const database = await dumpDatabase(source.database, staging);
    const files: Record<string, string> = {};
    const manifest: Manifest = {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      product_version: productVersion(),
      created_at: new Date().toISOString(),
      database,
      files,
    };
    const folders = [
      { prefix: "uploads", dir: source.uploadDir },
      { prefix: "documents", dir: source.documentDir },
    ];

    async function* entries(): AsyncGenerator<Buffer> {
      for (const table of database.tables) {
        const local = path.join(staging, path.basename(table.file));
        const { size } = await stat(local);
        files[table.file] = await hashFile(local);
        yield entryHeader(table.file, size);
        for await (const chunk of createReadStream(local)) yield chunk as Buffer;
        yield entryPadding(size);
      }
      for (const { prefix, dir } of folders) {
        for (const relative of await listFiles(dir)) {
          // read whole, so the size in the header and the hash are of the same bytes even when the
          // file is replaced meanwhile; a file removed since the listing is simply not in the backup
          let content: Buffer;
          try {
            if (!(await lstat(path.join(dir, relative))).isFile()) continue;
            content = await readFile(path.join(dir, relative));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
            throw error;
          }
          const name = `${prefix}/${relative}`;
          files[name] = sha256(content);
          yield entryHeader(name, content.length);
          yield content;
          yield entryPadding(content.length);
        }
      }
      const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      yield entryHeader(MANIFEST_NAME, json.length);
      yield json;
      yield entryPadding(json.length);
      yield END_OF_ARCHIVE;
    }

    await pipeline(Readable.from(entries()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, target);
    return { file: target, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

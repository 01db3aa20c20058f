/**
 * Restores a backup archive (server/backup/backup.ts) into an empty database and empty upload and
 * document folders. Order, so that a damaged archive changes nothing:
 * 1. the whole archive is unpacked into a staging folder and checked against its manifest (every
 *    entry's sha256, nothing missing, nothing extra, a migration this code knows);
 * 2. the migrations run up to the archive's migration, the rows load in ONE transaction (checked per
 *    table against the manifest's count before the commit), the sequences are set, then the newer
 *    migrations of this code run;
 * 3. the staged files are moved into place (a rename each, on the same disk).
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { listFiles } from "./backup.ts";
import {
  knownMigrations,
  lastAppliedMigration,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
  tablesFilledByMigrations,
} from "./manifest.ts";
import {
  countRows,
  insertRows,
  linkSelfReferences,
  listTables,
  restoreSequences,
  type TableInfo,
} from "./tables.ts";
import { ArchiveError, readTar } from "./tar.ts";

/** A refusal with a message for the person running the command (no stack trace needed). */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  database: Database;
  uploadDir: string;
  documentDir: string;
}

async function folderIsEmpty(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length === 0;
}

/**
 * Refuses a target that holds anything: rows in any table (other than the fixed rows migrations put
 * in), a schema newer than the archive's, or files in the upload or document folder. A database that
 * a server only migrated counts as empty (a new PostgreSQL database after a first start).
 */
export async function assertEmptyTarget(target: RestoreTarget, archiveMigration?: string | null) {
  const db = target.database.db;
  const fixed = tablesFilledByMigrations();
  for (const table of await listTables(db)) {
    if (fixed.has(table.name)) continue;
    const rows = await countRows(db, table.name);
    if (rows > 0) {
      throw new RestoreRefused(
        `The database is not empty (table ${table.name} has ${rows} rows); restore only into an empty database.`,
      );
    }
  }
  for (const [dir, what] of [
    [target.uploadDir, "upload folder"],
    [target.documentDir, "document folder"],
  ] as const) {
    if (!(await folderIsEmpty(dir))) {
      throw new RestoreRefused(`The ${what} ${dir} is not empty; restore only into an empty data directory.`);
    }
  }
  if (archiveMigration !== undefined) {
    const applied = await lastAppliedMigration(db);
    const order = knownMigrations().map((m) => m.hash);
    if (
      applied &&
      archiveMigration !== null &&
      order.indexOf(applied.hash) > order.indexOf(archiveMigration)
    ) {
      throw new RestoreRefused(
        `The database already has a newer schema (${applied.tag}) than the backup; restore into a new, empty database.`,
      );
    }
  }
}

interface Staged {
  manifest: Manifest;
  dir: string;
}

function entryPath(name: string): string {
  const valid =
    name === MANIFEST_NAME ||
    (/^(database|uploads|documents)\/[^\0\\]+$/.test(name) &&
      name.split("/").every((part) => part !== "" && part !== "." && part !== ".."));
  if (!valid) throw new ArchiveError(`the archive holds an unexpected entry (${name})`);
  return name;
}

/** Unpacks the archive into `dir` and checks it against its manifest. */
async function unpack(archive: string, dir: string): Promise<Staged> {
  const hashes = new Map<string, string>();
  let manifestText: string | undefined;
  const gunzip = createGunzip();
  // a read or decompression error (truncated or damaged gzip) ends the tar reader with that error
  createReadStream(archive)
    .on("error", (error) => gunzip.destroy(error))
    .pipe(gunzip);
  const chunks = Readable.from(gunzip);
  try {
    for await (const entry of readTar(chunks)) {
      const name = entryPath(entry.name);
      if (hashes.has(name) || (name === MANIFEST_NAME && manifestText !== undefined)) {
        throw new ArchiveError(`the archive holds ${name} twice`);
      }
      if (name === MANIFEST_NAME) {
        const parts: Buffer[] = [];
        for await (const piece of entry.content) parts.push(piece);
        manifestText = Buffer.concat(parts).toString("utf8");
        continue;
      }
      const file = path.join(dir, ...name.split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      const hash = createHash("sha256");
      await pipeline(
        entry.content,
        async function* (pieces: AsyncIterable<Buffer>) {
          for await (const piece of pieces) {
            hash.update(piece);
            yield piece;
          }
        },
        createWriteStream(file, { flags: "wx" }),
      );
      hashes.set(name, hash.digest("hex"));
    }
  } catch (error) {
    if (error instanceof ArchiveError)
      throw new RestoreRefused(`The backup cannot be used: ${error.message}.`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_BUF_ERROR" || code === "Z_DATA_ERROR" || code === "ERR_STREAM_PREMATURE_CLOSE") {
      throw new RestoreRefused("The backup cannot be used: the archive is truncated or damaged (gzip).");
    }
    throw error;
  }
  if (manifestText === undefined) {
    throw new RestoreRefused("The backup cannot be used: it has no manifest (truncated, or not a backup).");
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new RestoreRefused("The backup cannot be used: its manifest is not valid.");
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = hashes.get(name);
    if (actual === undefined) throw new RestoreRefused(`The backup cannot be used: ${name} is missing.`);
    if (actual !== expected) {
      throw new RestoreRefused(`The backup cannot be used: ${name} is damaged (its sha256 does not match).`);
    }
  }
  for (const table of manifest.database.tables) {
    // the loader opens these paths: only staged, hash-checked entries of database/
    if (!table.file.startsWith("database/") || !(table.file in manifest.files)) {
      throw new RestoreRefused(
        `The backup cannot be used: its manifest names ${table.file} for table ${table.name}.`,
      );
    }
  }
  for (const name of hashes.keys()) {
    if (!(name in manifest.files)) {
      throw new RestoreRefused(`The backup cannot be used: ${name} is not listed in its manifest.`);
    }
  }
  return { manifest, dir };
}

/** The rows of a staged table file, `size` lines at a time. */
async function* linesOf(file: string, size = 500): AsyncGenerator<string[]> {
  let batch: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (line === "") continue;
    batch.push(line);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function loadRows(tx: Tx, staged: Staged): Promise<void> {
  const present = new Map<string, TableInfo>((await listTables(tx)).map((t) => [t.name, t]));
  const tables = staged.manifest.database.tables;
  for (const entry of tables) {
    if (!present.has(entry.name)) {
      throw new RestoreRefused(
        `The backup has a table ${entry.name} that the database schema does not have.`,
      );
    }
  }
  // the fixed rows of a migration (tablesFilledByMigrations) make way for the archive's
  for (const entry of [...tables].reverse()) {
    if ((await countRows(tx, entry.name)) > 0)
      await tx.execute(sql`DELETE FROM ${sql.identifier(entry.name)}`);
  }
  const fileOf = (entry: (typeof tables)[number]) => path.join(staged.dir, ...entry.file.split("/"));
  for (const entry of tables) {
    const table = present.get(entry.name) as TableInfo;
    for await (const batch of linesOf(fileOf(entry))) await insertRows(tx, table, batch);
  }
  for (const entry of tables) {
    const table = present.get(entry.name) as TableInfo;
    if (table.selfReferences.length === 0) continue;
    for await (const batch of linesOf(fileOf(entry))) await linkSelfReferences(tx, table, batch);
  }
  for (const entry of tables) {
    const rows = await countRows(tx, entry.name);
    if (rows !== entry.rows) {
      throw new RestoreRefused(
        `The backup cannot be used: table ${entry.name} has ${rows} rows after loading, the manifest says ${entry.rows}.`,
      );
    }
  }
  await restoreSequences(tx, staged.manifest.database.sequences);
}

/** Moves a staged folder to `target`, which holds no files (checked before); absent = an empty folder. */
async function moveIntoPlace(staged: string, target: string): Promise<void> {
  if (!(await folderIsEmpty(target))) throw new RestoreRefused(`${target} is no longer empty.`);
  await rm(target, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await rename(staged, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(target, { recursive: true });
  }
}

export interface RestoreOptions {
  /** where the archive is unpacked first; on the same disk as the upload and document folders */
  workDir: string;
}

/** Restores `archive` into `target` (see the top of this file); returns the archive's manifest. */
export async function restoreBackup(archive: string, target: RestoreTarget, options: RestoreOptions) {
  try {
    await stat(archive);
  } catch {
    throw new RestoreRefused(`No backup file at ${archive}.`);
  }
  await assertEmptyTarget(target);
  await mkdir(options.workDir, { recursive: true });
  const dir = await mkdtemp(path.join(options.workDir, ".restore-"));
  try {
    const staged = await unpack(archive, dir);
    const migration = staged.manifest.database.migration;
    if (migration && !knownMigrations().some((m) => m.hash === migration.hash)) {
      throw new RestoreRefused(
        `The backup was made by a newer version of the site (${staged.manifest.product_version}, migration ${migration.tag}); update the site first.`,
      );
    }
    await assertEmptyTarget(target, migration?.hash ?? null);
    const { database } = target;
    if (migration) await migrate(database, { upTo: migration.hash });
    await database.db.transaction((tx) => loadRows(tx, staged));
    await migrate(database);
    await moveIntoPlace(path.join(dir, "uploads"), target.uploadDir);
    await moveIntoPlace(path.join(dir, "documents"), target.documentDir);
    return staged.manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

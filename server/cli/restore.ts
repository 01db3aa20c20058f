/**
 * `npm run restore -- <file>`: restores an archive of `npm run backup` (server/backup/restore.ts)
 * into the configured site, which must be empty: a DATA_DIR without a database, uploads or documents,
 * or with DATABASE_URL an empty PostgreSQL database (tables without rows are fine). The embedded
 * database is built in a folder next to DATA_DIR/db and renamed into place only when it is complete.
 */
import { mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { RestoreRefused, restoreBackup } from "../backup/restore.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { claimEmbeddedDatabase } from "../db/embedded-lock.ts";
import { runCommand, UsageError } from "./run-command.ts";

const usage = "Usage: npm run restore -- <file.tar.gz>";

/** false for an absent or empty folder */
async function holdsAnything(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

runCommand(async (argv, out) => {
  if (argv.length !== 1 || argv[0].startsWith("-")) throw new UsageError(usage);
  const archive = path.resolve(argv[0]);
  const config = loadConfig();
  const target = { uploadDir: config.uploadDir, documentDir: config.documentDir };
  const report = (manifest: Awaited<ReturnType<typeof restoreBackup>>) => {
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = Object.keys(manifest.files).filter((name) => !name.startsWith("database/")).length;
    out(
      `Restored ${archive} (made ${manifest.created_at} by version ${manifest.product_version} on ${manifest.database.kind}): ${manifest.database.tables.length} tables with ${rows} rows, ${files} files; every row count and file hash matches the manifest.`,
    );
  };

  if (config.databaseUrl) {
    const database = await openDatabase({ kind: "postgres", url: config.databaseUrl, poolSize: 2 });
    try {
      report(await restoreBackup(archive, { ...target, database }, { workDir: config.dataDir }));
    } finally {
      await database.close();
    }
    return;
  }

  const dbDir = path.join(config.dataDir, "db");
  if (await holdsAnything(dbDir)) {
    throw new RestoreRefused(
      `${dbDir} already holds a database; restore only into an empty data directory (move DATA_DIR away or choose another one).`,
    );
  }
  const release = await claimEmbeddedDatabase(config.dataDir);
  const staging = await mkdtemp(path.join(config.dataDir, ".restore-db-"));
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: "pglite", dir: staging });
    const manifest = await restoreBackup(archive, { ...target, database }, { workDir: config.dataDir });
    await database.close();
    database = undefined;
    await rm(dbDir, { recursive: true, force: true }); // absent or empty (checked above)
    await rename(staging, dbDir);
    report(manifest);
  } finally {
    await database?.close();
    await rm(staging, { recursive: true, force: true });
    release();
  }
});

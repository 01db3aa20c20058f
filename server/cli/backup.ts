/**
 * `npm run backup -- <file>`: writes one archive (server/backup/backup.ts) of the configured site
 * (DATA_DIR / DATABASE_URL, as the server). On the embedded database stop the server first: PGlite
 * allows one process at a time (server/db/embedded-lock.ts); with DATABASE_URL it may keep running.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import { createBackup } from "../backup/backup.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { withConfiguredDatabase } from "../db/configured.ts";
import { runCommand, UsageError } from "./run-command.ts";

const usage = "Usage: npm run backup -- <file.tar.gz>";

runCommand(async (argv, out) => {
  if (argv.length !== 1 || argv[0].startsWith("-")) throw new UsageError(usage);
  const config = loadConfig();
  if (config.embedded) {
    const dir = path.join(config.dataDir, "db");
    try {
      await access(path.join(dir, "PG_VERSION"));
    } catch {
      throw new UsageError(`No embedded database in ${dir} (DATA_DIR=${config.dataDir}).`);
    }
  }
  const backup = async (database: Database) => {
    const { file, manifest } = await createBackup({ ...config, database }, argv[0]);
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = Object.keys(manifest.files).filter((name) => !name.startsWith("database/")).length;
    out(
      `Backup written to ${file}: ${manifest.database.tables.length} tables with ${rows} rows, ${files} files, migration ${manifest.database.migration?.tag ?? "none"}.`,
    );
    if (config.s3) {
      // docs/decisions/0011-upload-storage.md: the bucket's versioning is the backup of its objects
      out(
        `Uploads and documents are in bucket ${config.s3.bucket} and not in this archive; keep them with the bucket's versioning (README: "Uploads on object storage").`,
      );
    }
  };
  await withConfiguredDatabase(config, backup, { poolSize: 2 });
});

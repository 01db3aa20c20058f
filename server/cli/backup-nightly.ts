/**
 * The nightly backup of a release (`cli.sh backup-nightly`, run by deploy/delft-it-site-backup.timer):
 * today's `backup-YYYY-MM-DD.tar.gz` in BACKUP_DIR, then the oldest beyond BACKUP_KEEP removed, the
 * same files and rotation as the running server's own daily backup (server/backup/nightly.ts).
 *
 * The embedded database admits one process (server/db/embedded-lock.ts). While a server holds it,
 * that server writes the daily backup itself (BACKUP_DIR is in its environment too), so this command
 * only checks that the newest backup is from the last day and fails otherwise: the timer's failure
 * is then what `systemctl --failed` shows. With DATABASE_URL, or with no server running, it writes
 * the backup itself (an existing file of today is kept, so the two never write twice).
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { runNightlyBackup } from "../backup/nightly.ts";
import { loadConfig } from "../config.ts";
import { withConfiguredDatabase } from "../db/configured.ts";
import { embeddedDatabaseHolder } from "../db/embedded-lock.ts";
import { createLogger } from "../logger.ts";
import { runCommand, UsageError } from "./run-command.ts";

/** a backup older than this while the server makes them means the server's backups stopped */
const MAX_AGE_MS = 26 * 60 * 60 * 1000;

runCommand(async (argv, out) => {
  if (argv.length > 0) throw new UsageError("Usage: cli.sh backup-nightly (no arguments; set BACKUP_DIR)");
  const config = loadConfig();
  if (!config.backupDir) throw new UsageError("BACKUP_DIR is not set: no folder for the backups.");
  const backupDir = config.backupDir;

  const holder = config.embedded ? embeddedDatabaseHolder(config.dataDir) : null;
  if (holder !== null) {
    const dated = (await readdir(backupDir).catch(() => [] as string[]))
      .filter((name) => /^backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/.test(name))
      .sort();
    const newest = dated.at(-1);
    const age = newest ? Date.now() - (await stat(path.join(backupDir, newest))).mtimeMs : Infinity;
    if (age > MAX_AGE_MS) {
      throw new Error(
        `the running server (process ${holder}) holds the embedded database and its newest backup in ${backupDir} is ${newest ? `${newest}, more than 26 hours old` : "missing"}; see its log`,
      );
    }
    out(`The running server (process ${holder}) writes the daily backups; the newest is ${newest}.`);
    return;
  }

  await withConfiguredDatabase(
    config,
    async (database) => {
      const written = await runNightlyBackup({
        ...config,
        backupDir,
        keep: config.backupKeep,
        database,
        logger: createLogger(config.logLevel),
      });
      out(written ? `Backup written to ${written}.` : "Today's backup exists already.");
    },
    { poolSize: 2 },
  );
});

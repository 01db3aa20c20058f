/**
 * Daily backups by the running server when BACKUP_DIR is set: `backup-YYYY-MM-DD.tar.gz` (the UTC
 * date), at most one per day (so the first check after midnight UTC writes it), keeping the newest BACKUP_KEEP. The timer checks once an hour and is
 * unref'd, so it never keeps a process alive; a day whose file exists is skipped, so restarts do not
 * make extra backups.
 */
import { access, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createBackup } from "./backup.ts";

const NAME = /^backup-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** the first check waits until the start-up is over */
const FIRST_CHECK_MS = 60 * 1000;

export interface NightlyOptions {
  database: Database;
  uploadDir: string;
  documentDir: string;
  backupDir: string;
  keep: number;
  logger: Logger;
}

export function backupFileName(now: Date): string {
  return `backup-${now.toISOString().slice(0, 10)}.tar.gz`;
}

/** Removes the oldest dated backups beyond `keep`; other files in the folder are left alone. */
export async function removeOldBackups(backupDir: string, keep: number): Promise<string[]> {
  const dated = (await readdir(backupDir)).filter((name) => NAME.test(name)).sort();
  const old = dated.slice(0, Math.max(0, dated.length - keep));
  for (const name of old) await rm(path.join(backupDir, name), { force: true });
  return old;
}

/** Writes today's backup unless it exists, then rotates. Returns the file written, or null. */
export async function runNightlyBackup(options: NightlyOptions, now = new Date()): Promise<string | null> {
  const file = path.join(options.backupDir, backupFileName(now));
  let written: string | null = null;
  try {
    await access(file);
  } catch {
    await createBackup(options, file);
    written = file;
    options.logger.info({ file }, "backup written");
  }
  const removed = await removeOldBackups(options.backupDir, options.keep);
  if (removed.length) options.logger.info({ removed }, "old backups removed");
  return written;
}

/** Starts the hourly check (the first a minute after the start); the returned function stops it. */
export function startNightlyBackups(options: NightlyOptions): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runNightlyBackup(options).catch((error: unknown) =>
      options.logger.error({ err: error }, "backup failed"),
    );
  };
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  const first = setTimeout(tick, FIRST_CHECK_MS);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}

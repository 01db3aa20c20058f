/**
 * One process at a time on the embedded database. PGlite itself lets a second process open the same
 * directory (and both then write to it), so whoever opens `DATA_DIR/db` (the server, the commands in
 * server/cli/) first claims `DATA_DIR/db.pid` with its process id. A file whose process no longer
 * runs (a crash) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

export class EmbeddedDatabaseInUse extends Error {}

function lockFile(dataDir: string): string {
  return path.join(dataDir, "db.pid");
}

/** A running Node process with that id (after a crash and restart the id may belong to another program). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true; // no /proc (not Linux): the id alone has to do
  }
}

/** The id of another running process that holds the embedded database, or null. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile(dataDir), "utf8"), 10);
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : null;
}

/** Claims the embedded database for this process; the returned function gives it up. */
export async function claimEmbeddedDatabase(dataDir: string): Promise<() => void> {
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder !== null) {
    throw new EmbeddedDatabaseInUse(
      `The embedded database in ${path.join(dataDir, "db")} is in use by process ${holder} (a running server?); stop it first. (If that process is not a server of this site, remove ${lockFile(dataDir)}.)`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), `${process.pid}\n`);
  return () => {
    if (embeddedDatabaseHolder(dataDir) === null) rmSync(lockFile(dataDir), { force: true });
  };
}

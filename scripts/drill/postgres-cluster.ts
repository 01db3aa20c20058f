/**
 * A throw-away PostgreSQL cluster the drill can stop and start again (scripts/with-postgres.sh starts
 * one for the length of a command; the drill needs to restart it under load). The binaries are the
 * newest under /usr/lib/postgresql; as root the cluster runs as the `postgres` user.
 */
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PostgresCluster {
  port: number;
  /** URL of the `postgres` database (for CREATE DATABASE) */
  adminUrl: string;
  /** URL of a database of that name on this cluster */
  urlOf(database: string): string;
  /** fast shutdown: open connections are ended (57P01), new ones refused */
  stop(): void;
  /** start again and wait until it accepts connections */
  start(): void;
  /** stop at once and remove the directory */
  destroy(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${root}`);
  return path.join(root, versions[versions.length - 1], "bin");
}

export function createPostgresCluster(port: number): PostgresCluster {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "drill-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "ignore" });
    else execFileSync(command, args, { stdio: "ignore" });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const cluster: PostgresCluster = {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]),
    destroy() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

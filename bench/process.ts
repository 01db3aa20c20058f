/**
 * The process figures of `npm run bench`: the resident set of the server (what the machine must
 * give it) and the cold start (a restart on an existing data directory, as after a deploy).
 * Linux only: they come from /proc/<pid>/status (VmRSS now, VmHWM the peak since the start).
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { type RealServer, root, startRealServer } from "./real-server.ts";

export interface ResidentSet {
  /** resident set now, MiB */
  rss: number;
  /** the highest resident set since the process started, MiB */
  peak: number;
}

export async function residentSet(pid: number | undefined): Promise<ResidentSet | undefined> {
  if (!pid) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
  } catch {
    return undefined;
  }
}

/** every public page once, so the figure after them includes a render of each template */
async function visit(base: string, paths: readonly string[]) {
  for (const p of paths) await (await fetch(`${base}${p}`)).arrayBuffer();
}

export interface ProcessRow {
  name: string;
  /** spawn of the process to /api/ready, seconds */
  start: number;
  /** right after ready */
  ready?: ResidentSet;
  /** after one visit of every path */
  afterPages?: ResidentSet;
  /** after 200 renders (new `?page=` values, so cache misses), 50 at a time */
  afterLoad?: ResidentSet;
}

/** 200 requests, 50 at a time, each a new `?page=` of one of the paths: every one a render */
async function renderLoad(base: string, paths: readonly string[]) {
  let n = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (n < 200) {
        const i = n++;
        const p = paths[i % paths.length];
        await (await fetch(`${base}${p}?page=${1000 + i}`)).arrayBuffer();
      }
    }),
  );
}

/**
 * Starts the server on `dataDir` (which holds a database already), times it to /api/ready and
 * reads its memory right after, after one visit of every path and after a burst of renders; then
 * stops it.
 */
export async function coldStart(
  name: string,
  paths: readonly string[],
  options: { dataDir: string; env?: Record<string, string> },
): Promise<ProcessRow> {
  const server: RealServer = await startRealServer({ snapshot: true, ...options });
  try {
    const start = server.readyAfterMs / 1000;
    const ready = await residentSet(server.child.pid);
    await visit(server.url, paths);
    const afterPages = await residentSet(server.child.pid);
    await renderLoad(server.url, paths);
    return { name, start, ready, afterPages, afterLoad: await residentSet(server.child.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * The same on PostgreSQL when TEST_DATABASE_URL names one (`bash scripts/with-postgres.sh npm run
 * bench`): the demo content is seeded into it first (`npm run db:seed`), then the server starts on it.
 */
export async function postgresStart(
  paths: readonly string[],
  dataDir: string,
): Promise<ProcessRow | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const env = { DATABASE_URL: url, SESSION_SECRET: "bench-session-secret-0123456789abcdef" };
  const seed = spawnSync("npm", ["run", "-s", "db:seed"], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (seed.status !== 0)
    throw new Error(`npm run db:seed on PostgreSQL failed:\n${seed.stdout}\n${seed.stderr}`);
  return coldStart("start on PostgreSQL (TEST_DATABASE_URL)", paths, {
    dataDir,
    env,
  });
}

/**
 * React Router's server build from Vite, as `npm run dev` serves it, for test apps that render pages
 * (`createTestApp({ renderPages: true })`). One Vite server per test process, made by the first file
 * that renders pages and kept for the process's life: with `isolate: false` (vitest.config.ts) a
 * process runs file after file, and a server closed after each file made the next transform the
 * whole app again, 7–9 s a file (six such files in one process: 118 s before, 76 s after). It
 * watches nothing and opens no socket (start()), so keeping it holds nothing open; Vitest ends its
 * worker processes itself. What the app's modules keep at module level is per process as before:
 * caches of formatters and route tables, nothing of a test's data (that is in each file's database).
 *
 * React Router's Vite plugin regenerates its route types whenever a Vite server starts (it deletes
 * `.react-router/types` and writes it again, without waiting). Two test processes starting a server
 * at the same moment delete each other's files mid-write, and the loser's unhandled `ENOTEMPTY`
 * fails the whole Vitest run (it did in CI). So a start holds a lock shared by the processes until
 * its types are written again; servers already running never touch them.
 */
import { mkdir, readdir, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

let server: Promise<ViteDevServer> | undefined;

const typesDirectory = path.resolve(".react-router/types");
const lockDirectory = path.resolve(".react-router/test-server-start.lock");
// a lock older than this was left by a test process that died while starting
const staleLockMs = 60_000;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function acquireStartLock() {
  await mkdir(path.dirname(lockDirectory), { recursive: true });
  for (;;) {
    try {
      await mkdir(lockDirectory);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = await stat(lockDirectory).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > staleLockMs) await rmdir(lockDirectory).catch(() => {});
      else await pause(50);
    }
  }
}

/** names and sizes of the generated files, or undefined while the two top files are older than `since` */
async function typesWrittenSince(since: number): Promise<string | undefined> {
  try {
    for (const top of ["+server-build.d.ts", "+routes.ts"]) {
      if ((await stat(path.join(typesDirectory, top))).mtimeMs < since) return undefined;
    }
    const files = await readdir(typesDirectory, { recursive: true, withFileTypes: true });
    const sizes = await Promise.all(
      files
        .filter((f) => f.isFile())
        .map(async (f) => {
          const file = path.join(f.parentPath, f.name);
          return `${file}:${(await stat(file)).size}`;
        }),
    );
    return sizes.sort().join("\n");
  } catch {
    return undefined; // deleted or half written: not yet
  }
}

/** until the plugin's rewrite of the types has happened and the files stopped changing */
async function typesSettled(since: number) {
  let previous: string | undefined;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const now = await typesWrittenSince(since);
    if (now !== undefined && now === previous) return;
    previous = now;
    await pause(100);
  }
}

async function start(): Promise<ViteDevServer> {
  const vite = await import("vite");
  await acquireStartLock();
  try {
    // the kernel stamps files from a clock a tick coarser than Date.now(); the last holder's files
    // are older than this: it let go a settling pause (100 ms) after its last write
    const since = Date.now() - 20;
    const created = await vite.createServer({
      // no file watching and no WebSocket server (parallel test processes would race for its port)
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: "custom",
      logLevel: "error",
    });
    await typesSettled(since);
    return created;
  } finally {
    await rmdir(lockDirectory).catch(() => {});
  }
}

/** `getBuild` for boot(): the process's Vite server, started by the first call */
export async function viteServerBuild() {
  // a start that failed is tried again by the next file, not held against every later one
  server ??= start().catch((error) => {
    server = undefined;
    throw error;
  });
  const vite = await server;
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

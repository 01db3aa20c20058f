/**
 * Starts the REAL server (`node build/server-main/main.js` as `npm start` runs it, the built app, a fresh embedded database with demo
 * content in a temporary DATA_DIR) on a free loopback port. Shared by the benchmark and by the
 * process-level tests (server/main.test.ts), which need what `npm start` runs, not an in-process app.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** the compiled server that `npm start` runs (scripts/build-server.ts) */
export const serverMain = "build/server-main/main.js";

/** Builds the app (`npm run -s build`) when the app or the compiled server is missing. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, "build/server/index.js")) && existsSync(path.join(root, serverMain))) return;
  const result = spawnSync("npm", ["run", "-s", "build"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

/** a port nobody listens on right now */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RealServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** milliseconds from the spawn of the process to the first 200 of /api/ready */
  readyAfterMs: number;
  /** everything the process wrote to stderr so far */
  stderr(): string;
  /** resolves when the process has exited */
  exited: Promise<Exit>;
  /** SIGTERM, wait for the exit, remove DATA_DIR */
  stop(): Promise<Exit>;
}

/**
 * A private copy of build/ in a temp directory (with a node_modules link back to ours), so that
 * someone rebuilding the shared working tree while the server runs does not swap the client assets
 * under it (the server build it imported at start would name assets that are gone: 404).
 * Returns the directory to use as the server's working directory.
 */
export async function snapshotBuild(): Promise<string> {
  ensureBuild();
  const dir = await mkdtemp(path.join(tmpdir(), "real-server-build-"));
  await cp(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  // the server names its version from the package file beside build/ (server/backup/manifest.ts)
  await cp(path.join(root, "package.json"), path.join(dir, "package.json"));
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Spawns the compiled server (built first when missing) with the given environment (merged over a safe default). `cwd` is where
 * the server looks for build/ (default: the project).
 */
export function spawnServer(
  env: Record<string, string>,
  cwd: string = root,
): {
  child: ChildProcess;
  exited: Promise<Exit>;
  stderr: () => string;
} {
  ensureBuild();
  // what `npm start` runs (scripts/serve.sh: node on the compiled server with its memory settings),
  // with the Node that runs us (24); serve.sh execs node, so the child's pid is the server's
  const child = spawn("bash", [path.join(root, "scripts/serve.sh")], {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE: process.execPath,
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, stderr: () => stderr };
}

/** Starts the built server on a temp DATA_DIR and waits until /api/ready answers 200. */
export async function startRealServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    readyTimeoutMs?: number;
    /** run from a private copy of build/ (see snapshotBuild) */
    snapshot?: boolean;
  } = {},
): Promise<RealServer> {
  ensureBuild();
  const buildDir = options.snapshot ? await snapshotBuild() : undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "real-server-")));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const { child, exited, stderr } = spawnServer(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    buildDir,
  );
  let gone: Exit | undefined;
  void exited.then((exit) => {
    gone = exit;
  });

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (gone)
      throw new Error(`server exited (${gone.code ?? gone.signal}) before it was ready:\n${stderr()}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within the time limit:\n${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const readyAfterMs = performance.now() - spawnedAt;
  return {
    url,
    dataDir,
    readyAfterMs,
    child,
    stderr,
    exited,
    async stop() {
      if (!gone) child.kill("SIGTERM");
      const exit = await exited;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      if (buildDir) await rm(buildDir, { recursive: true, force: true });
      return exit;
    },
  };
}

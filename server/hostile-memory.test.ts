/**
 * The whole process stays bounded under hostile traffic: a child process (the app booted as in
 * production — the embedded database in a directory, the built pages when there is a build, and the
 * node flags and malloc settings read from scripts/serve.sh — plus `--expose-gc`) takes bursts of
 * random hostile requests (tests/support/hostile-burst.ts) and reports, after a full collection, its
 * resident set and its JavaScript heap in use.
 *
 * The first bursts bring the process to its working size: V8 compiles the hot code, the database's
 * WebAssembly memory and the page cache fill. After those two warm-up bursts more of the same
 * traffic must leave both figures where they were. Two figures, because they catch different leaks:
 * the heap in use after gc is exact to a fraction of a megabyte and catches anything our code keeps
 * (a map keyed by attacker-chosen values); the resident set catches what the heap does not see: rows
 * in the embedded database (its WebAssembly memory), malloc keeping freed blocks.
 *
 * A test of a bound, not of timing: bursts are counted in requests (HOSTILE_BURST, default 3000), not
 * seconds, so a slow or busy machine takes longer but measures the same.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const perBurst = Number(process.env.HOSTILE_BURST ?? 3000);
const WARM_UP_BURSTS = 2;
const MEASURED_BURSTS = 2;
/**
 * What the measured bursts may still add. Measured (docs/security.md, "Bounded state under hostile
 * traffic"): after the warm-up the resident set moves by a few MB either way and the heap in use by
 * the code V8 still compiles (0.2-0.4 MB a burst). A leak of 300 bytes a request is 1.8 MB of heap
 * over the two bursts; the scrypt blocks malloc kept were 20-50 MB of resident set.
 */
const MAX_RSS_GROWTH_MB = 12;
const MAX_HEAP_GROWTH_MB = 1.5;

/**
 * The node flags and environment production runs with, read from scripts/serve.sh (its `exec` line
 * and its `export NAME="${NAME:-default}"` lines), so this test measures what `npm start` runs.
 */
function productionSettings(script = readFileSync(path.join(root, "scripts/serve.sh"), "utf8")) {
  const exec = /^exec "\$\{NODE:-node\}" (.*) build\/server-main\/main\.js/m.exec(script);
  if (!exec) throw new Error("scripts/serve.sh: no exec line with the node flags");
  const flags = exec[1].split(/\s+/).filter((flag) => flag.startsWith("--"));
  const env: Record<string, string> = {};
  for (const [, name, value] of script.matchAll(/^export (\w+)="\$\{\1:-([^}]*)\}"/gm)) env[name] = value;
  return { flags, env };
}

interface BurstReport {
  /** MB after gc: before any burst, then after each burst */
  rss: number[];
  heapUsed: number[];
  statuses: Record<string, number>[];
}

function runBursts(bursts: number): Promise<BurstReport> {
  const { flags, env } = productionSettings();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...flags,
        "--expose-gc",
        "--import",
        "tsx",
        "tests/support/hostile-burst.ts",
        String(bursts),
        String(perBurst),
      ],
      // as in serve.sh, a value already in the environment wins over its default
      { cwd: root, env: { ...env, ...process.env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    // a test that times out must not leave the burst process running on its own
    onTestFinished(() => {
      if (child.exitCode === null) child.kill();
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0) reject(new Error(`burst process exited ${code}:\n${err}`));
      else resolve(JSON.parse(line) as BurstReport);
    });
  });
}

describe("production settings", () => {
  it("are read from scripts/serve.sh", () => {
    const { flags, env } = productionSettings();
    expect(flags).toContain("--max-old-space-size=384");
    expect(env.MALLOC_ARENA_MAX).toBe("2");
    expect(env.MALLOC_MMAP_THRESHOLD_).toMatch(/^\d+$/);
  });
});

// The burst process always runs the embedded database (a PostgreSQL server's memory is not ours).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("memory under hostile bursts", () => {
  it("stays where it is after two warm-up bursts", async () => {
    const report = await runBursts(WARM_UP_BURSTS + MEASURED_BURSTS);
    // every request was answered, none with a server error
    for (const statuses of report.statuses) {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      expect(total).toBe(perBurst);
      expect(Object.keys(statuses).filter((key) => key.endsWith(":500") || key.endsWith(":503"))).toEqual([]);
    }
    const figures = JSON.stringify({ rss: report.rss, heapUsed: report.heapUsed });
    // the figures of a passing run too, for comparing runs and machines
    console.info(`memory after each burst (MB): ${figures}`);
    const last = WARM_UP_BURSTS + MEASURED_BURSTS;
    expect(report.heapUsed[last] - report.heapUsed[WARM_UP_BURSTS], figures).toBeLessThan(MAX_HEAP_GROWTH_MB);
    expect(report.rss[last] - report.rss[WARM_UP_BURSTS], figures).toBeLessThan(MAX_RSS_GROWTH_MB);
    // about 150 s of CPU (12 000 requests, a tenth of them password checks), so an estimated two
    // minutes on two idle cores (not measured); a shared, loaded machine took 14, hence the limit
  }, 1_200_000);
});

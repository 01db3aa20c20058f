/**
 * Sends bursts of random hostile requests to the real app in this process and prints, as one JSON
 * line, the resident set and the JavaScript heap in use after each burst (after a full garbage
 * collection). Run in a child process with `--expose-gc` (server/hostile-memory.test.ts), so the
 * figures are this app's alone.
 *
 *   tsx --expose-gc tests/support/hostile-burst.ts [bursts=3] [requests per burst=10000]
 *
 * BURST_VERBOSE=1 also prints, after each burst, where the resident set lives (the database's
 * WebAssembly memory, glibc's main heap, other anonymous memory, files) and the time spent per kind
 * of request; BURST_SNAPSHOTS=<dir> writes a heap snapshot there after each burst (it inflates the
 * process's own malloc heap, so the resident figures of that run are not comparable).
 *
 * The embedded database lives in a directory, as in production (an in-memory one would count the
 * stored rows as process memory).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { writeHeapSnapshot } from "node:v8";
import type { ServerBuild } from "react-router";
import { boot } from "#server/boot.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { createLogger } from "#server/logger.ts";

const bursts = Number(process.argv[2] ?? 3);
const perBurst = Number(process.argv[3] ?? 10_000);

const dataDir = await mkdtemp(path.join(tmpdir(), "hostile-burst-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
  LOG_LEVEL: "silent",
  TRUST_PROXY: "loopback",
});
const database = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
await migrate(database);
// the built pages (npm run build), rendered and cached as in production, when there is a build
const buildFile = path.resolve("build/server/index.js");
const build = existsSync(buildFile) ? ((await import(pathToFileURL(buildFile).href)) as ServerBuild) : null;
const app = await boot({
  config,
  logger: createLogger(config.logLevel),
  database,
  seedWhenEmpty: build !== null,
  ...(build ? { getBuild: async () => build } : {}),
});
/** the embedded database's WebAssembly memory (it grows to its peak and never gives back) */
const wasmBytes = () =>
  (database.db as unknown as { $client: { mod?: { HEAPU8?: Uint8Array } } }).$client.mod?.HEAPU8
    ?.byteLength ?? 0;

const randomIp = () =>
  Math.random() < 0.5
    ? `203.0.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
    : `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::${randomBytes(2).toString("hex")}`;

function request(pathAndQuery: string, init: RequestInit = {}, ip = randomIp()) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", ip);
  return app.app.request(
    pathAndQuery,
    { ...init, headers },
    { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
  );
}

/** an anonymous CSRF token (cookie and header), as a browser has after its first page */
async function anonymousToken(): Promise<Record<string, string>> {
  const res = await request("/api/csrf-cookie");
  const line = res.headers.getSetCookie().find((l) => l.startsWith("XSRF-TOKEN="));
  const token = line?.split(";")[0].slice("XSRF-TOKEN=".length) ?? "";
  return { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": decodeURIComponent(token) };
}

const junk = () => randomBytes(1 + Math.floor(Math.random() * 40)).toString("base64url");
const json = (body: unknown, headers: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: { ...headers, ...extra, "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** one attacker's address, as in the review: many logins from one address with other e-mails */
const attacker = "198.51.100.66";

/** time spent per kind of request (verbose figures) */
const kindMs: Record<number, number> = {};

async function hostile(token: Record<string, string>): Promise<string> {
  const kind = Math.floor(Math.random() * 10);
  const started = performance.now();
  const res = await (async () => {
    switch (kind) {
      case 0:
      case 1:
        return request(
          "/api/login",
          json({ email: `${junk()}@example.test`, password: junk() }, token),
          attacker,
        );
      case 2:
        return request("/api/login", json({ email: `${junk()}@example.test`, password: junk() }, token));
      case 3:
        return request(
          "/api/consent",
          json({ categories: ["statistic"], policy_version: 1 }, token, {
            cookie: `${token.cookie}; cc_cookie=${encodeURIComponent(JSON.stringify({ consentId: randomUUID() }))}`,
          }),
        );
      case 4:
        return request(
          "/api/send-contact-email",
          json({ name: junk(), email: `${junk()}@example.test`, message: junk().repeat(20) }, token, {
            "idempotency-key": randomUUID(),
          }),
        );
      case 5:
        return request(`/api/${junk()}/${junk()}?${junk()}=${junk()}`);
      case 6:
        return request(
          "/api/login/two-factor",
          json({ code: "123456" }, token, { cookie: `${token.cookie}; two_factor=${junk()}` }),
        );
      case 7:
        return request("/api/password/forgot", json({ email: `${junk()}@example.test` }, token));
      case 8:
        return request(`/${junk()}?${junk()}=${junk()}`);
      default:
        return request("/api/csrf-cookie", {
          headers: { cookie: `session=${junk()}; user_state=${junk()}` },
        });
    }
  })();
  await res.arrayBuffer();
  kindMs[kind] = (kindMs[kind] ?? 0) + Math.round(performance.now() - started);
  return `${kind}:${res.status}`;
}

async function burst(): Promise<Record<string, number>> {
  const token = await anonymousToken();
  const statuses: Record<string, number> = {};
  // a few in flight at once, as from a client that does not wait
  const inFlight = 8;
  let sent = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (sent < perBurst) {
        sent += 1;
        const status = await hostile(token);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

function rssAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage.rss();
}

/**
 * Where the resident set lives (kB, from /proc/self/smaps): the embedded database's WebAssembly
 * memory (the anonymous mapping of exactly its size), glibc's main heap, every other anonymous
 * mapping (V8's heap, other malloc arenas, thread stacks) and files (the node binary, libraries).
 */
function residentParts(): Record<string, number> {
  const parts = { wasm: 0, mallocMain: 0, anon: 0, file: 0 };
  let text = "";
  try {
    text = readFileSync("/proc/self/smaps", "utf8");
  } catch {
    return parts;
  }
  const wasmKb = wasmBytes() / 1024;
  let kind: keyof typeof parts = "anon";
  let sizeKb = 0;
  for (const line of text.split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      const [, inode, name] = header;
      kind = name === "[heap]" ? "mallocMain" : inode !== "0" ? "file" : "anon";
      continue;
    }
    if (line.startsWith("Size:")) sizeKb = Number(line.split(/\s+/)[1]);
    else if (line.startsWith("Rss:")) {
      const rss = Number(line.split(/\s+/)[1]);
      parts[kind === "anon" && sizeKb === wasmKb ? "wasm" : kind] += rss;
    }
  }
  return Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, Math.round(v / 102.4) / 10]));
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
const report: { rss: number[]; heapUsed: number[]; statuses: Record<string, number>[] } = {
  rss: [mb(rssAfterGc())],
  heapUsed: [mb(process.memoryUsage().heapUsed)],
  statuses: [],
};
const verbose = (burstNo: number) => {
  if (!process.env.BURST_VERBOSE) return;
  const usage = process.memoryUsage();
  console.error(
    JSON.stringify({
      burst: burstNo,
      rss: report.rss.at(-1),
      heapUsed: mb(usage.heapUsed),
      heapTotal: mb(usage.heapTotal),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      wasmSize: mb(wasmBytes()),
      resident: residentParts(),
      ms: Math.round(performance.now()),
      kindMs,
    }),
  );
  if (process.env.BURST_SNAPSHOTS)
    writeHeapSnapshot(path.join(process.env.BURST_SNAPSHOTS, `burst-${burstNo}.heapsnapshot`));
};
verbose(0);
for (let i = 0; i < bursts; i++) {
  report.statuses.push(await burst());
  await new Promise((resolve) => setTimeout(resolve, 200));
  report.rss.push(mb(rssAfterGc()));
  report.heapUsed.push(mb(process.memoryUsage().heapUsed));
  verbose(i + 1);
}
await app.close();
await rm(dataDir, { recursive: true, force: true });
console.log(JSON.stringify(report));
process.exit(0);

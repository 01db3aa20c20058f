/**
 * `npx tsx bench/profile-home.ts`: where one server render of the home page spends its time. Not part
 * of `npm run bench` (it is a diagnosis, run by hand). It boots the app in-process exactly like
 * `npm start` (built app, embedded PGlite with the demo content, a temporary DATA_DIR), then, with
 * one request at a time (no concurrency, so nothing waits on anything else):
 *
 * 1. every SQL statement a request runs (PGlite's `query` is wrapped: count, text, wall time);
 * 2. the loader's service functions called directly, each timed on its own;
 * 3. whole renders of `/` and a news detail through `app.request`, and the render time left after
 *    the loaders (total minus the time spent in SQL): each a page-cache miss, either right after a
 *    content change (the per-version memos empty too: the most a miss costs) or with the memos warm
 *    (another page of the same version rendered before);
 * 4. a CPU profile (node:inspector) over the home renders, self time summed per function and per
 *    package, so the React render, PGlite, drizzle and our own code can be told apart.
 *
 * Settings: PROFILE_RUNS (15). Prints only; nothing is asserted.
 */
import "./production-env.ts";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql as sqlTag } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { blockImageUrls, galleryFolders, loadBlockData, parseBlocks } from "#app/blocks/data.server.ts";
import { homeExtras } from "#app/lib/public/content.server.ts";
import { boot } from "#server/boot.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { findPublicNewsByUrl, newsByCategoryOrGroup } from "#server/news/service.ts";
import { findPublicPageByFullUrl, listPublicPages } from "#server/pages/service.ts";
import { loadPageImages } from "#server/uploads/page-images.ts";
import { ensureBuild, root } from "./real-server.ts";

const runs = Number(process.env.PROFILE_RUNS ?? 15);
const out = (line = "") => process.stdout.write(`${line}\n`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

// ---- 1. every SQL statement, timed (wall time inside PGlite, one request at a time) ----
interface Sql {
  text: string;
  /** wall time of the call, including waiting for PGlite's lock behind the request's other queries */
  ms: number;
}
let recording: Sql[] | null = null;
/** time PGlite was actually executing protocol messages (outermost calls only): the real DB cost */
let busyMs = 0;
let depth = 0;
const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const name of [
  "execProtocol",
  "execProtocolStream",
  "execProtocolRaw",
  "execProtocolRawStream",
  "execProtocolRawSync",
]) {
  const original = proto[name];
  if (typeof original !== "function") continue;
  proto[name] = function (this: unknown, ...args: unknown[]) {
    const outer = depth === 0;
    depth++;
    const t0 = performance.now();
    const done = () => {
      depth--;
      if (outer) busyMs += performance.now() - t0;
    };
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (error) {
      done();
      throw error;
    }
    if (result instanceof Promise) return result.finally(done);
    done();
    return result;
  };
}
const originalQuery = PGlite.prototype.query;
PGlite.prototype.query = async function (this: PGlite, ...args: Parameters<PGlite["query"]>) {
  const t0 = performance.now();
  try {
    return await originalQuery.apply(this, args);
  } finally {
    recording?.push({ text: String(args[0]).replace(/\s+/g, " "), ms: performance.now() - t0 });
  }
} as PGlite["query"];

async function timed<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; ms: number; cpuMs: number; sql: Sql[]; dbMs: number }> {
  recording = [];
  busyMs = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const value = await fn();
  const ms = performance.now() - t0;
  // CPU time of the whole process (the compression threads too): unlike wall time, hardly changed
  // by other programs on the machine
  const cpu = process.cpuUsage(cpu0);
  const sql = recording;
  recording = null;
  return { value, ms, cpuMs: (cpu.user + cpu.system) / 1000, sql, dbMs: busyMs };
}

async function main() {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "profile-home-"));
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", PORT: "0" });
  const logger = createLogger("warn");
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  out("Booting in-process (migrations + demo seed) …");
  const app = await boot({
    config,
    logger,
    getBuild: async () => build,
    clientDir: path.join(root, "build/client"),
    outboxIntervalMs: 0,
  });
  const db = app.deps.database.db;
  try {
    const news = await findPublicNewsByUrl(db, "nl", "valse-mail-van-uw-bank");
    const newsPath = `/nieuws/${news?.url ?? "valse-mail-van-uw-bank"}`;
    const request = (p: string) =>
      timed(async () => {
        const r = await app.app.request(p);
        const html = await r.text();
        return { status: r.status, bytes: html.length };
      });
    /** a content change as the app sees one: every cached page and per-version memo is old */
    const bumpVersion = async () => {
      await db.execute(sqlTag`UPDATE content_version SET version = version + 1 WHERE id = 1`);
      await app.pageCache?.version.refresh();
    };
    /** a miss with the memos of the version already filled (another page rendered before) */
    const dropPages = async () => {
      app.pageCache?.store.clear();
    };

    // warm up: first renders compile code paths (JIT), PGlite caches plans
    for (let i = 0; i < 5; i++) {
      await bumpVersion();
      await request("/");
      await request(newsPath);
      await request("/api/health");
    }

    // ---- 2. the loader's service functions, one by one ----
    const page = await findPublicPageByFullUrl(db, "nl", "home-nl");
    if (!page) throw new Error("no home-nl page in the demo content");
    const blocks = parseBlocks(page.blocks);
    const blockData = await loadBlockData(db, "nl", blocks, { galleries: false });
    out(`home-nl has ${blocks.length} blocks: ${blocks.map((b) => b.type).join(", ")}`);
    const noMemo = { get: <T>(_key: string, load: () => Promise<T>) => load() };
    const parts: [string, () => Promise<unknown>][] = [
      ["layout: listPublicPages (menus)", () => listPublicPages(db, "nl")],
      ["page: findPublicPageByFullUrl", () => findPublicPageByFullUrl(db, "nl", "home-nl")],
      ["page: loadBlockData (all blocks)", () => loadBlockData(db, "nl", blocks, { galleries: false })],
      ["home: homeExtras (no memo)", () => homeExtras({ ...app.deps, contentMemo: noMemo }, "nl", false)],
      [
        "page: loadPageImages (+ galleries)",
        () =>
          loadPageImages(
            db,
            [page.header_image, ...page.slider_images, ...blockImageUrls(blocks, blockData)],
            galleryFolders(blocks),
          ),
      ],
      ["news: findPublicNewsByUrl", () => findPublicNewsByUrl(db, "nl", news?.url ?? "")],
      [
        "news: newsByCategoryOrGroup (related)",
        () => newsByCategoryOrGroup(db, { language: "nl", categoryId: news?.category_id ?? 1, count: 4 }),
      ],
    ];
    const partRows: { name: string; ms: number; queries: number; sqlMs: number }[] = [];
    for (const [name, fn] of parts) {
      const samples: { ms: number; queries: number; sqlMs: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await timed(fn);
        samples.push({ ms: r.ms, queries: r.sql.length, sqlMs: r.dbMs });
      }
      partRows.push({
        name,
        ms: median(samples.map((s) => s.ms)),
        queries: samples[0].queries,
        sqlMs: median(samples.map((s) => s.sqlMs)),
      });
    }
    out();
    out(`Loader service functions, called directly (median of ${runs}, sequential):`);
    out(`  ${"function".padEnd(40)} ${"ms".padStart(8)} ${"DB ms".padStart(8)} ${"queries".padStart(8)}`);
    for (const r of partRows)
      out(
        `  ${r.name.padEnd(40)} ${r.ms.toFixed(1).padStart(8)} ${r.sqlMs.toFixed(1).padStart(8)} ${String(r.queries).padStart(8)}`,
      );

    // ---- 3. whole requests ----
    out();
    out(`Whole requests through app.request, each a page-cache miss (median of ${runs}, sequential):`);
    out(
      `  ${"path".padEnd(40)} ${"total ms".padStart(9)} ${"CPU ms".padStart(8)} ${"DB ms".padStart(8)} ${"queries".padStart(8)} ${"rest ms".padStart(8)} ${"KiB".padStart(6)}`,
    );
    const perRequestSql: Record<string, Sql[]> = {};
    const modes: [string, () => Promise<void>][] = [
      ["after a change", bumpVersion],
      ["memos warm", dropPages],
    ];
    for (const p of ["/", newsPath, "/diensten/computer-reparatie"]) {
      for (const [mode, before] of modes) {
        const samples: { ms: number; cpuMs: number; sqlMs: number; queries: number; bytes: number }[] = [];
        for (let i = 0; i < runs; i++) {
          await before();
          const r = await request(p);
          samples.push({
            ms: r.ms,
            cpuMs: r.cpuMs,
            sqlMs: r.dbMs,
            queries: r.sql.length,
            bytes: r.value.bytes,
          });
          if (mode === "after a change") perRequestSql[p] = r.sql;
        }
        const total = median(samples.map((s) => s.ms));
        const sqlMs = median(samples.map((s) => s.sqlMs));
        out(
          `  ${`${p} (${mode})`.slice(0, 40).padEnd(40)} ${total.toFixed(1).padStart(9)} ${median(
            samples.map((s) => s.cpuMs),
          )
            .toFixed(1)
            .padStart(
              8,
            )} ${sqlMs.toFixed(1).padStart(8)} ${String(Math.min(...samples.map((s) => s.queries))).padStart(8)} ${(total - sqlMs).toFixed(1).padStart(8)} ${(samples[0].bytes / 1024).toFixed(0).padStart(6)}`,
        );
      }
    }
    out("  (queries: the fewest of the samples — the content version's background poll may land in one;");
    out("   CPU ms: CPU time of the process, compression threads included, the figure least moved by");
    out("   other programs on the machine;");
    out("   DB ms: time PGlite was executing this request's statements — it runs one at a time, in this");
    out(
      "   process, on the same thread as the render; rest ms = everything else: routing, React render, JS.)",
    );
    out();
    out("SQL statements of one GET / (wall time of each call, slowest first; concurrent statements of one");
    out("loader include their wait for PGlite's lock, so these overlap and do not add up):");
    const homeSql = [...(perRequestSql["/"] ?? [])].sort((a, b) => b.ms - a.ms);
    const byTable = new Map<string, number>();
    for (const q of homeSql) {
      const table = /\bfrom "([^"]+)"/.exec(q.text)?.[1] ?? "(other)";
      const kind = /^select "id", "language", "translation_key", "title", ('|"url")/.test(q.text)
        ? " (translation sibling lookup)"
        : "";
      byTable.set(table + kind, (byTable.get(table + kind) ?? 0) + 1);
    }
    out(
      `  by table: ${[...byTable]
        .sort((a, b) => b[1] - a[1])
        .map(([t, n]) => `${t} ×${n}`)
        .join(", ")}`,
    );
    for (const q of homeSql) out(`  ${q.ms.toFixed(1).padStart(7)} ms  ${q.text.slice(0, 150)}`);

    // ---- 4. CPU profile over home renders ----
    const session = new Session();
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    await session.post("Profiler.start");
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) {
      await dropPages();
      await request("/");
    }
    const wall = performance.now() - t0;
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    const file = path.join(tmpdir(), "delft-it-bench", "home.cpuprofile");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(profile));

    // self time per node = its share of the samples
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfMs = new Map<number, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    const byFunction = new Map<string, number>();
    const byPackage = new Map<string, number>();
    const bucket = (url: string, fn: string) => {
      if (!url)
        return fn === "(garbage collector)"
          ? "(garbage collector)"
          : fn === "(idle)"
            ? "(idle)"
            : "(native/other)";
      const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
      if (nm) return nm[1];
      if (url.includes("/build/server/")) return "build/server (our app + bundled code)";
      if (url.startsWith("node:")) return "node core";
      const rel = url.replace(/^file:\/\//, "").replace(`${root}/`, "");
      return rel.split("/").slice(0, 2).join("/");
    };
    for (const [id, ms] of selfMs) {
      const node = nodes.get(id);
      if (!node) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      // the profiler's own call, and time with nothing on the stack, are not the render's
      if (url === "node:inspector" || functionName === "(idle)" || functionName === "(program)") {
        selfMs.set(id, 0);
        continue;
      }
      const short = url.replace(/^file:\/\//, "").replace(`${root}/`, "");
      const key = `${functionName || "(anonymous)"}  ${short}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      const b = bucket(url, functionName);
      byPackage.set(b, (byPackage.get(b) ?? 0) + ms);
    }
    const totalMs = [...selfMs.values()].reduce((a, b) => a + b, 0);
    out();
    out(
      `CPU profile over ${runs} sequential GET /, page-cache misses with the memos warm (${wall.toFixed(0)} ms wall, ${totalMs.toFixed(0)} ms sampled); saved to ${file}`,
    );
    out("Self time per package/area:");
    for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
      out(
        `  ${((v / totalMs) * 100).toFixed(1).padStart(5)}%  ${(v / runs).toFixed(1).padStart(7)} ms/render  ${k}`,
      );
    out("Top functions by self time:");
    for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
      out(
        `  ${((v / totalMs) * 100).toFixed(1).padStart(5)}%  ${(v / runs).toFixed(1).padStart(7)} ms/render  ${k.slice(0, 140)}`,
      );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

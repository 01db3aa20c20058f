/**
 * `npm run bench`: one run of the REAL server (built app — built first when build/ is missing —,
 * embedded database with the demo content, a temporary DATA_DIR) on the loopback interface, printing
 * side by side from the same process:
 *
 * - p50/p99 latency and throughput of GET /api/health, GET /api/public-pages/nl,
 *   GET /api/public-news-item-by-url/<seeded url>?language=nl and POST /api/send-contact-email;
 * - server-render throughput of the home page and a news detail page, and the JavaScript
 *   (raw and gzip) each public route type ships on first load;
 * - the page cache (hit, 304, miss) of the home page and a news detail next to a bare
 *   node:http server answering with the same bytes and headers (bench/page-cache.ts).
 * - page-cache hits with the visit counts on and off (a second server with VISIT_COUNTS=off, seven
 *   back-to-back pairs of rounds, the median of the pairs' ratios; bench/visit-counts.ts).
 *
 * Nothing is asserted: timings depend on the machine (tests never assert them, requirements §10.6). The results
 * are also written as JSON to <os.tmpdir()>/delft-it-bench/latest.json (bench/ is source, not output).
 *
 * - the process: peak resident set over the whole run, two cold starts on the data the run left
 *   (time to /api/ready, resident set), and the same on PostgreSQL when TEST_DATABASE_URL is set
 *   (`bash scripts/with-postgres.sh npm run bench`; bench/process.ts).
 *
 * Settings: BENCH_SECONDS (3), BENCH_CONCURRENCY (10), BENCH_WARMUP_SECONDS (1).
 *
 * The contact form: the server keys its rate limit (5 per 10 minutes) on the client address and, for a
 * proxy it trusts (TRUST_PROXY, set to loopback for this run), on the X-Forwarded-For entry (server/http/client-ip.ts).
 * The bench first checks that this holds (a sixth post from one address must get 429), then gives every
 * measured post its own documentation-range address, so it measures storing a message rather than
 * refusals. If the check fails it falls back to a few sequential posts and reports the 2xx/429 counts.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { contactInit, csrfToken, FORM_LIMIT, fakeAddress, forwardedForHonoured } from "./contact-form.ts";
import {
  assetFetcher,
  chunkContents,
  measureOnDemandJs,
  measureRouteJs,
  PUBLIC_JS_BUDGET_KIB,
  publicTemplateRoutes,
  type RouteJs,
  readModuleMap,
} from "./js-bytes.ts";
import { type LoadResult, load, type Measurement, statusSummary } from "./load.ts";
import { type CacheRow, measurePageCache } from "./page-cache.ts";
import { coldStart, type ProcessRow, postgresStart, type ResidentSet, residentSet } from "./process.ts";
import { startRealServer } from "./real-server.ts";
import { measureVisitCounting, startNotCountingServer, visitCountLines } from "./visit-counts.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

const out = (line = "") => process.stdout.write(`${line}\n`);

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Seeded {
  newsUrl: string;
  subPage: string;
  tipUrl: string;
  productUrl: string;
}

/** real urls from the seeded demo content, through the public API */
async function discover(base: string): Promise<Seeded> {
  // public-news/{page}/{arg}: page 1, arg = language (server/news/routes.ts)
  const news = await getJson<{ data: { url: string }[] }>(`${base}/api/public-news/1/nl`);
  const pages = await getJson<{ data: { full_url: string; belongs_to: number | null }[] }>(
    `${base}/api/public-pages/nl`,
  );
  const tips = await getJson<{ data: { url: string }[] }>(`${base}/api/public-tips/1/nl`);
  const products = await getJson<{ data: { url: string }[] }>(`${base}/api/public-products/1/nl`);
  const sub = pages.data.find((p) => p.belongs_to !== null);
  if (!news.data[0] || !sub || !tips.data[0] || !products.data[0])
    throw new Error("the demo content lacks a news item, a sub page, a tip or a product");
  return {
    newsUrl: news.data[0].url,
    subPage: sub.full_url,
    tipUrl: tips.data[0].url,
    productUrl: products.data[0].url,
  };
}

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

function table(headers: string[], rows: (string | number)[][], leftColumns = 1): string[] {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)];
}

const ms = (v: number) => (v === 0 ? "-" : v.toFixed(1));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Row extends LoadResult {
  key: string;
  name: string;
  group: "api" | "ssr";
}

function printLoadTable(title: string, rows: Row[], health: Row | undefined) {
  out(title);
  const lines = table(
    ["measurement", "req/s (2xx)", "p50 ms", "p99 ms", "vs health req/s", "p50 vs health", "answers"],
    rows.map((r) => [
      r.name,
      r.okPerSecond.toFixed(r.okPerSecond < 10 ? 1 : 0),
      ms(r.p50),
      ms(r.p99),
      health && health.okPerSecond > 0 && r.ok > 0
        ? `${((r.okPerSecond / health.okPerSecond) * 100).toFixed(1)}%`
        : "-",
      health && health.p50 > 0 && r.ok > 0 ? `${(r.p50 / health.p50).toFixed(1)}×` : "-",
      statusSummary(r.statuses),
    ]),
  );
  for (const l of lines) out(`  ${l}`);
  out();
}

/** page-cache rows; every answer counts (a 304 is the point of its row) */
function printCacheTable(rows: CacheRow[]) {
  out(
    "Page cache: anonymous GET with Accept-Encoding br, against bare node:http on the same bytes and headers",
  );
  const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : "-");
  for (const l of table(
    [
      "measurement",
      "req/s",
      "p50 ms",
      "p99 ms",
      "bare req/s",
      "bare p99 ms",
      "% of bare",
      "p99 vs bare",
      "answers",
    ],
    rows.map((r) => [
      r.name,
      r.perSecond.toFixed(0),
      ms(r.p50All),
      ms(r.p99All),
      r.bare ? r.bare.perSecond.toFixed(0) : "-",
      r.bare ? ms(r.bare.p99All) : "-",
      r.bare ? pct(r.perSecond, r.bare.perSecond) : "-",
      r.bare && r.bare.p99All > 0 ? `${(r.p99All / r.bare.p99All).toFixed(1)}×` : "-",
      statusSummary(r.statuses),
    ]),
  ))
    out(`  ${l}`);
  out();
}

function printProcessTable(peak: ResidentSet | undefined, rows: ProcessRow[]) {
  out("Process: resident set (MiB, from /proc) and cold start");
  const mib = (v: number | undefined) => (v === undefined ? "-" : v.toFixed(0));
  if (peak)
    out(
      `  peak resident set over the whole run above (every measurement, embedded database): ${mib(peak.peak)} MiB`,
    );
  for (const l of table(
    ["start", "to /api/ready s", "RSS at ready", "RSS after every template", "peak after 200 renders @50"],
    rows.map((r) => [
      r.name,
      r.start.toFixed(2),
      mib(r.ready?.rss),
      mib(r.afterPages?.rss),
      mib(r.afterLoad?.peak),
    ]),
  ))
    out(`  ${l}`);
  out();
}

async function main() {
  const started = Date.now();
  out("Starting the built server (builds first when build/ is missing) on a temporary embedded database …");
  // our own data directory, so the cold start below can reopen the database the run filled
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-data-"));
  const server = await startRealServer({ snapshot: true, dataDir, env: { TRUST_PROXY: "loopback" } });
  const base = server.url;
  let stopped = false;
  try {
    out(`Server ready after ${((Date.now() - started) / 1000).toFixed(1)} s at ${base}.`);
    const seeded = await discover(base);
    const token = await csrfToken(base);
    const forwarded = await forwardedForHonoured(base, token);
    out(
      `X-Forwarded-For from loopback ${forwarded.honoured ? "IS" : "is NOT"} used for the form rate limit (${forwarded.probe}).`,
    );

    const health: Measurement = { key: "health", name: "GET /api/health", path: "/api/health" };
    const measurements: (Measurement & { group: "api" | "ssr" })[] = [
      { ...health, group: "api" },
      { key: "public-pages", name: "GET /api/public-pages/nl", path: "/api/public-pages/nl", group: "api" },
      {
        key: "public-news-item-by-url",
        name: `GET /api/public-news-item-by-url/${seeded.newsUrl}?language=nl`,
        path: `/api/public-news-item-by-url/${encodeURIComponent(seeded.newsUrl)}?language=nl`,
        group: "api",
      },
      forwarded.honoured
        ? {
            key: "send-contact-email",
            name: "POST /api/send-contact-email (own X-Forwarded-For per post)",
            path: "/api/send-contact-email",
            // a distinct address per post, never the probe's
            init: contactInit(token, (n) => fakeAddress(n + 1)),
            group: "api",
          }
        : {
            key: "send-contact-email",
            name: `POST /api/send-contact-email (${FORM_LIMIT * 2} sequential, one address)`,
            path: "/api/send-contact-email",
            init: contactInit(token, () => null),
            sequential: FORM_LIMIT * 2,
            group: "api",
          },
      { key: "ssr-home", name: "SSR GET /", path: "/", group: "ssr" },
      {
        key: "ssr-news-detail",
        name: `SSR GET /nieuws/${seeded.newsUrl}`,
        path: `/nieuws/${encodeURIComponent(seeded.newsUrl)}`,
        group: "ssr",
      },
    ];

    out(`Measuring: ${seconds} s each after ${warmupSeconds} s warm-up, concurrency ${concurrency} …`);
    const rows: Row[] = [];
    for (const m of measurements) {
      if (m.sequential === undefined) {
        const warm =
          m.key === "send-contact-email" && forwarded.honoured
            ? { ...m, init: contactInit(token, (n) => fakeAddress(1_000_000 + n)) } // its own addresses
            : m;
        await load(base, warm, { durationMs: warmupSeconds * 1000, concurrency });
      }
      const result = await load(base, m, { durationMs: seconds * 1000, concurrency });
      rows.push({ key: m.key, name: m.name, group: m.group, ...result });
    }
    const healthRow = rows.find((r) => r.key === "health");

    out("Measuring the page cache next to a bare node:http server on the same bytes …");
    const cacheRows = await measurePageCache(
      base,
      [
        { key: "home", name: "home /", path: "/" },
        {
          key: "news-detail",
          name: `news /nieuws/${seeded.newsUrl}`,
          path: `/nieuws/${encodeURIComponent(seeded.newsUrl)}`,
        },
      ],
      { durationMs: seconds * 1000, warmupMs: warmupSeconds * 1000, concurrency },
    );

    out("Measuring page-cache hits with visit counting on and off …");
    const notCounting = await startNotCountingServer();
    const visitCounts = await measureVisitCounting(base, notCounting.url, {
      durationMs: seconds * 1000,
      warmupMs: warmupSeconds * 1000,
      concurrency,
    }).finally(() => notCounting.stop());

    // every public template in both languages (the same list tests/e2e/js-budget.spec.ts checks)
    const routes = await publicTemplateRoutes(base);
    const moduleMap = await readModuleMap(path.resolve(import.meta.dirname, "../build"));
    const getAsset = assetFetcher(base);
    const js: (RouteJs & { onDemand: number })[] = [];
    for (const route of routes) {
      const first = await measureRouteJs(base, route, getAsset);
      js.push({ ...first, onDemand: (await measureOnDemandJs(base, first, getAsset)).gzip });
    }

    // the peak over everything above; then restarts on the same data, as after a deploy
    const peak = await residentSet(server.child.pid);
    await server.stop();
    stopped = true;
    const paths = routes.map((r) => r.path);
    const processRows: ProcessRow[] = [];
    for (const run of [1, 2])
      processRows.push(await coldStart(`restart ${run} on the embedded database`, paths, { dataDir }));
    const pgDir = await mkdtemp(path.join(tmpdir(), "bench-pg-"));
    try {
      const onPostgres = await postgresStart(paths, pgDir);
      if (onPostgres) processRows.push(onPostgres);
    } finally {
      await rm(pgDir, { recursive: true, force: true });
    }

    // ---- print ----
    out();
    out(
      `Machine: ${cpus().length} CPU(s), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")} (1/5/15 min) at the end; the server and this client share it.`,
    );
    out("Latency percentiles over 2xx answers; every answer's status is counted in the last column.");
    out();
    printLoadTable(
      "API",
      rows.filter((r) => r.group === "api"),
      healthRow,
    );
    printLoadTable("Server render", [healthRow as Row, ...rows.filter((r) => r.group === "ssr")], healthRow);
    printCacheTable(cacheRows);
    for (const line of visitCountLines(visitCounts)) out(line);
    out();
    const home = rows.find((r) => r.key === "ssr-home");
    const detail = rows.find((r) => r.key === "ssr-news-detail");
    if (home && detail && home.okPerSecond > 0)
      out(
        `  news detail renders ${(detail.okPerSecond / home.okPerSecond).toFixed(2)}× as many pages per second as the home page.\n`,
      );
    const post = rows.find((r) => r.key === "send-contact-email");
    if (post && (post.statuses[429] ?? 0) > 0)
      out(
        `  NOTE: ${post.statuses[429]} contact posts were refused with 429 (rate limit); latencies are of the 2xx ones.\n`,
      );

    printProcessTable(peak, processRows);

    out(
      `JavaScript shipped on first load per public template (each module gzipped on its own; budget ${PUBLIC_JS_BUDGET_KIB} KiB); "on demand": what a click can load later (the contact dialog with React, a carousel), not counted in the budget`,
    );
    for (const l of table(
      ["template", "path", "status", "modules", "raw KiB", "gzip KiB", "on demand KiB"],
      js.map((r) => [r.name, r.path, r.status, r.modules, kb(r.raw), kb(r.gzip), kb(r.onDemand)]),
      2,
    ))
      out(`  ${l}`);
    // the five largest modules of each template, with what they hold (build/client-modules.json)
    out("  largest modules per template (gzip KiB; in brackets the packages or files they mostly hold):");
    for (const r of js) {
      const top = [...r.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      out(
        `    ${r.name}: ${top
          .map((f) => {
            const contents = chunkContents(moduleMap, f.path);
            return `${path.basename(f.path)} ${kb(f.gzip)}${contents.length ? ` [${contents.join(", ")}]` : ""}`;
          })
          .join(", ")}`,
      );
    }
    const missing = [...new Set(js.flatMap((r) => r.notPreloaded))];
    if (missing.length) out(`  statically imported but not preloaded by the HTML: ${missing.join(", ")}`);
    const failed = [...new Set(js.flatMap((r) => r.failed))];
    if (failed.length) out(`  NOT COUNTED (fetch failed): ${failed.join(", ")}`);
    out();

    const file = path.join(tmpdir(), "delft-it-bench", "latest.json");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          settings: { seconds, warmupSeconds, concurrency },
          machine: { cpus: cpus().length, loadavg: loadavg() },
          seeded,
          forwardedFor: forwarded,
          load: rows,
          pageCache: cacheRows,
          visitCounts,
          js,
          process: { peak, starts: processRows },
        },
        null,
        2,
      )}\n`,
    );
    out(`Results written to ${file} (whole run ${((Date.now() - started) / 1000).toFixed(0)} s).`);
  } finally {
    if (!stopped) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

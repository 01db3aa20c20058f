/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default throttling) on every public template in
 * both languages, against the real built server (started like `npm start`, demo content, pages warm
 * in the page cache), driving Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * Lighthouse is not a dependency of the project (it is large and only this script needs it): it
 * runs through `npx --yes lighthouse@<LIGHTHOUSE_VERSION>`, which fetches it from the npm registry
 * once. The machine is shared and noisy, so every page is measured LIGHTHOUSE_RUNS times (2) and
 * the run with the median performance score (the lower one of an even count) is printed, as a Markdown table for docs/performance.md.
 * Nothing is asserted.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicTemplateRoutes } from "./js-bytes.ts";
import { startRealServer } from "./real-server.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const version = process.env.LIGHTHOUSE_VERSION ?? "13";
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** only the templates whose address matches (a regular expression), e.g. to measure one again */
const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
const out = (line = "") => process.stdout.write(`${line}\n`);

interface Result {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function lighthouse(url: string, file: string): void {
  const result = spawnSync(
    "npx",
    [
      "--yes",
      `lighthouse@${version}`,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${file}`,
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed:\n${result.stderr}`);
}

async function measure(url: string, dir: string): Promise<Result> {
  const file = path.join(dir, "report.json");
  lighthouse(url, file);
  const report = JSON.parse(await readFile(file, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const audit = (name: string) => report.audits[name]?.numericValue ?? 0;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

async function main() {
  const server = await startRealServer({ snapshot: true });
  const dir = await mkdtemp(path.join(tmpdir(), "lighthouse-"));
  try {
    // every public template in both languages, as the JavaScript budget measures them
    const paths = (await publicTemplateRoutes(server.url))
      .map((r) => r.path)
      .filter((p) => !only || only.test(p));
    out(
      `Lighthouse ${version}, mobile, default throttling, ${runs} runs per page (median performance shown)`,
    );
    out();
    out("| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS |");
    out("| --- | ---: | ---: | ---: | ---: | --- | --- | --- | --- |");
    for (const p of paths) {
      const url = `${server.url}${p}`;
      await (await fetch(url)).arrayBuffer(); // warm in the page cache
      const results: Result[] = [];
      // Lighthouse itself sometimes fails to record a trace on a busy machine (NO_NAVSTART): once more
      for (let i = 0; i < runs; i++) results.push(await measure(url, dir).catch(() => measure(url, dir)));
      results.sort((a, b) => a.perf - b.perf);
      const r = results[Math.floor((results.length - 1) / 2)] as Result;
      const s = (v: number) => `${(v / 1000).toFixed(1)} s`;
      out(
        `| ${p} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
      );
    }
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Lighthouse run failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

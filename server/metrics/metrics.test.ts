/**
 * GET /api/metrics: off without METRICS_TOKEN, refused without the right bearer token, and a valid
 * Prometheus text exposition whose counters move with the requests the app answers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheablePageHeaders } from "#core/page-cache-marker.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { createApp } from "#server/http.ts";
import { createPageCache } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginAs, loginWith } from "#tests/support/auth.ts";
import { Counter, MAX_SERIES } from "./registry.ts";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t.close());

const scrape = () => t.api("metrics", { headers: { authorization: `Bearer ${TOKEN}` } });

const name = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const label = '[a-zA-Z_][a-zA-Z0-9_]*="(?:\\\\.|[^"\\\\\\n])*"';
const sampleLine = new RegExp(
  `^(${name})(\\{(?:${label}(?:,${label})*)?\\})? (-?(?:\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?)|\\+Inf|-Inf|NaN)$`,
);
const families = ["counter", "gauge", "histogram", "summary", "untyped"];

/**
 * Parses the exposition format 0.0.4 strictly: every line is a HELP, a TYPE or a sample of a family
 * whose TYPE came before; returns the samples by `name{labels}`.
 */
function parseExposition(body: string): Map<string, number> {
  expect(body.endsWith("\n")).toBe(true);
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  for (const line of body.slice(0, -1).split("\n")) {
    const help = new RegExp(`^# HELP (${name}) .+$`).exec(line);
    if (help) continue;
    const type = new RegExp(`^# TYPE (${name}) (\\w+)$`).exec(line);
    if (type) {
      expect(families, line).toContain(type[2]);
      expect(types.has(type[1]), `TYPE twice: ${line}`).toBe(false);
      types.set(type[1], type[2]);
      continue;
    }
    const sample = sampleLine.exec(line);
    expect(sample, `not a valid line: ${JSON.stringify(line)}`).not.toBeNull();
    const [, metric, labels = "", value] = sample!;
    const family = types.has(metric) ? metric : metric.replace(/_(bucket|sum|count)$/, "");
    expect(types.has(family), `sample before its TYPE: ${line}`).toBe(true);
    if (family !== metric) expect(types.get(family)).toBe("histogram");
    expect(samples.has(`${metric}${labels}`), `duplicate series: ${line}`).toBe(false);
    samples.set(`${metric}${labels}`, value === "+Inf" ? Number.POSITIVE_INFINITY : Number(value));
  }
  return samples;
}

async function metrics(): Promise<Map<string, number>> {
  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parseExposition(await res.text());
}

describe("GET /api/metrics", () => {
  it("does not exist when METRICS_TOKEN is not configured", async () => {
    const off = await createTestApp();
    try {
      const res = await off.api("metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("http_requests_total");
    } finally {
      await off.close();
    }
  });

  it("is refused without the token, with a wrong one and with a session", async () => {
    const admin = await loginAs(t, "cms-admin");
    for (const headers of [
      {},
      { authorization: "Bearer wrong-token" },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
      admin.headers,
    ]) {
      const res = await t.api("metrics", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain("http_requests_total");
    }
    expect((await scrape()).status).toBe(200);
  });

  it("counts requests by route pattern and status, with latency histograms", async () => {
    const admin = await loginAs(t, "cms-admin");
    const before = await metrics();
    const missing = 'http_requests_total{route="/api/status-new-pc/:id",method="GET",status="404"}';
    const health = 'http_requests_total{route="/api/health",method="GET",status="200"}';
    for (const id of [987_001, 987_002, 987_003]) {
      expect((await t.api(`status-new-pc/${id}`, { headers: admin.headers })).status).toBe(404);
    }
    await t.api("health");
    await t.api("no-such-call/12345");
    const after = await metrics();
    expect((after.get(missing) ?? 0) - (before.get(missing) ?? 0)).toBe(3);
    expect((after.get(health) ?? 0) - (before.get(health) ?? 0)).toBe(1);
    expect(after.get('http_requests_total{route="/api/*",method="GET",status="404"}')).toBeGreaterThanOrEqual(
      1,
    );
    // the ids are not in any label
    expect([...after.keys()].some((key) => /98700\d|12345/.test(key))).toBe(false);

    const buckets = [...after.entries()].filter(([key]) =>
      key.startsWith('http_request_duration_seconds_bucket{route="/api/status-new-pc/:id",method="GET"'),
    );
    expect(buckets.length).toBeGreaterThan(2);
    const count = after.get(
      'http_request_duration_seconds_count{route="/api/status-new-pc/:id",method="GET"}',
    );
    expect(
      after.get(
        'http_request_duration_seconds_bucket{route="/api/status-new-pc/:id",method="GET",le="+Inf"}',
      ),
    ).toBe(count);
    // cumulative buckets never decrease
    const values = buckets.map(([, v]) => v);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it("counts failed logins", async () => {
    const key = "auth_failed_logins_total";
    const before = (await metrics()).get(key) ?? 0;
    const res = await loginWith(t, "nobody@example.com", "Wrong-password-123").catch(() => null);
    expect(res).toBeNull();
    expect((await metrics()).get(key)).toBe(before + 1);
  });

  it("reads the outbox queue and the database pool when scraped", async () => {
    await t.db.delete(mailOutbox);
    let m = await metrics();
    expect(m.get("mail_outbox_pending")).toBe(0);
    expect(m.get("mail_outbox_oldest_pending_age_seconds")).toBe(0);
    await t.db.insert(mailOutbox).values([
      { to: "a@example.com", subject: "a", text: "a", created_at: sql`now() - interval '1 hour'` as never },
      { to: "b@example.com", subject: "b", text: "b" },
      { to: "c@example.com", subject: "c", text: "c", sent_at: new Date() },
      { to: "d@example.com", subject: "d", text: "d", attempts: 50 },
    ]);
    m = await metrics();
    expect(m.get("mail_outbox_pending")).toBe(2);
    expect(m.get("mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(3600);
    expect(m.get("mail_outbox_given_up")).toBe(1);
    if (t.deps.database.kind === "postgres") {
      expect(m.get("db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(m.has("db_pool_idle_connections")).toBe(true);
      expect(m.has("db_pool_waiting_clients")).toBe(true);
    } else {
      expect(m.get("db_pool_connections")).toBe(1);
    }
  });

  it("counts page-cache hits, misses and bypasses", async () => {
    const pageCache = await createPageCache({
      database: t.deps.database,
      logger: t.deps.logger,
      config: t.config,
    });
    // the renderer stands in for React Router: a public page that allows caching
    const app = createApp({
      deps: t.deps,
      pageCache,
      ssr: async () =>
        new Response("<!doctype html><html><body><p>Hallo</p></body></html>", {
          headers: { "content-type": "text/html; charset=utf-8", ...cacheablePageHeaders() },
        }),
    });
    try {
      const results = (m: Map<string, number>) =>
        ["hit", "miss"].map((r) => m.get(`page_cache_requests_total{result="${r}"}`) ?? 0);
      const [hitsBefore, missesBefore] = results(await metrics());
      const first = await app.request("/metrics-test-page");
      const second = await app.request("/metrics-test-page");
      expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual([
        "miss",
        "hit",
      ]);
      const after = await metrics();
      expect(results(after)).toEqual([hitsBefore + 1, missesBefore + 1]);
      // the pages are one route pattern, not one series per path
      expect([...after.keys()].some((key) => key.includes("metrics-test-page"))).toBe(false);
    } finally {
      await pageCache.stop();
    }
  });
});

describe("METRICS_TOKEN", () => {
  it("is refused at start-up when short or with spaces", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "too-short" })).toThrow(
      /^Invalid configuration: METRICS_TOKEN=/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${"a".repeat(20)} ${"b".repeat(20)}` })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: "", DATA_DIR: t.config.dataDir }).metricsToken).toBeUndefined();
  });
});

describe("the registry", () => {
  it("caps the label sets of a metric and escapes label values", () => {
    const counter = new Counter("test_total", "A test", ["route"]);
    for (let i = 0; i < MAX_SERIES + 50; i++) counter.inc({ route: `/r/${i}` });
    counter.inc({ route: 'a "quoted" \\ value\nwith a break' });
    const lines = counter.render();
    expect(lines.length).toBe(2 + MAX_SERIES + 1);
    expect(counter.get({ route: "other" })).toBe(51);
    const body = `${lines.join("\n")}\n`;
    const samples = parseExposition(body);
    expect(samples.size).toBe(MAX_SERIES + 1);
  });
});

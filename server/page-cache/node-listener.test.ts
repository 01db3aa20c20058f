/**
 * A page-cache hit answered before the app (node-listener.ts) is the answer the app would have
 * given: same status, same headers (but the request id), same bytes, in every encoding, and 304 to a
 * matching validator. Misses, sessions and everything that is not a kept page still reach the app.
 * Real parts throughout: the app booted on the demo content with React Router's server build from
 * Vite, a real node HTTP server on a free port, requests over TCP.
 */
import { randomUUID } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { withCachedPages } from "./node-listener.ts";
import { PAGE_CACHE_STATUS_HEADER } from "./page-cache.ts";

let t: TestApp;
let server: Server;
let base = "";
/** how many requests reached the app (the rest were answered before it) */
let reachedApp = 0;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    renderPages: true,
  });
  if (!t.pageCache) throw new Error("the test app has no page cache");
  const appListener = getRequestListener(t.app.fetch);
  const listener = withCachedPages(
    (req, res) => {
      reachedApp += 1;
      appListener(req, res);
    },
    { pageCache: t.pageCache, config: t.config, logger: t.deps.logger },
  );
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** a raw request: node's client leaves the body as sent (no decompression), so bytes can be compared */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** the headers that may differ between two answers of the same page */
const PER_ANSWER = new Set([
  "x-request-id",
  "date",
  PAGE_CACHE_STATUS_HEADER.toLowerCase(),
  "connection",
  "keep-alive",
]);
const comparable = (headers: Answer["headers"]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe("page-cache hits answered before the app", () => {
  it("gives the app's answer: same status, headers and bytes, in every encoding", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const path = encoding === "identity" ? "/nieuws" : encoding === "br" ? "/" : "/en/news";
      const headers = { "accept-encoding": encoding };
      const before = reachedApp;
      const miss = await get(path, headers);
      expect(miss.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("miss");
      expect(reachedApp).toBe(before + 1);

      const hit = await get(path, headers);
      expect(reachedApp, "the hit did not reach the app").toBe(before + 1);
      expect(hit.status).toBe(200);
      expect(hit.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("hit");
      expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
      expect(hit.body.equals(miss.body)).toBe(true);
      if (encoding !== "identity") expect(hit.headers["content-encoding"]).toBe(encoding);
      // the policy is the kept page's: no nonce of another visitor (a public page has no inline
      // script to allow; were it to get one, only its hash would be listed)
      const scripts = /script-src [^;]*/.exec(String(hit.headers["content-security-policy"]))?.[0];
      expect(scripts).toMatch(/^script-src 'self'/);
      expect(scripts).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/);
      expect(hit.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("answers 304 to a matching validator and keeps the policy, like the app", async () => {
    const first = await get("/over-ons");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const before = reachedApp;
    const notModified = await get("/over-ons", { "if-none-match": etag });
    expect(reachedApp).toBe(before);
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(notModified.headers["content-type"]).toBeUndefined();
  });

  it("sends a visitor with a session, a HEAD miss and other paths to the app", async () => {
    await get("/tips-en-tricks");
    const before = reachedApp;
    const withSession = await get("/tips-en-tricks", { cookie: "session=not-a-real-one" });
    expect(reachedApp).toBe(before + 1);
    expect(withSession.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).not.toBe("hit");
    await get("/api/ready");
    await get("/robots.txt");
    expect(reachedApp).toBe(before + 3);
  });

  it("keeps the page's two consent variants apart, as the app's cache does", async () => {
    const cookie = (categories: string[]) =>
      `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 1, consentId: randomUUID() }))}`;
    const path = "/diensten";
    const headers = { "accept-encoding": "gzip" };
    await get(path, headers);
    const before = reachedApp;
    // the first visitor with a choice: the variant without the banner is rendered by the app …
    const chosen = await get(path, { ...headers, cookie: cookie(["necessary"]) });
    expect(reachedApp).toBe(before + 1);
    expect(chosen.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("miss");
    // … and answered before the app for the next one, whatever their choice
    const next = await get(path, { ...headers, cookie: cookie(["necessary", "statistic"]) });
    expect(reachedApp).toBe(before + 1);
    expect(next.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("hit");
    expect(next.headers.etag).toBe(chosen.headers.etag);
    // a visitor without a choice still gets the banner's entry
    const none = await get(path, headers);
    expect(reachedApp).toBe(before + 1);
    expect(none.headers.etag).not.toBe(chosen.headers.etag);
  });

  it("answers a content change with the new page, not the kept one", async () => {
    await get("/contact");
    const hit = await get("/contact");
    expect(hit.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("hit");
    await t.db.execute("UPDATE content_version SET version = version + 1 WHERE id = 1");
    await t.pageCache?.version.refresh();
    const after = await get("/contact");
    expect(after.headers[PAGE_CACHE_STATUS_HEADER.toLowerCase()]).toBe("miss");
  });
});

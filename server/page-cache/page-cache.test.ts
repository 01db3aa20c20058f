/** The pure rules of the page cache: which requests it keys and how, encodings, and the LRU bound. */
import { describe, expect, it } from "vitest";
import { pickEncoding } from "../compression.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { CONSENT_KEY_SUFFIX, cacheKeyOf, pageCacheKey } from "./page-cache.ts";
import { type PageEntry, PageStore } from "./store.ts";

const req = (path: string, init: RequestInit = {}) => new Request(`http://site.test${path}`, init);
/** the key under policy version 1 */
const keyOf = (request: Request) => pageCacheKey(request, 1);
/** a consent cookie as the banner writes it (core/consent-cookie.ts) */
const consent = (revision: number, categories = ["necessary"]) =>
  `cc_cookie=${encodeURIComponent(
    JSON.stringify({ categories, revision, consentId: "0f8fad5b-d9cb-469f-a165-70867728950e" }),
  )}`;

describe("pageCacheKey", () => {
  it("gives a Dutch alias (/nl, /nl/…) the entry of its page without the prefix, data requests too", () => {
    for (const [alias, page] of [
      ["/nl", "/"],
      ["/nl/", "/"],
      ["/nl/nieuws", "/nieuws"],
      ["/nl/nieuws/valse-mail/", "/nieuws/valse-mail"],
      ["/nl/over-ons?page=2", "/over-ons?page=2"],
      ["/nl.data", "/_.data"],
      ["/nl/_.data", "/_.data"],
      ["/nl/nieuws.data?_routes=root", "/nieuws.data?_routes=root"],
    ])
      expect(keyOf(req(alias))?.key).toBe(keyOf(req(page))?.key);
    // only the Dutch prefix: English pages and look-alikes keep their own entries
    expect(keyOf(req("/en"))?.key).toBe("/en");
    expect(keyOf(req("/nlx"))?.key).toBe("/nlx");
    expect(keyOf(req("/en/nl"))?.key).toBe("/en/nl");
  });

  it("keys by path and the parameters that change a page; tracking parameters and a trailing slash do not count", () => {
    expect(keyOf(req("/nieuws?utm_source=x&fbclid=y"))?.key).toBe("/nieuws");
    expect(keyOf(req("/nieuws/"))?.key).toBe("/nieuws");
    expect(keyOf(req("/"))?.key).toBe("/");
    expect(keyOf(req("/nieuws?page=2&x=1"))?.key).toBe("/nieuws?page=2");
    expect(keyOf(req("/over-ons.data?_routes=root%2Cpage"))?.key).toBe("/over-ons.data?_routes=root%2Cpage");
  });

  it("never keys a session, a write, the API or React Router's manifest", () => {
    expect(keyOf(req("/", { headers: { cookie: "consent=x; session=abc" } }))).toBeNull();
    expect(keyOf(req("/", { headers: { cookie: "session=abc" } }))).toBeNull();
    expect(keyOf(req("/", { method: "POST" }))).toBeNull();
    expect(keyOf(req("/api/public-pages/nl"))).toBeNull();
    expect(keyOf(req("/__manifest?paths=/"))).toBeNull();
    // a cookie that only ends in "session" is not the session
    expect(keyOf(req("/", { headers: { cookie: "mysession=1" } }))?.key).toBe("/");
  });
});

describe("pageCacheKey and the consent cookie", () => {
  it("has two variants of a page: without a current choice, and with one", () => {
    expect(keyOf(req("/nieuws"))?.key).toBe("/nieuws");
    expect(keyOf(req("/nieuws", { headers: { cookie: consent(1) } }))?.key).toBe(
      `/nieuws${CONSENT_KEY_SUFFIX}`,
    );
    expect(
      keyOf(req("/nl/nieuws?page=2&utm=x", { headers: { cookie: `a=1; ${consent(1)}; b=2` } }))?.key,
    ).toBe(`/nieuws?page=2${CONSENT_KEY_SUFFIX}`);
  });

  it("never keys by the cookie's value: every choice of the current version shares one entry", () => {
    const keys = new Set(
      [["necessary"], ["necessary", "statistic"], ["necessary", "statistic", "marketing"]].map(
        (categories) => keyOf(req("/", { headers: { cookie: consent(1, categories) } }))?.key,
      ),
    );
    expect([...keys]).toEqual([`/${CONSENT_KEY_SUFFIX}`]);
  });

  it("an older policy version's cookie, or one that is not a consent cookie, is no choice", () => {
    expect(keyOf(req("/", { headers: { cookie: consent(0) } }))?.key).toBe("/");
    expect(pageCacheKey(req("/", { headers: { cookie: consent(1) } }), 2)?.key).toBe("/");
    expect(pageCacheKey(req("/", { headers: { cookie: consent(2) } }), 2)?.key).toBe(
      `/${CONSENT_KEY_SUFFIX}`,
    );
    for (const cookie of ["cc_cookie=garbage", "cc_cookie=", `my_cc_cookie=${consent(1).slice(10)}`]) {
      expect(keyOf(req("/", { headers: { cookie } }))?.key).toBe("/");
    }
  });

  it("the node listener's key is the same function on node's request parts", () => {
    expect(cacheKeyOf("GET", "/en/diensten?page=3&fbclid=1", consent(1), 1)?.key).toBe(
      keyOf(req("/en/diensten?page=3", { headers: { cookie: consent(1) } }))?.key,
    );
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("*")).toBe("gzip");
  });
});

describe("PageStore", () => {
  const entry = (key: string, bytes: number, version = "1"): PageEntry => ({
    key,
    version,
    expiresAt: Date.now() + 60_000,
    status: 200,
    headers: [],
    etag: key,
    bodies: { br: Buffer.alloc(bytes), gzip: Buffer.alloc(0) },
  });

  it("stays within its bytes, dropping the least recently used first", () => {
    const store = new PageStore(3 * (1000 + 512));
    store.set(entry("/a", 1000));
    store.set(entry("/b", 1000));
    store.set(entry("/c", 1000));
    store.get("/a", "1"); // used: /b is now the oldest
    store.set(entry("/d", 1000));
    expect(store.get("/b", "1")).toBeUndefined();
    expect(store.get("/a", "1")).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    for (let i = 0; i < 1000; i++) store.set(entry(`/x${i}`, 1000));
    expect(store.size).toBe(3);
  });

  it("does not serve an entry of another version or past its lifetime", () => {
    const store = new PageStore(1_000_000);
    store.set(entry("/a", 10, "1"));
    expect(store.get("/a", "2")).toBeUndefined();
    store.set({ ...entry("/b", 10), expiresAt: Date.now() - 1 });
    expect(store.get("/b", "1")).toBeUndefined();
    expect(store.size).toBe(0);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only", () => {
    const html =
      '<script src="/a.js"></script><script nonce="x">window.a=1</script><script type="module">import "/b.js";</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=" /* openssl dgst -sha256 of window.a=1 */,
      expect.any(String),
    ]);
  });
});

/**
 * The cookie choice as a posted document form, through a real Hono context on the real app's
 * dependencies and database: recorded in the consent log like `POST /api/consent`, the consent cookie
 * in the library's format, 303 back to the page; refused choices still set the cookie, marked.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, currentConsent, parseConsentCookie } from "#core/consent-cookie.ts";
import { consentLog } from "#server/db/schema.ts";
import type { AppEnv } from "#server/http/context.ts";
import { handleError } from "#server/http/error-handler.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { handleConsentPost } from "./document-post.ts";
import { consentBounds } from "./service.ts";

describe("handleConsentPost", () => {
  let t: TestApp;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    t = await createTestApp({ env: { CONSENT_POLICY_VERSION: "2" } });
    // the dispatcher's part in small: the context the app gives, then the handler
    app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("deps", t.deps);
      c.set("lang", "nl");
      c.set("log", t.deps.logger);
      await next();
    });
    app.post("*", async (c) => handleConsentPost(c, new URLSearchParams(await c.req.text())));
    app.onError(handleError);
  });
  afterAll(async () => t.close());

  function post(
    path: string,
    fields: Record<string, string | string[]>,
    options: { cookie?: string; peer?: string } = {},
  ) {
    const body = new URLSearchParams({ form: "consent" });
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(name, one);
    }
    return app.request(
      path,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body,
      },
      { incoming: { socket: { remoteAddress: options.peer ?? "127.0.0.1" } } },
    );
  }

  /** the consent cookie a response sets: its Set-Cookie line and its parsed value */
  function consentSet(res: Response) {
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${CONSENT_COOKIE}=`)) ?? "";
    const value = line.slice(CONSENT_COOKIE.length + 1).split(";")[0];
    return { line, value, raw: JSON.parse(decodeURIComponent(value)), parsed: parseConsentCookie(value) };
  }

  const rowsOf = (consentId: string) =>
    t.db.select().from(consentLog).where(eq(consentLog.consent_id, consentId)).orderBy(consentLog.id);

  it("records 'necessary only', sets the cookie in the library's format and goes back to the page", async () => {
    const res = await post("/en/diensten?page=2", { choice: "necessary", policy_version: "2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/diensten?page=2");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { line, raw, parsed, value } = consentSet(res);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(raw).toMatchObject({
      categories: ["necessary"],
      revision: 2,
      data: null,
      services: { necessary: [], statistic: [], marketing: [] },
      languageCode: "en",
    });
    expect(raw.consentTimestamp).toBe(raw.lastConsentTimestamp);
    expect(raw.expirationTime - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(parsed?.consentId).toMatch(/^[0-9a-f-]{36}$/);
    // the page cache and the banner read it as a choice of the current version
    expect(currentConsent(`${CONSENT_COOKIE}=${value}`, 2)).not.toBeNull();
    expect(currentConsent(`${CONSENT_COOKIE}=${value}`, 3)).toBeNull();

    const rows = await rowsOf(parsed?.consentId ?? "");
    expect(rows).toMatchObject([{ categories: ["necessary"], policy_version: 2, ip_truncated: "127.0.0.0" }]);
  });

  it("keeps the consent id of an earlier cookie (an older version's too), records each change once", async () => {
    const consentId = randomUUID();
    const earlier = `${CONSENT_COOKIE}=${encodeURIComponent(
      JSON.stringify({
        categories: ["necessary"],
        revision: 1,
        consentId,
        consentTimestamp: "2026-01-02T03:04:05.000Z",
      }),
    )}`;
    const first = await post(
      "/",
      { choice: "save", categories: ["statistic"], policy_version: "2" },
      { cookie: earlier },
    );
    expect(first.headers.get("location")).toBe("/");
    const { raw, value } = consentSet(first);
    expect(raw).toMatchObject({ consentId, categories: ["necessary", "statistic"], revision: 2 });
    expect(raw.consentTimestamp).toBe("2026-01-02T03:04:05.000Z");
    // the same choice again stores nothing; "accept all" is a change
    await post(
      "/",
      { choice: "save", categories: "statistic", policy_version: "2" },
      { cookie: `${CONSENT_COOKIE}=${value}` },
    );
    const all = await post(
      "/",
      { choice: "all", policy_version: "2" },
      { cookie: `${CONSENT_COOKIE}=${value}` },
    );
    expect(consentSet(all).raw.categories).toEqual(["necessary", "statistic", "marketing"]);
    expect((await rowsOf(consentId)).map((r) => r.categories)).toEqual([
      ["necessary", "statistic"],
      ["necessary", "statistic", "marketing"],
    ]);
  });

  it("removes the statistics' cookies when statistic is not chosen", async () => {
    const res = await post(
      "/",
      { choice: "necessary" },
      { cookie: "_ga=GA1.1.1; _ga_ABC=GS1; _gid=x; other=1" },
    );
    const removed = res.headers
      .getSetCookie()
      .filter((l) => /Max-Age=0/.test(l))
      .map((l) => l.split("=")[0]);
    expect(new Set(removed)).toEqual(new Set(["_ga", "_ga_ABC", "_gid"]));
    // a form without a version chooses under the current one
    expect(consentSet(res).raw.revision).toBe(2);
  });

  it.each([
    [{ choice: "everything" }],
    [{}],
    [{ choice: "save", categories: "tracking" }],
    [{ choice: "all", policy_version: "3" }],
    [{ choice: "all", policy_version: "0" }],
    [{ choice: "all", policy_version: "x" }],
  ])("refuses %j without setting a cookie", async (fields) => {
    const res = await post("/en", fields as Record<string, string>);
    expect(res.status).toBe(422);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain("The cookie choice is invalid");
  });

  it("a leading double slash never sends the visitor to another host", async () => {
    const res = await post("//evil.example/x", { choice: "necessary" });
    expect(res.headers.get("location")).toBe("/evil.example/x");
  });

  it("a choice over the log's bound still sets the cookie, marked unrecorded", async () => {
    const peer = "203.0.113.9";
    for (let i = 0; i < consentBounds.network.limit; i++) {
      expect((await post("/", { choice: "all" }, { peer })).status).toBe(303);
    }
    const refused = await post("/", { choice: "all" }, { peer });
    expect(refused.status).toBe(303);
    const { raw, value } = consentSet(refused);
    expect(raw.data).toEqual({ unrecorded: true });
    expect(await rowsOf(raw.consentId)).toEqual([]);
    // sent again from another network: recorded, and the mark is gone
    const again = await post(
      "/",
      { choice: "all" },
      { cookie: `${CONSENT_COOKIE}=${value}`, peer: "192.0.2.1" },
    );
    expect(consentSet(again).raw).toMatchObject({ consentId: raw.consentId, data: null });
    expect(await rowsOf(raw.consentId)).toHaveLength(1);
  });
});

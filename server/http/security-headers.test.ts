import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { loginAs } from "#tests/support/auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("security headers", () => {
  it("sends a nonce CSP, nosniff, a referrer policy and no framing on every answer", async () => {
    for (const res of [
      await t.api("health"),
      await t.api("no-such-call"),
      await t.app.request("/whatever"),
    ]) {
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const part of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "default-src 'self'",
      ]) {
        expect(csp).toContain(part);
      }
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBeNull(); // http here
    }
  });

  it("lets the admin's image previews use blob: images and workers, and nothing more", async () => {
    const csp = (await t.app.request("/whatever")).headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("img-src").split(" ")).toContain("blob:");
    expect(directive("worker-src").split(" ")).toEqual(["worker-src", "'self'", "blob:"]);
    expect(directive("script-src")).not.toMatch(/blob:|unsafe-inline|unsafe-eval/);
  });

  it("uses a new nonce for every response", async () => {
    const a = (await t.api("health")).headers.get("content-security-policy");
    const b = (await t.api("health")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("sends HSTS when served over https", async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: "https://www.example.com" } });
    try {
      expect((await https.api("health")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  }, 120_000);

  it("forbids caching of what a logged-in user receives and of cookie-setting answers", async () => {
    const { headers } = await loginAs(t, "cms-admin");
    const me = await t.api("me", { headers: { cookie: headers.cookie } });
    expect(me.headers.get("cache-control")).toBe("no-store");
    const csrf = await t.api("csrf-cookie");
    expect(csrf.headers.get("cache-control")).toBe("no-store");
    const anonymous = await t.api("health");
    expect(anonymous.headers.get("cache-control")).not.toBe("no-store");
  });

  it("asks search engines not to index the admin area", async () => {
    const res = await t.app.request(`${ADMIN_BASE}/dashboard`);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect((await t.app.request("/nieuws")).headers.get("x-robots-tag")).toBeNull();
  });

  it("asks search engines not to index the portals, in both languages", async () => {
    for (const path of ["/status", "/en/status", "/zzp", "/en/zzp", "/boekhouding", "/en/accounting"]) {
      expect((await t.app.request(path)).headers.get("x-robots-tag"), path).toMatch(/noindex/);
    }
  });
});

describe("the CSP with statistics", () => {
  it("allows the analytics hosts only when ANALYTICS_ID is set", async () => {
    expect((await t.api("health")).headers.get("content-security-policy")).not.toContain("googletagmanager");
    const withAnalytics = await createTestApp({ env: { ANALYTICS_ID: "G-TEST123" } });
    try {
      const csp = (await withAnalytics.api("health")).headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/\*\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    } finally {
      await withAnalytics.close();
    }
  }, 120_000);
});

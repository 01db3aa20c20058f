/**
 * Issue 10: the client address comes from X-Forwarded-For only when the peer is a proxy named in
 * TRUST_PROXY (off by default), read from the right, skipping trusted hops.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, jsonHeaders } from "#tests/support/auth.ts";
import { resolveClientIp } from "./client-ip.ts";

describe("resolveClientIp", () => {
  it("ignores X-Forwarded-For when no proxy is trusted, even from loopback", () => {
    expect(resolveClientIp("127.0.0.1", "203.0.113.9", [])).toBe("127.0.0.1");
    expect(resolveClientIp("198.51.100.4", "203.0.113.9", [])).toBe("198.51.100.4");
    expect(resolveClientIp(undefined, "203.0.113.9", [])).toBe("unknown");
  });

  it("ignores the header of a peer that is not a trusted proxy", () => {
    expect(resolveClientIp("198.51.100.4", "203.0.113.9", ["loopback"])).toBe("198.51.100.4");
    expect(resolveClientIp("10.1.2.3", "203.0.113.9", ["10.0.0.0/16"])).toBe("10.1.2.3");
  });

  it("takes the hop the trusted proxy wrote, not the ones the client made up", () => {
    expect(resolveClientIp("127.0.0.1", "6.6.6.6, 203.0.113.9", ["loopback"])).toBe("203.0.113.9");
    expect(resolveClientIp("::ffff:127.0.0.1", "203.0.113.9", ["loopback"])).toBe("203.0.113.9");
    expect(resolveClientIp("::1", "2001:db8::7", ["loopback"])).toBe("2001:db8::7");
  });

  it("walks through a chain of trusted proxies (addresses and CIDR blocks)", () => {
    const trusted = ["10.0.0.0/8", "192.0.2.10"];
    expect(resolveClientIp("192.0.2.10", "6.6.6.6, 203.0.113.9, 10.4.0.1", trusted)).toBe("203.0.113.9");
    // every hop trusted: the leftmost is the client
    expect(resolveClientIp("192.0.2.10", "10.0.0.5", trusted)).toBe("10.0.0.5");
  });

  it("stops at a hop that is not an address (the key stays the proxy's, not attacker text)", () => {
    expect(resolveClientIp("127.0.0.1", "anything-at-all", ["loopback"])).toBe("127.0.0.1");
  });
});

describe("TRUST_PROXY configuration", () => {
  const base = { DATA_DIR: "/tmp/trust-proxy-test", SESSION_SECRET: "x".repeat(32) };
  it("is off by default", () => {
    expect(loadConfig(base).trustProxy).toEqual([]);
    expect(loadConfig({ ...base, TRUST_PROXY: "off" }).trustProxy).toEqual([]);
  });
  it("takes addresses, CIDR blocks and 'loopback'", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::/32" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "2001:db8::/32",
    ]);
  });
  it("refuses anything else with a line naming the variable", () => {
    for (const value of ["yes", "10.0.0.0/33", "example.com", "1.2.3.4/8/1"]) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("over HTTP with TRUST_PROXY off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "off" } });
  });
  afterAll(async () => t.close());

  it("a client behind no proxy cannot escape the throttle by inventing X-Forwarded-For addresses", async () => {
    const csrf = await csrfHeaders(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.api(
        "password/forgot",
        {
          method: "POST",
          headers: { ...jsonHeaders(csrf), "x-forwarded-for": `203.0.113.${i}` },
          body: JSON.stringify({ email: `someone-${i}@example.test` }),
        },
        "127.0.0.1",
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

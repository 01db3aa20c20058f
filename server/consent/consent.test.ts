/**
 * The consent log over the real HTTP app: a choice is stored once per change, with the address
 * truncated and the consent id of the visitor's consent cookie; the admin lists, finds and exports
 * it; entries past the retention period are removed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "#core/consent-cookie.ts";
import { consentLog } from "#server/db/schema.ts";
import type { DomainError } from "#server/domain-error.ts";
import { consentRefused } from "#server/metrics/metrics.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, loginAs } from "#tests/support/auth.ts";
import { amsterdamTimestamp } from "./csv.ts";
import { startConsentRetention } from "./retention.ts";
import { consentBounds, recordConsent, removeExpiredConsents } from "./service.ts";
import { truncateAddress } from "./truncate-address.ts";

/** the cookie the banner's library writes: URL-encoded JSON with the consent id */
const consentCookie = (consentId: string, categories = ["necessary"]) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories, revision: 1, consentId }))}`;

describe("truncateAddress", () => {
  it.each([
    ["203.0.113.57", "203.0.113.0"],
    ["::ffff:198.51.100.7", "198.51.100.0"],
    ["10.0.0.0", "10.0.0.0"],
    ["2001:db8:1234:5678:9abc:def0:1234:5678", "2001:db8:1234::"],
    ["2001:DB8:1234::1", "2001:db8:1234::"],
    ["2001:db8::1", "2001:db8::"],
    ["2001:0:0:5678::1", "2001::"],
    ["::1", "::"],
    ["fe80::1%eth0", "fe80::"],
    ["64:ff9b:1:2::198.51.100.7", "64:ff9b:1::"],
    ["unknown", ""],
    ["", ""],
  ])("%s -> %s", (address, expected) => {
    expect(truncateAddress(address)).toBe(expected);
  });
});

/** the metric's value for one bound (0 before its first refusal) */
function refusedCount(bound: "network" | "total"): number {
  const line = consentRefused
    .render()
    .find((l) => l.startsWith(`consent_choices_refused_total{bound="${bound}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("consent log API", () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { CONSENT_POLICY_VERSION: "3" } });
    admin = (await loginAs(t, "cms-admin")).headers;
  });
  afterAll(async () => t.close());

  /** a visitor's POST consent from `peer` with the given consent cookie */
  async function choose(body: unknown, options: { cookie?: string; peer?: string; lang?: string } = {}) {
    const headers = await csrfHeaders(t, options.cookie);
    return t.api(
      "consent?_format=json",
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          ...(options.lang ? { "accept-language": options.lang } : {}),
        },
        body: JSON.stringify(body),
      },
      options.peer ?? "127.0.0.1",
    );
  }
  const rowsOf = (consentId: string) =>
    t.db.select().from(consentLog).where(eq(consentLog.consent_id, consentId)).orderBy(consentLog.id);

  it("stores a choice once per change, with the cookie's consent id and the address truncated", async () => {
    const id = randomUUID();
    const cookie = consentCookie(id, ["necessary", "statistic"]);
    const first = await choose(
      { categories: ["statistic", "necessary"], policy_version: 3 },
      { cookie, peer: "203.0.113.57" },
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { consent_id: id, stored: true } });

    // the same choice again (a second click, another page): no new row
    const again = await choose(
      { categories: ["necessary", "statistic"], policy_version: 3 },
      { cookie, peer: "203.0.113.58" },
    );
    expect(await again.json()).toEqual({ data: { consent_id: id, stored: false } });

    // a change is a new row; going back is a change too
    await choose({ categories: ["necessary"], policy_version: 3 }, { cookie, peer: "2001:db8:1234:5678::1" });
    await choose({ categories: ["statistic"], policy_version: 3 }, { cookie, peer: "203.0.113.57" });

    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.categories, r.policy_version, r.ip_truncated])).toEqual([
      [["necessary", "statistic"], 3, "203.0.113.0"],
      [["necessary"], 3, "2001:db8:1234::"],
      [["necessary", "statistic"], 3, "203.0.113.0"],
    ]);
    // nothing in the log holds the whole address
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.57|5678/);
  });

  it("stores the same choice under a new policy version (the visitor was asked again)", async () => {
    const id = randomUUID();
    const cookie = consentCookie(id);
    expect(
      (await (await choose({ categories: ["necessary"], policy_version: 2 }, { cookie })).json()).data.stored,
    ).toBe(true);
    expect(
      (await (await choose({ categories: ["necessary"], policy_version: 3 }, { cookie })).json()).data.stored,
    ).toBe(true);
    expect((await rowsOf(id)).map((r) => r.policy_version)).toEqual([2, 3]);
  });

  it("gives a visitor without a consent id in the cookie a new one", async () => {
    const res = await choose(
      { categories: ["marketing"], policy_version: 3 },
      { cookie: `${CONSENT_COOKIE}=garbage` },
    );
    const { data } = await res.json();
    expect(data.stored).toBe(true);
    expect(data.consent_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await rowsOf(data.consent_id)).map((r) => r.categories)).toEqual([["necessary", "marketing"]]);
  });

  it("refuses a future policy version, an unknown category, extra fields and a missing CSRF token", async () => {
    const before = await t.db.select().from(consentLog);
    const future = await choose({ categories: [], policy_version: 4 }, { lang: "en" });
    expect(future.status).toBe(422);
    expect((await future.json()).errors.policy_version[0]).toMatch(/does not exist yet/);
    expect((await choose({ categories: ["tracking"], policy_version: 1 })).status).toBe(422);
    expect((await choose({ categories: [], policy_version: 1, consent_id: randomUUID() })).status).toBe(422);
    const noToken = await t.api("consent", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ categories: [], policy_version: 1 }),
    });
    expect(noToken.status).toBe(403);
    expect(await t.db.select().from(consentLog)).toHaveLength(before.length);
  });

  it("records every visitor of an office behind one address, and never refuses a repeated choice", async () => {
    const peer = "198.51.100.200";
    const ids = Array.from({ length: 30 }, () => randomUUID());
    for (const id of ids) {
      const res = await choose(
        { categories: ["statistic"], policy_version: 3 },
        { cookie: consentCookie(id), peer },
      );
      expect(res.status).toBe(200);
      expect((await res.json()).data.stored).toBe(true);
    }
    // a visitor's banner sending its choice again (a retry) stores nothing and is never refused
    for (let i = 0; i < 30; i++) {
      const again = await choose(
        { categories: ["statistic"], policy_version: 3 },
        { cookie: consentCookie(ids[0]), peer },
      );
      expect(await again.json()).toEqual({ data: { consent_id: ids[0], stored: false } });
    }
    for (const id of ids) expect(await rowsOf(id)).toHaveLength(1);
  });

  it("bounds the new rows per network (an IPv6 range is one), refusing with 429, counted in the metrics", async () => {
    const refusedBefore = refusedCount("network");
    // every request from another address of one /48
    const address = (i: number) => `2001:db8:77:${(i + 1).toString(16)}::${(i + 7).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= consentBounds.network.limit; i++) {
      const res = await choose(
        { categories: ["marketing"], policy_version: 3 },
        { cookie: consentCookie(randomUUID()), peer: address(i) },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await res.json()).message).toMatch(/te veel cookiekeuzes vanaf dit netwerk/i);
      }
    }
    expect(statuses.slice(0, consentBounds.network.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(refusedCount("network")).toBe(refusedBefore + 1);
    const stored = await t.db.select().from(consentLog).where(eq(consentLog.ip_truncated, "2001:db8:77::"));
    expect(stored).toHaveLength(consentBounds.network.limit);
    // another network is not affected
    expect((await choose({ categories: [], policy_version: 3 }, { peer: "192.0.2.77" })).status).toBe(200);
  });

  it("lists for the admin only, newest first, paginated, found by consent id", async () => {
    const id = randomUUID();
    await choose(
      { categories: ["necessary", "marketing"], policy_version: 3 },
      { cookie: consentCookie(id), peer: "192.0.2.9" },
    );

    const visitor = await t.api("consent-log");
    expect(visitor.status).toBe(401);
    const status = (await loginAs(t, "cms-status-user")).headers;
    expect((await t.api("consent-log", { headers: status })).status).toBe(403);
    expect((await t.api("consent-log/export", { headers: status })).status).toBe(403);

    const page = await (await t.api("consent-log?per_page=2", { headers: admin })).json();
    expect(page.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(page.meta.total).toBeGreaterThan(2);
    expect(page.data).toHaveLength(2);
    expect(page.data[0].consent_id).toBe(id);

    for (const search of [id, id.toUpperCase(), id.slice(0, 13)]) {
      const found = await (
        await t.api(`consent-log?search=${encodeURIComponent(search)}`, { headers: admin })
      ).json();
      expect(found.meta.total, search).toBe(1);
      expect(found.data[0]).toMatchObject({
        consent_id: id,
        categories: ["necessary", "marketing"],
        policy_version: 3,
        ip_truncated: "192.0.2.0",
      });
      expect(Number.isNaN(Date.parse(found.data[0].created_at))).toBe(false);
    }
  });

  it("exports the log as CSV for the admin", async () => {
    const id = randomUUID();
    await choose(
      { categories: ["necessary", "statistic", "marketing"], policy_version: 3 },
      { cookie: consentCookie(id), peer: "2001:db8:abcd:12::7" },
    );
    const res = await t.api("consent-log/export", { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="consent-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    // as Dutch Excel opens it: a byte-order mark, semicolons, Amsterdam time with the zone named
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id;consent_id;created_at (Europe/Amsterdam);policy_version;categories;ip_truncated",
    );
    const rows = await t.db.select().from(consentLog);
    expect(lines.length - 1).toBe(rows.length);
    const line = lines.find((l) => l.includes(id)) ?? "";
    expect(line).toMatch(
      new RegExp(
        `^\\d+;${id};\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2};3;necessary statistic marketing;2001:db8:abcd::$`,
      ),
    );
    // the time is the row's moment on Amsterdam's clock (the admin's screen shows the same)
    const stored = rows.find((r) => r.consent_id === id)?.created_at as Date;
    const wall = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Amsterdam",
      dateStyle: "short",
      timeStyle: "medium",
    }).format(stored);
    expect(line.split(";")[2]).toBe(wall);

    const one = await (await t.api(`consent-log/export?search=${id}`, { headers: admin })).text();
    expect(one.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("writes a moment in Amsterdam's summer and winter time", () => {
    expect(amsterdamTimestamp(new Date("2026-07-01T22:30:05Z"))).toBe("2026-07-02 00:30:05");
    expect(amsterdamTimestamp(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01 00:00:00");
  });

  it("removes the entries past the retention period, counted from the given date", async () => {
    const id = randomUUID();
    const day = 24 * 60 * 60_000;
    const now = new Date();
    await t.db.insert(consentLog).values([
      {
        consent_id: id,
        categories: ["necessary"],
        policy_version: 1,
        created_at: new Date(now.getTime() - 731 * day),
      },
      {
        consent_id: id,
        categories: ["necessary", "statistic"],
        policy_version: 1,
        created_at: new Date(now.getTime() - 729 * day),
      },
    ]);
    expect(t.config.consentRetentionDays).toBe(730);
    const before = (await t.db.select().from(consentLog)).length;
    expect(await removeExpiredConsents(t.db, t.config.consentRetentionDays, now)).toBe(1);
    expect((await rowsOf(id)).map((r) => r.categories)).toEqual([["necessary", "statistic"]]);
    expect((await t.db.select().from(consentLog)).length).toBe(before - 1);

    // the server's timer runs the same clean-up
    const retention = startConsentRetention(t.deps, { intervalMs: 0 });
    expect(await retention.runOnce(new Date(now.getTime() + 2 * day))).toBe(1);
    await retention.stop();
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe("the consent log's total bound", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("holds however many networks send, says so in the metrics and logs it once per window", async () => {
    const logged: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => logged.push(line) });
    const deps = { ...t.deps, logger };
    const at = new Date("2026-11-26T10:00:00Z");
    const refusedBefore = refusedCount("total");
    // each choice from another network (as from the addresses of many IPv4 and IPv6 ranges)
    const network = (i: number) => (i % 2 ? `203.${i >> 8}.${i & 255}.1` : `2001:db8:${i.toString(16)}::1`);
    const results: { stored?: boolean; refused?: string }[] = [];
    for (let i = 0; i < consentBounds.total.limit + 5; i++) {
      try {
        results.push(
          await recordConsent(
            deps,
            { categories: ["statistic"], policy_version: 1 },
            { consentId: null, ip: network(i), lang: "nl", now: at },
          ),
        );
      } catch (error) {
        results.push({ refused: (error as DomainError).kind });
      }
    }
    expect(results.slice(0, consentBounds.total.limit).every((r) => r.stored === true)).toBe(true);
    expect(results.slice(consentBounds.total.limit).map((r) => r.refused)).toEqual(
      Array(5).fill("rate_limited"),
    );
    expect(await t.db.select({ id: consentLog.id }).from(consentLog)).toHaveLength(consentBounds.total.limit);
    expect(refusedCount("total")).toBe(refusedBefore + 5);
    expect(logged.filter((line) => line.includes("consent log: bound reached"))).toHaveLength(1);
    // the window over, choices are kept again
    const later = new Date(at.getTime() + consentBounds.total.windowMs + 1000);
    const next = await recordConsent(
      deps,
      { categories: [], policy_version: 1 },
      { consentId: null, ip: "192.0.2.1", lang: "nl", now: later },
    );
    expect(next.stored).toBe(true);
  }, 300_000);
});

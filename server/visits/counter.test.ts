/**
 * The visit counter on a real database with the controllable clock: what a batch stores, that a
 * day's salt and hashes are gone the next day (so the days cannot be linked), robots left out,
 * bounded memory, views kept when the database is away, and the retention period.
 */
import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { visitBreakdown, visitDays, visitHashes, visitSalts } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { createVisitCounter, firstKeptDay, type PageView, type VisitCounter } from "./counter.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

let database: TestDatabase;
let counter: VisitCounter;
let clock = new Date("2026-03-10T10:00:00Z");

const view = (overrides: Partial<PageView> = {}): PageView => ({
  at: clock.getTime(),
  path: "/",
  peer: "127.0.0.1",
  forwardedFor: "203.0.113.7",
  userAgent: CHROME,
  referer: undefined,
  host: "localhost:3000",
  ...overrides,
});

const days = () => database.db.select().from(visitDays).orderBy(asc(visitDays.day));
const breakdown = async (day: string) => {
  const rows = await database.db.select().from(visitBreakdown).orderBy(asc(visitBreakdown.value));
  const out: Record<string, Record<string, number>> = {};
  for (const row of rows.filter((r) => r.day === day)) {
    out[row.dimension] ??= {};
    out[row.dimension][row.value] = row.views;
  }
  return out;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  setClock(null);
  await database?.close();
});
beforeEach(async () => {
  clock = new Date("2026-03-10T10:00:00Z");
  setClock(() => clock);
  for (const table of [visitDays, visitBreakdown, visitSalts, visitHashes]) await database.db.delete(table);
  counter = createVisitCounter({
    database,
    logger: createLogger("silent"),
    config: { publicUrl: "https://www.example.test", trustProxy: ["loopback"] },
    intervalMs: 0,
  });
});
afterEach(async () => counter.stop());

describe("visit counter", () => {
  it("stores nothing until the batch, then views, unique visitors and the breakdowns", async () => {
    counter.note(view({ path: "/", referer: "https://www.google.com/search?q=laptop+reparatie" }));
    counter.note(view({ path: "/nl/diensten/" })); // the Dutch alias and a trailing slash: one page
    counter.note(view({ path: "/diensten" }));
    counter.note(view({ path: "/en/services", forwardedFor: "198.51.100.2", userAgent: IPHONE }));
    counter.note(
      view({
        path: "/en",
        forwardedFor: "198.51.100.3",
        userAgent: IPAD,
        referer: "https://www.example.test/",
      }),
    );
    expect(counter.pending).toBe(5);
    expect(await days()).toEqual([]);

    await counter.flush();
    expect(counter.pending).toBe(0);
    expect(await days()).toEqual([{ day: "2026-03-10", views: 5, visitors: 3 }]);
    expect(await breakdown("2026-03-10")).toEqual({
      page: { "/": 1, "/diensten": 2, "/en": 1, "/en/services": 1 },
      language: { nl: 3, en: 2 },
      device: { desktop: 3, phone: 1, tablet: 1 },
      // the host only (no search terms); a click within the site is no referral
      referrer: { "google.com": 1 },
    });

    // the same visitor in a later batch of the same day is not a new visitor
    // the host the request was sent to is this site too (a click within it)
    counter.note(view({ path: "/contact", referer: "http://localhost:3000/diensten" }));
    await counter.flush();
    expect(await days()).toEqual([{ day: "2026-03-10", views: 6, visitors: 3 }]);
    expect((await breakdown("2026-03-10")).referrer).toEqual({ "google.com": 1 });
  });

  it("forgets the day's salt and hashes the next day: yesterday's visitor cannot be linked", async () => {
    counter.note(view());
    await counter.flush();
    const [yesterdaySalt] = await database.db.select().from(visitSalts);
    const [yesterdayHash] = await database.db.select().from(visitHashes);
    expect(yesterdaySalt.day).toBe("2026-03-10");
    expect(yesterdayHash.day).toBe("2026-03-10");

    // the same address and browser the next day (Amsterdam time: 23:30 UTC on 10 March is 11 March)
    clock = new Date("2026-03-10T23:30:00Z");
    counter.note(view());
    await counter.flush();
    const salts = await database.db.select().from(visitSalts);
    const hashes = await database.db.select().from(visitHashes);
    expect(salts.map((s) => s.day)).toEqual(["2026-03-11"]);
    expect(salts[0].salt).not.toBe(yesterdaySalt.salt);
    expect(hashes.map((h) => h.day)).toEqual(["2026-03-11"]);
    expect(hashes[0].hash).not.toBe(yesterdayHash.hash);
    // counted again as a visitor: nothing connects the two days
    expect(await days()).toEqual([
      { day: "2026-03-10", views: 1, visitors: 1 },
      { day: "2026-03-11", views: 1, visitors: 1 },
    ]);
  });

  it("forgets a past day's salt even when nobody visits after midnight", async () => {
    counter.note(view());
    await counter.flush();
    clock = new Date("2026-03-11T08:00:00Z");
    await counter.flush(); // the timer's batch with nothing in it
    expect(await database.db.select().from(visitSalts)).toEqual([]);
    expect(await database.db.select().from(visitHashes)).toEqual([]);
  });

  it("shares the day's salt between instances (and over a restart)", async () => {
    const other = createVisitCounter({
      database,
      logger: createLogger("silent"),
      config: { publicUrl: "https://www.example.test", trustProxy: ["loopback"] },
      intervalMs: 0,
    });
    counter.note(view());
    other.note(view());
    await counter.flush();
    await other.stop();
    expect(await days()).toEqual([{ day: "2026-03-10", views: 2, visitors: 1 }]);
  });

  it("leaves robots, tools and requests without a user agent out", async () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
      "python-requests/2.31",
      undefined,
    ]) {
      counter.note(view({ userAgent }));
    }
    counter.note(view());
    await counter.flush();
    expect(await days()).toEqual([{ day: "2026-03-10", views: 1, visitors: 1 }]);
  });

  it("keeps memory bounded: views beyond the limit are dropped, not queued", async () => {
    const small = createVisitCounter({
      database,
      logger: createLogger("silent"),
      config: { publicUrl: "https://www.example.test", trustProxy: [] },
      intervalMs: 0,
      maxPending: 3,
    });
    for (let i = 0; i < 5; i++) small.note(view());
    expect(small.pending).toBe(3);
    expect(small.dropped).toBe(2);
    await small.stop(); // stop stores what is pending
    expect(small.pending).toBe(0);
    expect(await days()).toEqual([{ day: "2026-03-10", views: 3, visitors: 1 }]);
  });

  it("keeps the views when the database is away and stores them with the next batch", async () => {
    const closed = await createTestDatabase();
    const away = createVisitCounter({
      database: closed,
      logger: createLogger("silent"),
      config: { publicUrl: "https://www.example.test", trustProxy: [] },
      intervalMs: 0,
    });
    await closed.close();
    away.note(view());
    await away.flush();
    expect(away.pending).toBe(1);
  });

  it("removes figures older than the retention period (25 months)", async () => {
    expect(firstKeptDay("2026-03-10")).toBe("2024-02-10");
    await database.db.insert(visitDays).values([
      { day: "2024-02-09", views: 4, visitors: 2 },
      { day: "2024-02-10", views: 5, visitors: 3 },
    ]);
    await database.db
      .insert(visitBreakdown)
      .values({ day: "2024-02-09", dimension: "page", value: "/", views: 4 });
    await counter.flush();
    expect((await days()).map((d) => d.day)).toEqual(["2024-02-10"]);
    expect(await database.db.select().from(visitBreakdown)).toEqual([]);
  });

  it("counts at most 300 referrer hosts per day, the rest as `other`", async () => {
    for (let i = 0; i < 305; i++) counter.note(view({ referer: `https://site${i}.example.org/` }));
    await counter.flush();
    const referrers = (await breakdown("2026-03-10")).referrer;
    expect(Object.keys(referrers)).toHaveLength(301);
    expect(referrers.other).toBe(5);
  });
});

import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { hitRateLimit, MAX_KEYS_PER_PREFIX, pruneRateLimits } from "./rate-limit.ts";

describe("rate limits in the database", () => {
  // a fresh database per test: each test sets up the counters it reads, so it passes alone and in
  // any order (`vitest run --sequence.shuffle`)
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => database.close());

  it("counts hits in a fixed window and starts again after it", async () => {
    const t0 = new Date("2026-11-22T10:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, "form:a", 3, 60_000, at(i)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterS).toBe(57);
    // another key has its own counter
    expect((await hitRateLimit(database.db, "form:b", 3, 60_000, at(5))).count).toBe(1);
    // after the window: a fresh count
    const later = await hitRateLimit(database.db, "form:a", 3, 60_000, at(61));
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it("prunes the counters whose window ended, under the given prefix only", async () => {
    const at = (time: string) => new Date(`2026-11-22T${time}Z`);
    await hitRateLimit(database.db, "form:ended", 3, 60_000, at("10:00:00"));
    await hitRateLimit(database.db, "form:running", 3, 60_000, at("10:01:00"));
    await hitRateLimit(database.db, "other:ended", 3, 60_000, at("10:00:00"));
    await pruneRateLimits(database.db, "form:", 60_000, at("10:01:30"));
    const keys = (await database.db.select().from(rateLimits)).map((r) => r.key).sort();
    expect(keys).toEqual(["form:running", "other:ended"]);
  });

  it("stays bounded under 3 000 hits with distinct random keys; the flood shares one counter", async () => {
    const at = new Date("2026-11-23T10:00:00Z");
    const size = async () =>
      (await database.db.select({ key: rateLimits.key }).from(rateLimits)).filter((r) =>
        r.key.startsWith("flood:"),
      ).length;
    // a client that was counted before the flood keeps its own counter
    await hitRateLimit(database.db, "flood:198.51.100.1", 5, 60_000, at);
    // one and a half times the bound: the last 1 000 keys find it full and share the overflow
    // counter (10 000 proved no more and took a minute of every run)
    const results = [];
    for (let i = 0; i < MAX_KEYS_PER_PREFIX * 1.5; i++) {
      results.push(await hitRateLimit(database.db, `flood:${randomUUID()}`, 5, 60_000, at));
    }
    expect(await size()).toBeLessThanOrEqual(MAX_KEYS_PER_PREFIX + 1);
    // fails closed: the keys beyond the bound share the overflow counter, which is soon exhausted
    expect(results.at(-1)?.allowed).toBe(false);
    expect((await hitRateLimit(database.db, "flood:198.51.100.1", 5, 60_000, at)).count).toBe(2);
    // once the window has ended, a new key gets its own counter again (the ended ones are pruned)
    const later = new Date(at.getTime() + 61_000);
    expect(await hitRateLimit(database.db, `flood:${randomUUID()}`, 5, 60_000, later)).toMatchObject({
      allowed: true,
      count: 1,
    });
    expect(await size()).toBeLessThanOrEqual(MAX_KEYS_PER_PREFIX + 1);
  }, 300_000);
});

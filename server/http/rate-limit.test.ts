import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { hitRateLimit, pruneRateLimits } from "./rate-limit.ts";

describe("rate limits in the database", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

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

  it("prunes the counters whose window ended", async () => {
    await pruneRateLimits(database.db, "form:", 60_000, new Date("2026-11-22T10:01:30Z"));
    const keys = (await database.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toEqual(["form:a"]);
  });
});

/**
 * The content version of the page cache: bumped by the database in the writing transaction, heard
 * by every instance. On PostgreSQL (CI's second run) two instances on one database each have their
 * own connection and only LISTEN/NOTIFY links them; on PGlite both watchers share the one database.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { reviews, sessions } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { type ContentVersion, readContentVersion, watchContentVersion } from "./content-version.ts";

const logger = createLogger("silent");
/** no poll during the test: only the notification may carry a change */
const NO_POLL = 3_600_000;

describe("content version", () => {
  let first: TestDatabase;
  let second: Database;
  let watchers: ContentVersion[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    second =
      first.options.kind === "postgres" ? await openDatabase({ ...first.options, poolSize: 2 }) : first;
  });
  afterAll(async () => {
    for (const w of watchers) await w.stop();
    if (second !== first) await second.close();
    await first.close();
  });

  it("has a trigger on every table whose rows public pages show", async () => {
    const result = await first.db.execute(
      sql`SELECT DISTINCT tgrelid::regclass::text AS table FROM pg_trigger WHERE tgname LIKE '%_bumps_content_version' ORDER BY 1`,
    );
    const tables = (result as unknown as { rows: { table: string }[] }).rows.map((r) => r.table);
    expect(tables).toEqual(
      [
        "features",
        "news_categories",
        "news_groups",
        "news_items",
        "pages",
        "products",
        "reviews",
        // a scheduled moment handled (server/content/schedule.ts)
        "schedule_events",
        "service_groups",
        "services",
        "tips",
        "uploads",
      ].sort(),
    );
  });

  it("a write on one instance reaches the other within a second; other tables do not bump it", async () => {
    const a = await watchContentVersion(first, { logger, pollMs: NO_POLL });
    const b = await watchContentVersion(second, { logger, pollMs: NO_POLL });
    watchers = [a, b];
    const start = BigInt(b.current);
    const heard: string[] = [];
    b.onChange((v) => heard.push(v));

    await first.db.insert(reviews).values({ name: "Test", text: "Snel geholpen", visible: true });
    await vi.waitFor(() => expect(BigInt(b.current)).toBeGreaterThan(start), { timeout: 1000, interval: 20 });
    expect(heard).toHaveLength(1);
    // the writer's own watcher hears it too, on its own connection and so at its own moment
    const written = await readContentVersion(first);
    await vi.waitFor(() => expect(a.current).toBe(written), { timeout: 1000, interval: 20 });

    // a rolled-back write changes nothing
    const beforeRollback = await readContentVersion(first);
    await first.db
      .transaction(async (tx) => {
        await tx.insert(reviews).values({ name: "Weg", text: "Teruggedraaid", visible: true });
        tx.rollback();
      })
      .catch(() => {});
    expect(await readContentVersion(first)).toBe(beforeRollback);

    // sessions and the like are not shown on public pages
    const untouched = await readContentVersion(first);
    await first.db.execute(sql`DELETE FROM ${sessions}`);
    expect(await readContentVersion(first)).toBe(untouched);
  });

  it("a refresh reads the version at once, and a late, older notification does not take it back", async () => {
    const w = await watchContentVersion(first, { logger, pollMs: NO_POLL });
    watchers.push(w);
    await first.db.insert(reviews).values({ name: "Nog een", text: "Prima", visible: true });
    const now = await w.refresh();
    expect(now).toBe(await readContentVersion(first));
    await first.db.execute(sql`SELECT pg_notify('content_version', '1')`);
    await new Promise((r) => setTimeout(r, 50));
    expect(w.current).toBe(now);
  });
});

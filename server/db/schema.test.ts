/** The unique indexes of the data model hold on the database itself, whatever the services check. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { pages } from "./schema.ts";

/** the database error behind drizzle's wrapper */
async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return cause ?? (error as { code?: string });
  }
  throw new Error("expected the insert to be refused");
}

describe("the schema", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => database.close());

  const page = (language: "nl" | "en", full_url: string, menu_title = "") => ({
    language,
    title: `Page ${full_url}`,
    url: full_url.split("/").pop() ?? full_url,
    full_url,
    menu_title,
  });

  it("refuses a duplicate full_url within one language", async () => {
    await database.db.insert(pages).values(page("nl", "diensten/privacy"));
    const error = await errorOf(database.db.insert(pages).values(page("nl", "diensten/privacy")));
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("pages_language_full_url_unique");
  });

  it("accepts the same full_url in the other language", async () => {
    await database.db.insert(pages).values(page("nl", "privacy"));
    const [row] = await database.db.insert(pages).values(page("en", "privacy")).returning();
    expect(row.full_url).toBe("privacy");
    expect(row.language).toBe("en");
  });

  it("refuses a menu title twice in one language, whatever its case (requirements §5)", async () => {
    await database.db.insert(pages).values(page("nl", "over-ons", "Over ons"));
    const error = await errorOf(database.db.insert(pages).values(page("nl", "over-ons-2", "OVER ONS")));
    expect(error.code).toBe("23505");
  });
});

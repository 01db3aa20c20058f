/**
 * A backup keeps the daily figures and never today's salt or visitor hashes: an archive lives for
 * years, and with the salt in it today's hashes could be tried against addresses.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { listTables } from "#server/backup/tables.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

it("backs up the figures, not the salt and the hashes", async () => {
  const names = (await listTables(database.db)).map((table) => table.name);
  expect(names).toEqual(expect.arrayContaining(["visit_days", "visit_breakdown"]));
  expect(names).not.toContain("visit_salts");
  expect(names).not.toContain("visit_hashes");
});

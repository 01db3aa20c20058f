import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiTypesSource } from "../../scripts/api-types.ts";

describe("the generated API types (app/api/schema.ts)", () => {
  it("are what the current routes generate: run `npm run api:types` after changing a route", async () => {
    const committed = await readFile(API_TYPES_FILE, "utf8");
    const current = await apiTypesSource();
    // a readable failure: the first line that differs, not a 10 000-line diff
    const a = committed.split("\n");
    const b = current.split("\n");
    const at = b.findIndex((line, i) => line !== a[i]);
    expect(
      at === -1 && a.length === b.length ? null : `line ${at + 1}: ${a[at]} -> ${b[at]}`,
      "app/api/schema.ts is stale: run `npm run api:types`",
    ).toBeNull();
  });
});

/**
 * Issue 10: sorting an admin list must sort it. One rule (server/content/list-query.ts `listOrder`)
 * orders every list; these tests walk every sortable column of every admin list definition
 * (app/admin/resources) against the real API on the demo content, both directions, and check the
 * rows come back in that order — text in reading order, not byte order ("apple" before "Banana").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "#app/admin/resources/index.ts";
import type { ColumnDef, ResourceDef, Row } from "#content-types/types.ts";
import { languageEnum, newPcStatusEnum, repairStatusEnum, roleEnum } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ headers } = await loginAs(t, "cms-admin"));
  // the demo content has no redirects (they come from address changes and the owner): a few to sort
  for (const [from, to] of [
    ["/b-oud.html", "/contact"],
    ["/A-oud.html", "/en/contact"],
    ["/c-oud.html", "/nieuws"],
  ]) {
    const res = await t.api("redirects/add-redirect", {
      method: "POST",
      headers: jsonHeaders(headers),
      body: JSON.stringify({ from_path: from, to_path: to }),
    });
    expect(res.status).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function list(path: string): Promise<Row[]> {
  const res = await t.api(path, { headers });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
}

const reading = new Intl.Collator("und", { sensitivity: "base", numeric: false });

/** enum columns sort in the order their values are declared (a status's workflow order) */
function enumOrder(def: ResourceDef, key: string): readonly string[] | null {
  if (key === "language") return languageEnum.enumValues;
  if (key === "role") return roleEnum.enumValues;
  if (key === "status")
    return def.section === "reparaties" ? repairStatusEnum.enumValues : newPcStatusEnum.enumValues;
  return null;
}

/** -1/0/1 as the list should order a before b ascending */
function compare(def: ResourceDef, column: ColumnDef, a: unknown, b: unknown): number {
  const order = enumOrder(def, column.key);
  if (order) return Math.sign(order.indexOf(String(a)) - order.indexOf(String(b)));
  if (typeof a === "number" && typeof b === "number") return Math.sign(a - b);
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (typeof a === "string" && typeof b === "string") {
    if (/^\d{4}-\d\d-\d\d/.test(a) && /^\d{4}-\d\d-\d\d/.test(b))
      return Math.sign(Date.parse(a) - Date.parse(b));
    return Math.sign(reading.compare(a, b));
  }
  throw new Error(`${def.section}.${column.key}: cannot compare ${typeof a} with ${typeof b}`);
}

const sortableColumns = resources.flatMap((def) =>
  def.columns.filter((c) => c.sortable).map((column) => ({ def, column })),
);

describe("every sortable column of every admin list sorts the rows", () => {
  it("has something to check", () => {
    expect(sortableColumns.length).toBeGreaterThan(30);
    expect(sortableColumns.map((s) => s.def.section)).toContain("emails-hulp-op-afstand");
  });

  for (const { def, column } of sortableColumns) {
    it(`${def.section} by ${column.key}`, async () => {
      const ids: Record<string, number[]> = {};
      for (const order of ["asc", "desc"] as const) {
        const rows = await list(`${def.api.list}?sort=${column.key}&order=${order}&per_page=100`);
        const values = rows.map((r) => r[column.key]).filter((v) => v !== null && v !== undefined);
        for (let i = 1; i < values.length; i++) {
          const step = compare(def, column, values[i - 1], values[i]);
          expect(
            order === "asc" ? step <= 0 : step >= 0,
            `${order}: ${JSON.stringify(values[i - 1])} before ${JSON.stringify(values[i])}`,
          ).toBe(true);
        }
        ids[order] = rows.map((r) => r.id);
      }
      // descending is ascending read backwards (equal values too, by id): a list that ignores
      // `sort` fails here even when its rows happen to be in order
      expect(ids.asc.length).toBeGreaterThan(1);
      expect(ids.desc).toEqual([...ids.asc].reverse());
    });
  }
});

describe("text sorts in reading order", () => {
  it("ignores case and places accented letters with their base letter", async () => {
    for (const name of ["banana", "Éclair", "apple", "Cherry", "date"]) {
      const res = await t.api("reviews/add-review", {
        method: "POST",
        headers: jsonHeaders(headers),
        body: JSON.stringify({ name: `zz-sort ${name}`, text: "Prima", rating: 5, visible: false }),
      });
      expect(res.status).toBe(201);
    }
    const names = (await list("reviews?search=zz-sort&sort=name&order=asc")).map((r) => r.name);
    expect(names).toEqual([
      "zz-sort apple",
      "zz-sort banana",
      "zz-sort Cherry",
      "zz-sort date",
      "zz-sort Éclair",
    ]);
    const desc = (await list("reviews?search=zz-sort&sort=name&order=desc")).map((r) => r.name);
    expect(desc).toEqual([...names].reverse());
  });

  it("an unknown or inherited sort name keeps the list's own order", async () => {
    const own = await list("emails?per_page=100");
    expect(await list("emails?sort=constructor&order=asc&per_page=100")).toEqual(own);
    expect(await list("emails?sort=__proto__&per_page=100")).toEqual(own);
  });
});

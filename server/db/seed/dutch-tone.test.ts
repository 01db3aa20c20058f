/**
 * The Dutch of the site addresses the visitor with "je"/"jouw", the interface and the demo content alike
 * (the demo content said "u", the interface "je"). Scans every Dutch text the demo seed writes
 * (rows with language "nl", and the rows without a language, which are Dutch) and the Dutch interface
 * dictionaries for a standalone "u" or "uw".
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "#app/i18n/locales/admin.ts";
import { auth } from "#app/i18n/locales/auth.ts";
import { common } from "#app/i18n/locales/common.ts";
import { portal } from "#app/i18n/locales/portal.ts";
import { publicText } from "#app/i18n/locales/public.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import * as schema from "../schema.ts";
import { seedDatabase } from "./index.ts";

/**
 * "u" or "uw" as a word of its own: not inside a word ("uur", "nu"), an address or file name
 * ("valse-mail-van-uw-bank", "/u/"), or an HTML tag ("<u>").
 */
const formalYou = /(?<![\p{L}\p{N}_\-/<.@])(u|uw)(?![\p{L}\p{N}_\-@>])/iu;

/** every string inside a value (JSON columns and nested dictionaries included), with its path */
function strings(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([at, value]);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) strings(item, `${at}[${i}]`, out);
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) strings(item, `${at}.${key}`, out);
  }
  return out;
}

/** the texts that say "u" or "uw" (HTML tags left out) */
const formalIn = (found: [string, string][]) =>
  found.filter(([, text]) => formalYou.test(text.replace(/<[^>]*>/g, " ")));

describe("the Dutch tone: je, never u", () => {
  it("the scanner finds u and uw, and nothing else", () => {
    const hits = (text: string) => formalIn([["x", text]]).length;
    expect(hits("Heeft u al betaald?")).toBe(1);
    expect(hits("Uw laptop weer snel")).toBe(1);
    expect(hits("Valse mail van 'uw bank'")).toBe(1);
    expect(hits("<p>Wij helpen u graag.</p>")).toBe(1);
    expect(hits("Heb je al betaald? Binnen een uur, nu <u>echt</u>.")).toBe(0);
    expect(hits("/nieuws/valse-mail-van-uw-bank")).toBe(0);
  });

  it("the Dutch interface dictionaries", () => {
    const nl = {
      admin: admin.nl,
      auth: auth.nl,
      common: common.nl,
      portal: portal.nl,
      public: publicText.nl,
    };
    expect(formalIn(strings(nl, "nl"))).toEqual([]);
  });

  describe("the demo content", () => {
    let database: TestDatabase;
    let dataDir: string;
    beforeAll(async () => {
      database = await createTestDatabase();
      dataDir = await mkdtemp(path.join(tmpdir(), "seed-tone-"));
      await seedDatabase(database.db, { dataDir, demoPassword: "Demo-2026!" });
    }, 180_000);
    afterAll(async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("every Dutch text the seed writes", async () => {
      const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
        is(value, PgTable),
      );
      const found: [string, string][] = [];
      for (const table of tables) {
        const rows = (await database.db.select().from(table)) as Record<string, unknown>[];
        for (const row of rows) {
          if ("language" in row && row.language !== "nl") continue;
          strings(row, `${getTableName(table)}#${String(row.id ?? "")}`, found);
        }
      }
      expect(found.length).toBeGreaterThan(500);
      expect(formalIn(found)).toEqual([]);
    });
  });
});

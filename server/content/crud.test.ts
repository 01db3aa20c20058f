/**
 * `createCrud` (./crud.ts) as a service, on a real database without the HTTP app: a fault in the
 * shared list/insert/update/delete code fails here, by name, instead of in every route suite that
 * happens to use it. Tips stand in for every translatable type: siblings, shared fields (their
 * definition's `shared`), content-edit tracking and scheduled moments.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tipType } from "#content-types/tips.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import type { Tx } from "../db/client.ts";
import { tips } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { tipCrud, tipSiblings } from "../tips/service.ts";
import { createCrud } from "./crud.ts";
import { listQuerySchema } from "./list-query.ts";

let database: TestDatabase;
let db: Tx;
let n = 0;
const uniq = (prefix: string) => `${prefix} ${Date.now().toString(36)} ${++n}`;
const slug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;
const tip = (language: "nl" | "en", o: Record<string, unknown> = {}) => ({
  language,
  title: uniq("Tip"),
  url: slug("tip"),
  image: "/uploads/tips/1/a.jpg",
  ...o,
});
const query = (q: Record<string, unknown>) => listQuerySchema.parse(q);
/** the tips' own spec but for the definition, to try other sort and search lists */
const tipCrudSpec = {
  table: tips,
  siblings: tipSiblings,
  present: async (_db: Tx, rows: (typeof tips.$inferSelect)[]) => rows,
  defaultOrder: [],
  constraints: {},
};

/** the DomainError a call throws, to check its kind and field messages */
async function refusal(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
}, 120_000);
afterAll(async () => database.close());

describe("createCrud", () => {
  it("refuses at start-up a definition whose list sort or search names no column of the table", () => {
    const crud =
      (listSort: string[], adminSearch: string[] = []) =>
      () =>
        createCrud({ ...tipCrudSpec, definition: { ...tipType, listSort, adminSearch } });
    expect(crud(["title", "created_at", "updated_at"])).not.toThrow();
    expect(crud(["title", "colour"])).toThrow(/"colour", not a column/);
    expect(crud([], ["subtitle", "nope"])).toThrow(/"nope", not a column/);
  });

  it("inserts and reads back; the list searches, sorts, narrows by language and pages", async () => {
    const marker = slug("zoek");
    const a = await tipCrud.insert(db, tip("nl", { title: `Alfa ${marker}` }), { lang: "nl" });
    const b = await tipCrud.insert(db, tip("nl", { title: `Bravo ${marker}` }), { lang: "nl" });
    await tipCrud.insert(db, tip("en", { title: `Charlie ${marker}` }), { lang: "nl" });
    expect(await tipCrud.get(db, a.id)).toMatchObject({ id: a.id, title: `Alfa ${marker}` });
    expect(await tipCrud.get(db, 999_999)).toBeNull();

    const nl = await tipCrud.list(
      db,
      query({ search: marker, language: "nl", sort: "title", order: "desc" }),
    );
    expect(nl.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(nl.total).toBe(2);
    const paged = await tipCrud.list(db, query({ search: marker, sort: "title", per_page: 1, page: 2 }));
    expect(paged.items.map((i) => i.id)).toEqual([b.id]);
    expect(paged.total).toBe(3);
    // a tracked type answers each row's translation status
    expect(nl.items[0]).toHaveProperty("translation_status");
  });

  it("a translation takes the sibling's shared fields it was not given and gives it those it was", async () => {
    const nl = await tipCrud.insert(db, tip("nl", { header_image: "/uploads/tips/1/h.jpg" }), { lang: "nl" });
    const en = await tipCrud.insert(db, tip("en", { image: "/uploads/tips/1/b.jpg" }), {
      lang: "nl",
      translationOf: nl.id,
    });
    expect(en.header_image).toBe("/uploads/tips/1/h.jpg");
    expect(en.translation?.id).toBe(nl.id);
    const dutch = await tipCrud.get(db, nl.id);
    expect(dutch?.image).toBe("/uploads/tips/1/b.jpg");
    // the title is per language
    expect(dutch?.title).toBe(nl.title);
    expect(tipType.shared).toContain("image");
    expect(tipType.shared).not.toContain("title");
  });

  it("refuses a translation of a missing row, in the same language, or a second one", async () => {
    const nl = await tipCrud.insert(db, tip("nl"), { lang: "nl" });
    const missing = await refusal(tipCrud.insert(db, tip("en"), { lang: "en", translationOf: 999_999 }));
    expect(missing.errors?.translation_of).toEqual(["The item to translate does not exist"]);
    const same = await refusal(tipCrud.insert(db, tip("nl"), { lang: "en", translationOf: nl.id }));
    expect(same.errors?.translation_of).toEqual(["A translation must be in the other language"]);
    await tipCrud.insert(db, tip("en"), { lang: "en", translationOf: nl.id });
    const second = await refusal(tipCrud.insert(db, tip("en"), { lang: "en", translationOf: nl.id }));
    expect(second.kind).toBe("conflict");
  });

  it("an update copies the shared fields to the sibling; only a content change moves content_updated_at", async () => {
    const nl = await tipCrud.insert(db, tip("nl"), { lang: "nl" });
    const en = await tipCrud.insert(db, tip("en"), { lang: "nl", translationOf: nl.id });
    const [before] = await db.select().from(tips).where(eq(tips.id, en.id));
    await tipCrud.update(db, en.id, { image: "/uploads/tips/1/c.jpg", visible: true }, "nl");
    expect((await tipCrud.get(db, nl.id))?.image).toBe("/uploads/tips/1/c.jpg");
    const [shared] = await db.select().from(tips).where(eq(tips.id, en.id));
    expect(shared.content_updated_at.getTime()).toBe(before.content_updated_at.getTime());
    await tipCrud.update(db, en.id, { title: uniq("New title") }, "nl");
    const [edited] = await db.select().from(tips).where(eq(tips.id, en.id));
    expect(edited.content_updated_at.getTime()).toBeGreaterThan(before.content_updated_at.getTime());
    expect(await tipCrud.update(db, 999_999, { title: "x" }, "nl")).toBeNull();
  });

  it("a title taken in the language is the type's own conflict message, in the caller's language", async () => {
    const taken = await tipCrud.insert(db, tip("nl"), { lang: "nl" });
    const error = await refusal(tipCrud.insert(db, tip("nl", { title: taken.title }), { lang: "en" }));
    expect(error.kind).toBe("conflict");
    expect(error.errors?.title).toEqual([
      "There already exists a tip with this title, please choose another title",
    ]);
  });

  it("scheduled moments: an end before the start is refused; a draft with a start ahead is published by it", async () => {
    const start = new Date(Date.now() + 86_400_000);
    const wrong = await refusal(
      tipCrud.insert(
        db,
        tip("nl", {
          publish_at: start.toISOString(),
          unpublish_at: new Date(start.getTime() - 1000).toISOString(),
        }),
        { lang: "nl" },
      ),
    );
    expect(Object.keys(wrong.errors ?? {})).toEqual(["unpublish_at"]);
    const draft = await tipCrud.insert(db, tip("nl", { visible: false, publish_at: start.toISOString() }), {
      lang: "nl",
    });
    expect(draft.visible).toBe(true);
  });

  it("deletes the row with its sibling; a second delete finds nothing", async () => {
    const nl = await tipCrud.insert(db, tip("nl"), { lang: "nl" });
    const en = await tipCrud.insert(db, tip("en"), { lang: "nl", translationOf: nl.id });
    expect(await tipCrud.remove(db, en.id)).toEqual({ deleted: [en.id, nl.id], translations_deleted: true });
    expect(await tipCrud.get(db, nl.id)).toBeNull();
    expect(await tipCrud.remove(db, en.id)).toBeNull();
  });
});

/** Features over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { type AddedPair, addWithTranslation } from "#tests/support/content-steps.ts";

describe("features API", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const send = (path: string, method: string, body?: unknown) =>
    t.api(path, {
      method,
      headers: jsonHeaders(admin),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api(path, { headers });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  describe("CRUD with translation, public list per language, step by step", () => {
    let added: AddedPair;
    beforeAll(async () => {
      added = await addWithTranslation(
        send,
        "features/add-feature",
        { language: "nl", title: "Snel geholpen", icon: "fast", visible: true },
        { language: "en", title: "Fast help" },
      );
    });

    it("adds a feature", () => {
      expect(added.original.status).toBe(201);
    });

    it("adds its translation, linked to the original", () => {
      expect(added.translation.data.feature_translation).toMatchObject({
        id: added.original.data.id,
        language: "nl",
      });
    });

    it("refuses a feature without a title (422)", async () => {
      expect((await send("features/add-feature", "POST", { language: "nl" })).status).toBe(422);
    });

    it("shows it in the public list of its language, with its translation", async () => {
      const pub = await get("public-features?language=nl");
      expect(pub.body.data.map((f: { id: number }) => f.id)).toEqual([added.original.data.id]);
      expect(pub.body.data[0].feature_translation.id).toBe(added.translation.data.id);
    });

    it("hides it: gone from the public list, hidden in the admin", async () => {
      const nl = added.original.data;
      expect((await send(`feature/edit/${nl.id}`, "PUT", { visible: false })).status).toBe(200);
      expect((await get("public-features?language=nl")).body.data).toEqual([]);
      expect((await get(`feature/${nl.id}`, admin)).body.data.visible).toBe(false);
    });

    it("lists both languages in the admin list", async () => {
      expect((await get("features?sort=title", admin)).body.meta.total).toBe(2);
    });

    it("deletes it with its translation", async () => {
      const del = await send(`feature/delete/${added.original.data.id}`, "DELETE");
      expect((await del.json()).data.translations_deleted).toBe(true);
      expect((await get(`feature/${added.translation.data.id}`, admin)).status).toBe(404);
    });

    it("refuses the admin list to a visitor (401)", async () => {
      expect((await get("features")).status).toBe(401);
    });
  });
});

/** Features over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

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

  it("CRUD with translation, public list per language", async () => {
    const res = await send("features/add-feature", "POST", {
      language: "nl",
      title: "Snel geholpen",
      icon: "fast",
      visible: true,
    });
    expect(res.status).toBe(201);
    const nl = (await res.json()).data;
    const en = (
      await (
        await send("features/add-feature", "POST", {
          language: "en",
          title: "Fast help",
          translation_of: nl.id,
        })
      ).json()
    ).data;
    expect(en.feature_translation).toMatchObject({ id: nl.id, language: "nl" });
    expect((await send("features/add-feature", "POST", { language: "nl" })).status).toBe(422);

    const pub = await get("public-features?language=nl");
    expect(pub.body.data.map((f: { id: number }) => f.id)).toEqual([nl.id]);
    expect(pub.body.data[0].feature_translation.id).toBe(en.id);

    expect((await send(`feature/edit/${nl.id}`, "PUT", { visible: false })).status).toBe(200);
    expect((await get("public-features?language=nl")).body.data).toEqual([]);
    expect((await get(`feature/${nl.id}`, admin)).body.data.visible).toBe(false);
    expect((await get("features?sort=title", admin)).body.meta.total).toBe(2);

    const del = await send(`feature/delete/${nl.id}`, "DELETE");
    expect((await del.json()).data.translations_deleted).toBe(true);
    expect((await get(`feature/${en.id}`, admin)).status).toBe(404);
    expect((await get("features")).status).toBe(401);
  });
});

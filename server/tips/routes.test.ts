/** Tips API over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { makeTip, newTranslationKey } from "#tests/support/content.ts";
import { type AddedPair, addWithTranslation } from "#tests/support/content-steps.ts";

describe("tips API", () => {
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
  const tip = (o: Record<string, unknown> = {}) => ({
    language: "nl",
    title: `Tip ${Math.random().toString(36).slice(2)}`,
    url: `tip-${Math.random().toString(36).slice(2)}`,
    image: "/uploads/tip/1/a.jpg",
    visible: true,
    ...o,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
  }, 180_000);
  afterAll(async () => t.close());

  it("keeps tips one to four as typed (plain text) and sanitises the text", async () => {
    const typed = "Back up <your> files & use 2FA";
    const res = await send(
      "tip/add-tip",
      "POST",
      tip({
        url: "plain-tips",
        tip_one: typed,
        tip_four: "a < b && c > d",
        text: "<p>Tekst<script>x</script></p>",
      }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({
      tip_one: typed,
      tip_four: "a < b && c > d",
      text: "<p>Tekst</p>",
    });
    // what the public tip page gets: the same characters (the page shows them as text, never as HTML)
    const shown = (await get("public-tip-by-url/plain-tips?language=nl")).body.data;
    expect(shown.tip_one).toBe(typed);
    // the same limit as the admin form (core/content/fields.ts TEXT_LIMITS)
    expect((await send("tip/add-tip", "POST", tip({ tip_two: "x".repeat(1001) }))).status).toBe(422);
  });

  describe("creates, edits and deletes with the translation, step by step", () => {
    let added: AddedPair;
    beforeAll(async () => {
      added = await addWithTranslation(send, "tip/add-tip", tip({ tip_one: "Een" }), tip({ language: "en" }));
    });

    it("adds a tip", () => {
      expect(added.original.status).toBe(201);
    });

    it("reads it back with its translation", async () => {
      const nl = added.original.data;
      expect((await get(`tip/${nl.id}`, admin)).body.data.tip_translation.id).toBe(added.translation.data.id);
    });

    it("edits the title; refuses an unknown field (422)", async () => {
      const nl = added.original.data;
      expect((await send(`tip/edit/${nl.id}`, "PUT", { title: "Nieuwe titel" })).status).toBe(200);
      expect((await send(`tip/edit/${nl.id}`, "PUT", { bogus: 1 })).status).toBe(422);
    });

    it("answers a next id beyond the translation's", async () => {
      expect((await get("tip/next-tip-id", admin)).body.data).toBeGreaterThan(added.translation.data.id);
    });

    it("deletes it with its translation", async () => {
      const [nl, en] = [added.original.data, added.translation.data];
      const del = await send(`tip/delete/${nl.id}`, "DELETE");
      expect((await del.json()).data).toEqual({ deleted: [nl.id, en.id], translations_deleted: true });
      expect((await get(`tip/${en.id}`, admin)).status).toBe(404);
    });
  });

  it("requires the image, refuses duplicate titles, answers tip-title-exists", async () => {
    expect((await send("tip/add-tip", "POST", tip({ image: "" }))).status).toBe(422);
    expect((await send("tip/add-tip", "POST", tip({ title: "Back-ups maken" }))).status).toBe(201);
    const dup = await send("tip/add-tip", "POST", tip({ title: "BACK-UPS MAKEN" }));
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe("Er bestaat al een tip met deze titel, kies een andere titel");
    expect((await get("tip-title-exists/back-ups%20maken?language=nl", admin)).body.data).toBe(true);
    expect((await get("tip-title-exists/back-ups%20maken?language=en", admin)).body.data).toBe(false);
  });

  it("answers the public calls", async () => {
    const key = newTranslationKey();
    const a = await makeTip(t.db, {
      url: "publieke-tip",
      translation_key: key,
      published_at: new Date("2026-01-02"),
    });
    await makeTip(t.db, { language: "en", url: "public-tip", translation_key: key });
    const hidden = await makeTip(t.db, { url: "verborgen-tip", visible: false });

    const page = await get("public-tips/1/nl?per_page=50");
    expect(page.body.data.map((x: { id: number }) => x.id)).toContain(a.id);
    expect(page.body.data.map((x: { id: number }) => x.id)).not.toContain(hidden.id);
    expect((await get("public-tips-count/nl")).body.data).toBe(page.body.meta.total);
    expect((await get("public-tips-all/nl")).body.data).toHaveLength(page.body.meta.total);
    expect((await get("public-tips/x/nl")).status).toBe(422);
    expect((await get("public-tips-all/fr")).status).toBe(422);

    const byUrl = await get("public-tip-by-url/publieke-tip?language=nl");
    expect(byUrl.body.data.tip_translation).toMatchObject({ language: "en", url: "public-tip" });
    expect((await get("public-tip-by-url/verborgen-tip?language=nl")).status).toBe(404);
    expect((await get("public-tip-exists/publieke-tip?language=nl")).body.data).toBe(true);
    expect((await get("public-tip-exists/publieke-tip?language=en")).body.data).toBe(false);
    expect((await get(`public-tip-by-id/${a.id}`)).body.data.url).toBe("publieke-tip");
    expect((await get(`public-tip-by-id/${hidden.id}`)).status).toBe(404);
    expect((await get("random-tips/1?language=nl")).body.data).toHaveLength(1);
    expect((await get("random-tips/100")).status).toBe(422);
  });

  it("admin list needs the admin role", async () => {
    expect((await get("tips")).status).toBe(401);
    const list = await get("tips?search=tip&sort=title", admin);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ page: 1, per_page: 20 });
  });
});

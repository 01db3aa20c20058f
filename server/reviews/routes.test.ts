/** Reviews over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { type Answer, answerOf } from "#tests/support/content-steps.ts";

describe("reviews API", () => {
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

  describe("CRUD and the public list, step by step", () => {
    let added: Answer;
    let hidden: Answer;
    beforeAll(async () => {
      added = await answerOf(
        await send("reviews/add-review", "POST", { name: "Anna", text: "Top service!", rating: 5 }),
      );
      hidden = await answerOf(
        await send("reviews/add-review", "POST", { name: "B", text: "x", visible: false }),
      );
    });

    it("adds a review", () => {
      expect(added.status).toBe(201);
    });

    it("refuses a missing text, a rating above 5 and an unknown field (422)", async () => {
      const missing = await send("reviews/add-review", "POST", { name: "Anna" });
      expect(missing.status).toBe(422);
      expect((await missing.json()).errors.text).toEqual([
        "Het is verplicht om het veld 'Tekst' in te vullen",
      ]);
      expect((await send("reviews/add-review", "POST", { name: "A", text: "b", rating: 6 })).status).toBe(
        422,
      );
      expect(
        (await send("reviews/add-review", "POST", { name: "A", text: "b", translation_of: 1 })).status,
      ).toBe(422);
      const german = await send("reviews/add-review", "POST", { name: "A", text: "b", language: "de" });
      expect(german.status).toBe(422);
      expect(Object.keys((await german.json()).errors)).toEqual(["language"]);
    });

    it("shows the visible review in the public list, not the hidden one", async () => {
      const pub = (await get("public-reviews")).body.data.map((r: { id: number }) => r.id);
      expect(pub).toContain(added.data.id);
      expect(pub).not.toContain(hidden.data.id);
    });

    it("edits the text; the admin reads and finds it", async () => {
      const review = added.data;
      expect((await send(`review/edit/${review.id}`, "PUT", { text: "Heel goed" })).status).toBe(200);
      expect((await get(`review/${review.id}`, admin)).body.data.text).toBe("Heel goed");
      expect((await get("reviews?search=heel", admin)).body.data.map((r: { id: number }) => r.id)).toEqual([
        review.id,
      ]);
    });

    it("deletes it", async () => {
      const review = added.data;
      const del = await send(`review/delete/${review.id}`, "DELETE");
      expect(await del.json()).toEqual({ data: { deleted: [review.id], translations_deleted: false } });
      expect((await get(`review/${review.id}`, admin)).status).toBe(404);
    });

    it("refuses the admin list to a visitor (401)", async () => {
      expect((await get("reviews")).status).toBe(401);
    });
  });

  describe("languages: each site shows its own reviews", () => {
    let dutch: Answer;
    let english: Answer;
    let hiddenEnglish: Answer;
    const publicIds = async (query: string, headers: Record<string, string> = {}) =>
      (await get(`public-reviews${query}`, headers)).body.data.map((r: { id: number }) => r.id);
    beforeAll(async () => {
      dutch = await answerOf(
        await send("reviews/add-review", "POST", { name: "Kees", text: "Snel en vriendelijk geholpen." }),
      );
      english = await answerOf(
        await send("reviews/add-review", "POST", {
          name: "Emma",
          text: "Quick and friendly help.",
          language: "en",
        }),
      );
      hiddenEnglish = await answerOf(
        await send("reviews/add-review", "POST", {
          name: "Hidden",
          text: "Not yet.",
          language: "en",
          visible: false,
        }),
      );
    });

    it("stores the language; a review sent without one is Dutch", () => {
      expect(dutch.status).toBe(201);
      expect(dutch.data.language).toBe("nl");
      expect(english.data.language).toBe("en");
    });

    it("the public list answers the asked language's visible reviews only", async () => {
      const en = await publicIds("?language=en");
      expect(en).toContain(english.data.id);
      expect(en).not.toContain(dutch.data.id);
      expect(en).not.toContain(hiddenEnglish.data.id);
      const nl = await publicIds("?language=nl");
      expect(nl).toContain(dutch.data.id);
      expect(nl).not.toContain(english.data.id);
    });

    it("without ?language= the public list follows the request language", async () => {
      expect(await publicIds("")).toContain(dutch.data.id);
      expect(await publicIds("")).not.toContain(english.data.id);
      const en = await publicIds("?lang=en");
      expect(en).toContain(english.data.id);
      expect(en).not.toContain(dutch.data.id);
      expect(await publicIds("", { "Accept-Language": "en" })).toContain(english.data.id);
      expect((await get("public-reviews?language=de")).status).toBe(422);
    });

    it("the admin list sees every language and can be narrowed to one", async () => {
      const all = (await get("reviews?per_page=100", admin)).body.data;
      const ids = all.map((r: { id: number }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([dutch.data.id, english.data.id, hiddenEnglish.data.id]));
      expect(all.find((r: { id: number }) => r.id === english.data.id).language).toBe("en");
      const en = (await get("reviews?per_page=100&language=en", admin)).body.data;
      expect(en.map((r: { id: number }) => r.id)).toEqual(
        expect.arrayContaining([english.data.id, hiddenEnglish.data.id]),
      );
      expect(en.every((r: { language: string }) => r.language === "en")).toBe(true);
      const sorted = (await get("reviews?per_page=100&sort=language&order=desc", admin)).body.data;
      expect(sorted[0].language).toBe("en");
    });

    it("moving a review to the other language moves it to the other site", async () => {
      const res = await send(`review/edit/${dutch.data.id}`, "PUT", { language: "en" });
      expect(res.status).toBe(200);
      expect((await res.json()).data.language).toBe("en");
      expect(await publicIds("?language=en")).toContain(dutch.data.id);
      expect(await publicIds("?language=nl")).not.toContain(dutch.data.id);
    });
  });
});

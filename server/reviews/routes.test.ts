/** Reviews over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { type Answer, answerOf } from "../content/testing-steps.ts";

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
        (await send("reviews/add-review", "POST", { name: "A", text: "b", language: "nl" })).status,
      ).toBe(422);
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
});

/** Reviews over HTTP on the real app (PGlite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

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

  it("CRUD and the public list", async () => {
    const res = await send("reviews/add-review", "POST", { name: "Anna", text: "Top service!", rating: 5 });
    expect(res.status).toBe(201);
    const review = (await res.json()).data;
    const hidden = (
      await (await send("reviews/add-review", "POST", { name: "B", text: "x", visible: false })).json()
    ).data;

    const missing = await send("reviews/add-review", "POST", { name: "Anna" });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.text).toEqual(["Het is verplicht om het veld 'Tekst' in te vullen"]);
    expect((await send("reviews/add-review", "POST", { name: "A", text: "b", rating: 6 })).status).toBe(422);
    expect((await send("reviews/add-review", "POST", { name: "A", text: "b", language: "nl" })).status).toBe(
      422,
    );

    const pub = (await get("public-reviews")).body.data.map((r: { id: number }) => r.id);
    expect(pub).toContain(review.id);
    expect(pub).not.toContain(hidden.id);

    expect((await send(`review/edit/${review.id}`, "PUT", { text: "Heel goed" })).status).toBe(200);
    expect((await get(`review/${review.id}`, admin)).body.data.text).toBe("Heel goed");
    expect((await get("reviews?search=heel", admin)).body.data.map((r: { id: number }) => r.id)).toEqual([
      review.id,
    ]);
    const del = await send(`review/delete/${review.id}`, "DELETE");
    expect(await del.json()).toEqual({ data: { deleted: [review.id], translations_deleted: false } });
    expect((await get(`review/${review.id}`, admin)).status).toBe(404);
    expect((await get("reviews")).status).toBe(401);
  });
});

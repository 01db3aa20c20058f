/**
 * Property-based: random and hostile bodies thrown at every content write endpoint get an answer
 * below 500 with the error shape ("never a 5xx for bad input"), and store no forbidden field.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import {
  makeFeature,
  makeNews,
  makePage,
  makeProduct,
  makeReview,
  makeService,
  makeTip,
} from "#tests/support/content.ts";

const hostileKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "translation_key",
  "created_at",
  "role",
  "user_id",
];

/** bodies: anything JSON, objects with plausible and hostile keys, wrong types for known fields */
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        ...hostileKeys,
        "title",
        "url",
        "language",
        "image",
        "blocks",
        "price",
        "belongs_to",
        "text",
      ),
      fc.string(),
    ),
    fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        "nl",
        "en",
        "<script>alert(1)</script>",
        "javascript:alert(1)",
        "a".repeat(5000),
        -1,
        1e308,
      ),
    ),
  ),
);

describe("content write endpoints under random bodies", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t, "cms-admin")).headers;
    ids.page = (await makePage(t.db)).id;
    ids.news = (await makeNews(t.db)).id;
    ids.tip = (await makeTip(t.db)).id;
    ids.product = (await makeProduct(t.db)).id;
    ids.service = (await makeService(t.db)).id;
    ids.feature = (await makeFeature(t.db)).id;
    ids.review = (await makeReview(t.db)).id;
  }, 120_000);
  afterAll(async () => t.close());

  const endpoints = (): [string, string][] => [
    ["POST", "pages/add-page"],
    ["PUT", `page/edit/${ids.page}`],
    ["POST", "news/add-news"],
    ["PUT", `news/edit/${ids.news}`],
    ["POST", "tip/add-tip"],
    ["PUT", `tip/edit/${ids.tip}`],
    ["POST", "product/add-product"],
    ["PUT", `product/edit/${ids.product}`],
    ["POST", "services/add-service"],
    ["PUT", `service/edit/${ids.service}`],
    ["POST", "service-groups/add-service-group"],
    ["POST", "features/add-feature"],
    ["PUT", `feature/edit/${ids.feature}`],
    ["POST", "reviews/add-review"],
    ["PUT", `review/edit/${ids.review}`],
    ["POST", "news-groups/add-news-group"],
    ["POST", "news-categories/add-news-category"],
  ];

  it("answers below 500 with the error shape", async () => {
    for (const [method, path] of endpoints()) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await t.api(path, { method, headers: jsonHeaders(admin), body: JSON.stringify(body) });
          expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
          const answer = await res.json();
          if (res.status >= 400)
            expect(answer).toMatchObject({ title: expect.any(String), message: expect.any(String) });
          else
            expect(
              answer.data.translation_key === undefined || typeof answer.data.translation_key === "string",
            ).toBe(true);
        }),
        { numRuns: 12 },
      );
    }
  }, 300_000);

  it("refuses a body that is not JSON or has the wrong content type", async () => {
    const bad = await t.api("news/add-news", { method: "POST", headers: jsonHeaders(admin), body: "{" });
    expect(bad.status).toBe(400);
    const text = await t.api("news/add-news", {
      method: "POST",
      headers: { ...admin, "content-type": "text/plain" },
      body: "title=x",
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it("refuses NUL characters (PostgreSQL text cannot hold them) with a 4xx", async () => {
    for (const path of [
      "page-menu-title-exists/a%00b",
      "news-item-title-exists/%00",
      "tip-title-exists/x%00",
    ]) {
      expect((await t.api(path, { headers: admin })).status, path).toBe(422);
    }
    for (const path of [
      "public-news-item-by-url/a%00b",
      "public-tip-exists/%00",
      "public-product-by-url/x%00",
    ]) {
      expect((await t.api(path)).status, path).toBe(422);
    }
    const writes: [string, string, unknown][] = [
      ["POST", "news/add-news", { language: "nl", title: "a\u0000b", url: "nul", image: "/uploads/a.jpg" }],
      ["PUT", `review/edit/${ids.review}`, { text: "x\u0000y" }],
      [
        "POST",
        "pages/add-page",
        { language: "nl", title: "t", url: "nul-page", blocks: [{ id: "b", type: "intro", text: "\u0000" }] },
      ],
    ];
    for (const [method, path, body] of writes) {
      const res = await t.api(path, { method, headers: jsonHeaders(admin), body: JSON.stringify(body) });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("never stores a forbidden field", async () => {
    const res = await t.api(`review/edit/${ids.review}`, {
      method: "PUT",
      headers: jsonHeaders(admin),
      body: '{"id": 999, "created_at": "2000-01-01T00:00:00Z", "__proto__": {"visible": false}, "text": "ok"}',
    });
    expect(res.status).toBe(422);
    const after = await (await t.api(`review/${ids.review}`, { headers: admin })).json();
    expect(after.data.id).toBe(ids.review);
    expect(after.data.text).not.toBe("ok");
  });
});

/**
 * Issue 10: link targets editors type (canonical url, card links, links in rich text) accept only
 * http(s) urls and site paths that start with exactly one "/".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "#server/content/sanitize.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";
import { isSafeLink } from "./link.ts";

const hostile = [
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:x",
  "https:evil.example",
  "http://",
  "https://exa mple.com",
  'https://example.com/"onmouseover=alert(1)',
  "evil.example/x",
  "mailto:x@example.com",
  "/pad\twith-tab",
];
const fine = [
  "",
  "/",
  "/diensten",
  "/en/services/remote-help?x=1#top",
  "https://www.example.com/a",
  "http://example.nl",
];

describe("isSafeLink", () => {
  it.each(hostile)("refuses %j", (value) => expect(isSafeLink(value)).toBe(false));
  it.each(fine)("accepts %j", (value) => expect(isSafeLink(value)).toBe(true));
});

describe("every link field of the API", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = jsonHeaders((await loginAs(t, "cms-admin")).headers);
  });
  afterAll(async () => t.close());

  let n = 0;
  const page = (extra: Record<string, unknown>) => ({
    language: "nl",
    title: `Link test ${++n}`,
    url: `link-test-${n}`,
    ...extra,
  });
  const cards = (link: string) => [
    {
      id: "cards",
      type: "card",
      cards: [1, 2, 3].map((i) => ({ title: `Card ${i}`, link: i === 2 ? link : "" })),
    },
  ];
  const add = (body: unknown) =>
    t.api("pages/add-page?lang=en", { method: "POST", headers, body: JSON.stringify(body) });

  it("refuses protocol-relative, backslash and script addresses as canonical url and card link", async () => {
    for (const value of ["//evil.example/x", "/\\evil.example/x", "javascript:alert(1)"]) {
      const canonical = await add(page({ canonical_url: value }));
      expect(canonical.status, value).toBe(422);
      expect((await canonical.json()).errors.canonical_url).toEqual([
        "The 'Canonical url' field is not valid",
      ]);
      const card = await add(page({ blocks: cards(value) }));
      expect(card.status, value).toBe(422);
      expect(Object.keys((await card.json()).errors)).toContain("blocks.0.cards.1.link");
    }
  });

  it("accepts site paths and http(s) addresses", async () => {
    const res = await add(page({ canonical_url: "https://www.example.com/x", blocks: cards("/diensten") }));
    expect(res.status).toBe(201);
  });

  it("drops such link targets from rich text", () => {
    for (const value of ["//evil.example/x", "/\\evil.example/x", "javascript:alert(1)"]) {
      expect(sanitizeRichText(`<p><a href="${value}">x</a></p>`)).toBe("<p><a>x</a></p>");
    }
    expect(sanitizeRichText('<p><a href="/diensten">x</a> <a href="mailto:a@example.com">m</a></p>')).toBe(
      '<p><a href="/diensten">x</a> <a href="mailto:a@example.com">m</a></p>',
    );
  });
});

import { describe, expect, it } from "vitest";
import { seoMeta } from "./seo.ts";

describe("seoMeta", () => {
  const base = {
    lang: "nl" as const,
    title: "Computerreparatie",
    description: "Snel gerepareerd",
    path: "/diensten/computer-reparatie",
    image: "/uploads/pages/1/fb.jpg",
  };
  it("title with suffix, canonical, Open Graph with an absolute image, hreflang between siblings", () => {
    const tags = seoMeta(
      { ...base, alternates: { nl: base.path, en: "/en/services/computer-repair" } },
      "https://example.nl",
    );
    expect(tags).toContainEqual({ title: "Computerreparatie | Delft IT Service" });
    expect(tags).toContainEqual({ name: "description", content: "Snel gerepareerd" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.nl/diensten/computer-reparatie",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://example.nl/uploads/pages/1/fb.jpg",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "https://example.nl/en/services/computer-repair",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://example.nl/diensten/computer-reparatie",
    });
  });
  it("no hreflang without a sibling", () => {
    const tags = seoMeta({ ...base, alternates: { nl: base.path, en: null } }, "https://example.nl");
    expect(tags.some((t) => "hrefLang" in t)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { renderRobots } from "./robots.ts";
import { renderSitemap } from "./sitemap.ts";

describe("robots.txt", () => {
  it("disallows logins, logout and portals, names the sitemap, never the admin path", () => {
    const text = renderRobots("https://example.nl");
    for (const path of ["/login-", "/uitloggen", "/status", "/zzp", "/boekhouding"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://example.nl/sitemap.xml");
    expect(text.toLowerCase()).not.toContain("cougar");
  });
});

describe("sitemap.xml", () => {
  it("lists each language once with alternates and x-default only when both exist", () => {
    const xml = renderSitemap(
      [
        { paths: { nl: "/nieuws/a&b", en: "/en/news/a-b" }, lastmod: "2026-11-01" },
        { paths: { nl: "/alleen-nl" } },
      ],
      "https://example.nl",
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://example.nl/nieuws/a&amp;b</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.nl/en/news/a-b"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.nl/nieuws/a&amp;b"/>',
    );
    expect(xml).toContain("<lastmod>2026-11-01</lastmod>");
    const single = xml.slice(xml.indexOf("/alleen-nl") - 40);
    expect(single).not.toContain("xhtml:link");
  });
});

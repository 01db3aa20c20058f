/**
 * Search-engine readiness, checked on the server HTML as a crawler gets it (no
 * JavaScript): title, description, canonical, hreflang alternates, Open Graph and JSON-LD; robots.txt
 * and sitemap.xml.
 */
import { expect, test } from "./fixtures.ts";

function head(html: string) {
  const attr = (re: RegExp) => html.match(re)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    hreflang: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    twitter: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    ),
  };
}

const cases = [
  { path: "/diensten/computer-reparatie", en: "/en/services/computer-repair", type: null },
  { path: "/nieuws/valse-mail-van-uw-bank", en: "/en/news/fake-bank-email", type: "NewsArticle" },
  {
    path: "/verkoop/product-verkoop/macbook-air-m2",
    en: "/en/sale/product-sale/macbook-air-m2",
    type: "Product",
  },
  { path: "/", en: "/en", type: "ComputerStore" },
];

for (const c of cases) {
  test(`server HTML of ${c.path} carries the SEO tags`, async ({ request }) => {
    const response = await request.get(c.path, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(response.status()).toBe(200);
    const tags = head(await response.text());
    expect(tags.title).toMatch(/ \| Delft IT Service$/);
    expect(tags.description?.length).toBeGreaterThan(10);
    expect(new URL(tags.canonical ?? "").pathname).toBe(c.path);
    expect(tags.hreflang.map(([lang]) => lang).sort()).toEqual(["en", "nl", "x-default"]);
    expect(new URL(tags.hreflang.find(([l]) => l === "en")?.[1] ?? "").pathname).toBe(c.en);
    expect(new URL(tags.hreflang.find(([l]) => l === "x-default")?.[1] ?? "").pathname).toBe(c.path);
    expect(tags.ogTitle).toBeTruthy();
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(tags.ogImage).toMatch(/^https?:\/\/.+\/uploads\//);
    expect(tags.twitter).toBe("summary_large_image");
    if (c.type) expect(tags.jsonLd.map((j) => j["@type"])).toContain(c.type);
  });
}

test("the /nl alias is canonical without the prefix; the not-found page is noindex", async ({ request }) => {
  const tags = head(await (await request.get("/nl/nieuws")).text());
  expect(new URL(tags.canonical ?? "").pathname).toBe("/nieuws");
  const notFound = await request.get("/pagina-niet-gevonden");
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('<meta name="robots" content="noindex"/>');
});

test("robots.txt keeps logins and portals out and never names the admin path", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/login-", "/uitloggen", "/status", "/zzp", "/boekhouding"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  expect(text.toLowerCase()).not.toContain("cougar");
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("sitemap.xml lists both languages with alternates and only visible items", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain("/nieuws/valse-mail-van-uw-bank</loc>");
  expect(xml).toContain("/en/news/fake-bank-email</loc>");
  expect(xml).toContain("/verkoop/product-verkoop/macbook-air-m2</loc>");
  expect(xml).toContain("/en/services/computer-repair</loc>");
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en\/news\/fake-bank-email"\/>/);
  expect(xml).not.toContain("concept-openingstijden-december");
  expect(xml).not.toContain("/zomeractie");
});

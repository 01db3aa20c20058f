/**
 * The page's largest image (the header slider's first slide, or the header image) is preloaded from
 * the document head with fetchpriority=high, as the source the <picture> makes the browser pick:
 * the browser's request for the image is the preload's (initiator "link"), not a second one.
 * Home pages have the slider; a news item its header image; an overview without a header image
 * has the first card's image as its largest one on a phone.
 */
import { expect, test } from "./fixtures.ts";

const pages = [
  "/",
  "/en",
  "/nieuws/valse-mail-van-uw-bank",
  "/en/news/fake-bank-email",
  "/nieuws",
  "/en/tips-and-tricks",
  "/verkoop/product-verkoop",
];

for (const path of pages) {
  test(`the largest image of ${path} is preloaded as the picture's source`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/.exec(head)?.[0] ?? "";
    expect(preload).toContain('fetchPriority="high"');
    // an upload with variants is named by its srcset (the source the <picture> picks); an image
    // without variants (one the journeys added by address) by itself
    if (preload.includes("imageSrcSet")) {
      expect(preload).toMatch(/imageSrcSet="[^"]+ \d+w/);
      expect(preload).toMatch(/imageSizes="[^"]+"/);
    } else expect(preload).toMatch(/href="[^"]+"/);
    // before the stylesheet: the image does not wait for the CSS to be found
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    // the stylesheet before the scripts, which are asked for at low priority: paint comes first
    const scripts = [...head.matchAll(/<link(?=[^>]*\brel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf(scripts[0]));
    for (const script of scripts) expect(script).toContain('fetchPriority="low"');

    await page.goto(path);
    const image = page.locator("main img[fetchpriority=high]").first();
    await expect(image).toHaveJSProperty("complete", true);
    const used = await image.evaluate((img: HTMLImageElement) => {
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
      return { src: img.currentSrc, initiator: entry?.initiatorType };
    });
    expect(used.src).not.toBe("");
    expect(used.initiator, `${used.src} was fetched by the preload`).toBe("link");
  });
}

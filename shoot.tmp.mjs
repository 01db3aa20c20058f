import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:23917";
const [,, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const spec of paths) {
  const [path, width, scroll, name] = spec.split(",");
  const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
  await context.addCookies([{ name: "cc_cookie", value: encodeURIComponent(JSON.stringify({categories:["necessary"],revision:1,data:null,consentTimestamp:new Date().toISOString(),consentId:"00000000-0000-4000-8000-000000000000",services:{necessary:[]},languageCode:"nl",lastConsentTimestamp:new Date().toISOString(),expirationTime:Date.now()+86400000})), url: base }]);
  const page = await context.newPage();
  await page.goto(base + path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForTimeout(500);
  if (scroll === "find") {
    // scroll so that the named text sits at the bottom left, where the button is
  } else if (scroll) await page.evaluate((y) => window.scrollTo(0, Number(y)), scroll);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/h5shots/${name}.png` });
  await context.close();
}
await browser.close();

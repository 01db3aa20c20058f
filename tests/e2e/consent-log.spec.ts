/**
 * Proof of consent in the browser: a visitor's choice is recorded under the consent id in their
 * consent cookie, with their address truncated; the owner finds it in the admin's "Toestemmingen"
 * screen and exports it as CSV; and when the policy version is raised (a second server started with
 * CONSENT_POLICY_VERSION=2; cookies are per host, not per port, so the visitor's cookie goes along),
 * the banner asks the same visitor again and records the new choice under the new version.
 */
import { readFile } from "node:fs/promises";
import { login } from "./admin-support.ts";
import { consentBanner, consentCookieOf, consentSettings, decideConsent } from "./consent-helpers.ts";
import { ADMIN_BASE, expect, type Page, test } from "./fixtures.ts";
import { type Site, startSite } from "./site.ts";

/** the consent id kept in the consent cookie */
async function consentIdOf(page: Page): Promise<string> {
  return (await consentCookieOf(page)).consentId;
}

/** a page with its scripts run (the island ticks the current choice in the settings) */
async function enhanced(page: Page) {
  await page.locator("html[data-enhanced]").waitFor();
}

test("a choice is recorded once per change and found and exported by the admin", async ({ page }) => {
  await page.goto("/");
  await decideConsent(page, "all");
  const consentId = await consentIdOf(page);

  // the same visitor changes the choice: a second entry; opening the settings and saving the same
  // choice again records nothing
  await enhanced(page);
  await page.getByTestId("cookie-settings").click();
  const preferences = consentSettings(page);
  await expect(preferences).toBeVisible();
  await expect(preferences.locator('input[value="marketing"]')).toBeChecked();
  await preferences.locator('input[value="marketing"]').uncheck();
  await Promise.all([
    page.waitForEvent("load"),
    preferences.getByRole("button", { name: "Instellingen opslaan" }).click(),
  ]);
  expect(await consentIdOf(page)).toBe(consentId);
  await enhanced(page);
  await page.getByTestId("cookie-settings").click();
  await expect(preferences).toBeVisible();
  await expect(preferences.locator('input[value="marketing"]')).not.toBeChecked();
  await Promise.all([
    page.waitForEvent("load"),
    preferences.getByRole("button", { name: "Instellingen opslaan" }).click(),
  ]);
  await expect(preferences).toBeHidden();

  await login(page);
  const entries = await (await page.request.get(`/api/consent-log?search=${consentId}`)).json();
  expect(entries.meta.total).toBe(2);
  expect(entries.data.map((e: { categories: string[] }) => e.categories)).toEqual([
    ["necessary", "statistic"],
    ["necessary", "statistic", "marketing"],
  ]);
  expect(entries.data[0]).toMatchObject({ policy_version: 1 });
  expect(entries.data[0].ip_truncated).toMatch(/^198\.1[89]\.\d+\.0$/);

  // the owner's screen: from the menu, search by consent id, export
  await page.goto(ADMIN_BASE);
  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/toestemmingen']`).click();
  await expect(page.getByRole("heading", { name: "Toestemmingen" })).toBeVisible();
  await page.getByLabel("Toestemmings-id").fill(consentId);
  await expect(page).toHaveURL(new RegExp(`search=${consentId}`));
  const rows = page.locator("#admin-main [data-row]");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(consentId);
  await expect(rows.first()).toContainText("noodzakelijk, statistiek");
  await expect(rows.nth(1)).toContainText("noodzakelijk, statistiek, marketing");
  await expect(rows.first()).toContainText(entries.data[0].ip_truncated);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exporteer CSV" }).click(),
  ]);
  // as Dutch Excel opens it: a byte-order mark, semicolons, Amsterdam time
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("id;consent_id;created_at (Europe/Amsterdam);policy_version;categories;ip_truncated");
  expect(lines.slice(1).map((line) => line.split(";").slice(1, 2).concat(line.split(";").slice(3)))).toEqual([
    [consentId, "1", "necessary statistic marketing", entries.data[0].ip_truncated],
    [consentId, "1", "necessary statistic", entries.data[0].ip_truncated],
  ]);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/admin-consent-log-${width}.png`, fullPage: true });
  }
});

test("a choice refused at the network's bound is sent again from the visitor's next page", async ({
  browser,
}) => {
  // a network of its own (the journeys' addresses are in 198.18.0.0/15), filled to the bound by
  // other visitors of that network: 100 new choices in 10 minutes (server/consent/service.ts)
  const office = { "x-forwarded-for": "203.0.113.40" };
  const others = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.41" } });
  for (let i = 0; i < 100; i++) {
    await others.clearCookies();
    await others.request.get("/api/csrf-cookie");
    const token = (await others.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    const res = await others.request.post("/api/consent", {
      headers: { "x-xsrf-token": decodeURIComponent(token) },
      data: { categories: ["statistic"], policy_version: 1 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await others.close();

  // a visitor of that network accepts: the banner closes and the cookie is set, marked as not
  // recorded (the server refused to add a row); the choice counts all the same
  const context = await browser.newContext({ extraHTTPHeaders: office });
  const page = await context.newPage();
  await page.goto("/");
  await decideConsent(page, "all");
  const refused = await consentCookieOf(page);
  expect(refused.data).toEqual({ unrecorded: true });
  await expect(consentBanner(page)).toHaveCount(0);

  // the same visitor later on another network (home): the next page's script sends the choice again
  const home = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "192.0.2.40" },
    storageState: await context.storageState(),
  });
  await context.close();
  const later = await home.newPage();
  const sent = later.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/",
  );
  await later.goto("/");
  await sent;
  await login(later);
  const entries = await (await later.request.get(`/api/consent-log?search=${refused.consentId}`)).json();
  expect(entries.data).toEqual([
    expect.objectContaining({
      consent_id: refused.consentId,
      categories: ["necessary", "statistic", "marketing"],
    }),
  ]);
  // recorded now: the cookie no longer holds it as unrecorded, so later pages send nothing
  await expect.poll(async () => (await consentCookieOf(later)).data).toBeNull();
  await home.close();
});

test.describe("a raised policy version", () => {
  // one worker runs these in order: they share the server of their own that beforeAll starts
  test.describe.configure({ mode: "default" });
  let second: Site | undefined;
  let secondUrl = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // the settings of the journeys' servers (a copy of the same template database), policy version 2
    second = await startSite({ CONSENT_POLICY_VERSION: "2" });
    secondUrl = second.url;
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  test("brings the banner back, and the new choice is recorded under the new version", async ({ page }) => {
    await page.goto("/");
    await decideConsent(page, "necessary");
    const consentId = await consentIdOf(page);
    await page.reload();
    await expect(consentBanner(page)).toHaveCount(0);

    // the same browser, the same cookie, a site whose policy is now version 2
    await page.goto(`${secondUrl}/`);
    await expect(consentBanner(page)).toBeVisible();
    await decideConsent(page, "necessary");
    expect(await consentIdOf(page)).toBe(consentId);
    const cookie = JSON.parse(
      decodeURIComponent((await page.context().cookies()).find((c) => c.name === "cc_cookie")?.value ?? ""),
    );
    expect(cookie.revision).toBe(2);
    await page.reload();
    await expect(consentBanner(page)).toHaveCount(0);

    // recorded on the second site under version 2, with the same consent id
    await page.request.get(`${secondUrl}/api/csrf-cookie`);
    const res = await page.request.post(`${secondUrl}/api/login`, {
      headers: {
        "x-xsrf-token": decodeURIComponent(
          (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
        ),
      },
      data: { email: "admin@example.com", password: "Demo-2026!" },
    });
    expect(res.status(), await res.text()).toBe(200);
    const entries = await (await page.request.get(`${secondUrl}/api/consent-log?search=${consentId}`)).json();
    expect(entries.data).toEqual([
      expect.objectContaining({ consent_id: consentId, policy_version: 2, categories: ["necessary"] }),
    ]);
  });
});

/**
 * Scheduled publishing in the browser: the admin opens a published news item from the admin menu,
 * sets "Online vanaf" in the future with the date-time picker (Amsterdam time), saves, and sees the
 * item marked "Gepland" in the news list and in the dashboard's "Gepland" panel; a visitor without a
 * session no longer finds it on /nieuws. A draft given a moment without ticking "Gepubliceerd" is
 * scheduled too, and the form says so before saving. A moment that passes leaves the dashboard's
 * panel as it passes; an expired item's "Zichtbaar" says "Nee". Screenshots of the form's fields and of the panel, Dutch and
 * English, desktop and phone (docs/screenshots: see screenshot-dir.ts).
 */
import { apiWrite, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

async function publishedNews(page: Page, title: string) {
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await apiWrite(page, "POST", "news/add-news", {
    language: "nl",
    title,
    url: slug,
    image: "/uploads/news/1/a.jpg",
    visible: true,
  });
  return slug;
}

/** from the admin menu to the news list, then to the item by its title */
async function openFromMenu(page: Page, title: string) {
  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/nieuws/overzicht']`).click();
  await page.getByRole("searchbox", { name: /Zoeken|Search/ }).fill(title);
  // the search is in the address once typed: clicking before that would race its navigation
  await expect(page).toHaveURL(/search=/);
  await page.locator("#admin-main [data-row-title]").filter({ hasText: title }).first().click();
  await expect(page.locator('[data-field="publish_at"] input')).toBeVisible();
}

test("the admin schedules a news item; the list, the dashboard and the public site follow", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const title = unique("Gepland bericht");
  const slug = await publishedNews(page, title);

  await page.goto(ADMIN_BASE);
  await openFromMenu(page, title);

  // the picker takes Amsterdam time; the form writes the moment out in Dutch beneath it
  const online = page.getByLabel("Online vanaf");
  await expect(page.locator('[data-field="publish_at"]')).toContainText("Amsterdamse tijd");
  await online.fill("2099-12-01T09:00");
  await expect(page.locator('[data-field="publish_at"]')).toContainText("1 dec 2099, 09:00");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await toast(page, `Het nieuwsitem “${title}” is gewijzigd`);

  // the list: marked as scheduled, with its moment
  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/nieuws/overzicht']`).click();
  await page.getByRole("searchbox", { name: "Zoeken" }).fill(title);
  await expect(page).toHaveURL(/search=/);
  const row = page.locator("#admin-main tr, #admin-main [data-row]").filter({ hasText: title }).first();
  await expect(row).toContainText("Gepland 1 dec 2099, 09:00");
  // it has no public page until then: no link to one
  await expect(row.getByRole("link", { name: /Openbare pagina/ })).toHaveCount(0);

  // the dashboard: in the "Gepland" panel, linking to the edit screen
  await page.locator(`#admin-menu a[href='${ADMIN_BASE}']`).first().click();
  const panel = page.getByRole("region", { name: "Gepland" });
  const entry = panel.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText("gaat online");
  await expect(entry).toContainText("1 dec 2099, 09:00");
  await entry.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  await expect(page.getByLabel("Online vanaf")).toHaveValue("2099-12-01T09:00");

  // a visitor without a session: not in the overview, its address not found
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto("/nieuws");
  await expect(anonymous.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(anonymous.getByText(title)).toHaveCount(0);
  const detail = await anonymous.goto(`/nieuws/${slug}`);
  expect(detail?.status()).toBe(404);
  await visitor.close();
});

test("the admin prepares a draft and schedules it without ticking Gepubliceerd: it is planned", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const title = unique("Voorbereid concept");
  await apiWrite(page, "POST", "news/add-news", {
    language: "nl",
    title,
    url: title.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/news/1/a.jpg",
    visible: false,
  });

  await page.goto(ADMIN_BASE);
  await openFromMenu(page, title);
  const published = page.getByLabel("Gepubliceerd (zichtbaar op de website)");
  await expect(published).not.toBeChecked();
  await page.getByLabel("Online vanaf").fill("2099-12-01T09:00");
  // before saving, the form says what the save will do
  const note = page.getByTestId("publish-note");
  await expect(note).toHaveText(
    "Nog niet gepubliceerd: bij opslaan wordt dit item gepland en gaat het op 1 dec 2099, 09:00 vanzelf online. Wil je het als concept houden, maak dit veld dan leeg.",
  );
  await expect(page.getByLabel("Online vanaf")).toHaveAttribute(
    "aria-describedby",
    new RegExp(String(await note.getAttribute("id"))),
  );
  await page.getByRole("button", { name: "Opslaan" }).click();
  await toast(page, `Het nieuwsitem “${title}” is gewijzigd`);
  // saved: published, waiting for its moment
  await expect(published).toBeChecked();
  await expect(note).toHaveCount(0);

  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/nieuws/overzicht']`).click();
  await page.getByRole("searchbox", { name: "Zoeken" }).fill(title);
  await expect(page).toHaveURL(/search=/);
  const row = page.locator("#admin-main tr, #admin-main [data-row]").filter({ hasText: title }).first();
  await expect(row).toContainText("Gepland 1 dec 2099, 09:00");

  await page.locator(`#admin-menu a[href='${ADMIN_BASE}']`).first().click();
  const entry = page
    .getByRole("region", { name: "Gepland" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(entry).toContainText("gaat online");
  await expect(entry).toContainText("1 dec 2099, 09:00");
});

test("a moment that passes leaves the dashboard's panel without a reload; an expired item is not 'Zichtbaar'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const soon = unique("Zo meteen online");
  const soonMoment = new Date(Date.now() + 20_000);
  await apiWrite(page, "POST", "news/add-news", {
    language: "nl",
    title: soon,
    url: soon.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/news/1/a.jpg",
    visible: true,
    publish_at: soonMoment.toISOString(),
  });
  const ended = unique("Afgelopen actie");
  await apiWrite(page, "POST", "news/add-news", {
    language: "nl",
    title: ended,
    url: ended.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/news/1/a.jpg",
    visible: true,
    unpublish_at: new Date(Date.now() - 3600_000).toISOString(),
  });

  // the page's clock runs as the real one until the moment is jumped to: the panel's timer
  // (app/admin/ScheduleList.tsx) is not waited for (README "Testing", "No fixed waits for timers")
  await page.clock.install();
  await page.goto(ADMIN_BASE);
  const entry = page.getByRole("region", { name: "Gepland" }).getByRole("listitem").filter({ hasText: soon });
  await expect(entry).toContainText("gaat online");
  // the moment passes while the dashboard stays open
  await page.clock.fastForward(Math.max(soonMoment.getTime() - Date.now(), 0) + 2_000);
  await expect(entry).toHaveCount(0);

  // the list: "Verlopen" beside "Zichtbaar: Nee"
  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/nieuws/overzicht']`).click();
  await page.getByRole("searchbox", { name: "Zoeken" }).fill(ended);
  await expect(page).toHaveURL(/search=/);
  const headers = await page.locator("#admin-main thead th").allTextContents();
  const visibleColumn = headers.findIndex((text) => text.includes("Zichtbaar"));
  expect(visibleColumn).toBeGreaterThan(-1);
  const row = page.locator("#admin-main tbody tr").filter({ hasText: ended }).first();
  await expect(row).toContainText("Verlopen");
  await expect(row.locator("td, th").nth(visibleColumn)).toHaveText("Nee");
});

for (const width of [1280, 390]) {
  test(`screenshots of scheduling at ${width} px, Dutch and English`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await login(page);
    const title = unique("Planning");
    await publishedNews(page, title);
    const scheduled = await apiWrite<{ id: number }>(page, "POST", "news/add-news", {
      language: "nl",
      title: unique("Actie verloopt"),
      url: unique("actie-verloopt").toLowerCase().replace(/\s+/g, "-"),
      image: "/uploads/news/1/a.jpg",
      visible: true,
      unpublish_at: "2099-01-31T22:59:00Z",
    });
    expect(scheduled.data.id).toBeGreaterThan(0);

    for (const lang of ["nl", "en"] as const) {
      await page.goto(ADMIN_BASE);
      if (lang === "en") await page.getByRole("button", { name: "English" }).click();
      const panel = page.getByRole("region", { name: lang === "en" ? "Scheduled" : "Gepland" });
      await expect(panel.getByRole("listitem").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screenshotDir}/admin-schedule-dashboard-${lang}-${width}.png` });

      await page.goto(`${ADMIN_BASE}/nieuws/overzicht`);
      await page.getByRole("searchbox", { name: lang === "en" ? "Search" : "Zoeken" }).fill(title);
      await expect(page).toHaveURL(/search=/);
      await page.locator("#admin-main [data-row-title]").filter({ hasText: title }).first().click();
      const field = page.locator('[data-field="publish_at"]');
      await field.locator("input").fill("2099-12-01T09:00");
      await page.locator('[data-field="unpublish_at"] input').fill("2100-01-01T00:00");
      await expect(field).toContainText(lang === "en" ? "1 Dec 2099, 09:00" : "1 dec 2099, 09:00");
      await page.locator('[data-field="visible"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screenshotDir}/admin-schedule-form-${lang}-${width}.png` });
      // saved, so leaving the screen asks nothing
      await page.getByRole("button", { name: lang === "en" ? "Save" : "Opslaan" }).click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible({ timeout: 15_000 });
      if (lang === "en") await page.getByRole("button", { name: "Nederlands" }).click();
    }
  });
}

import { apiGet, apiWrite, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, expect, test } from "./fixtures.ts";

test.describe("admin: redirects", () => {
  test("a news item renamed in the admin form: a visitor of the old address lands on the new one, and the redirects section lists it", async ({
    page,
    browser,
  }) => {
    await login(page);
    const title = unique("Verhuisd bericht");
    const oldUrl = `oud-${Date.now().toString(36)}`;
    const newUrl = `${oldUrl}-nieuw`;
    const created = await apiWrite<{ id: number }>(page, "POST", "news/add-news", {
      language: "nl",
      title,
      url: oldUrl,
      image: (await apiGet<{ image: string }[]>(page, "news?language=nl&per_page=1")).data[0].image,
      visible: true,
    });

    // the owner changes the url in the form
    await page.goto(`${ADMIN_BASE}/nieuws/wijzigen/${created.data.id}`);
    const url = page.getByRole("textbox", { name: "Url", exact: true });
    await expect(url).toHaveValue(oldUrl);
    await url.fill(newUrl);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `“${title}” is gewijzigd`);

    // a logged-out visitor with an old link
    const visitor = await browser.newContext();
    try {
      const tab = await visitor.newPage();
      const res = await tab.goto(`/nieuws/${oldUrl}`);
      expect(res?.status()).toBe(200);
      await expect(tab).toHaveURL(new RegExp(`/nieuws/${newUrl}$`));
      await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(res?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/nieuws/${oldUrl}$`));
    } finally {
      await visitor.close();
    }

    // the redirects section shows it
    await page.goto(`${ADMIN_BASE}/doorverwijzingen/overzicht`);
    await expect(page.getByRole("heading", { name: "Doorverwijzingen" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: `/nieuws/${oldUrl}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`/nieuws/${newUrl}`);
    await expect(row).toContainText("Automatisch");
  });
});

test.describe("admin: a redirect from a renamed page's new address", () => {
  test("is refused with the reason, the older redirect keeps working, a missing target is said and a pasted full address is explained", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page);
    const stamp = Date.now().toString(36);
    const title = unique("Diensten");
    const oldUrl = `diensten-${stamp}`;
    const newUrl = `onze-diensten-${stamp}`;
    await apiWrite(page, "POST", "pages/add-page", { language: "nl", title, url: oldUrl, visible: true });

    // the owner renames the page in its form, found through the menu and the list's search
    await page.goto(ADMIN_BASE);
    await page.locator(`#admin-menu a[href="${ADMIN_BASE}/paginas/overzicht"]`).click();
    await page.getByRole("searchbox", { name: "Zoeken" }).fill(title);
    await expect(page.locator("#admin-main [data-row]")).toHaveCount(1);
    // the list's count in the singular ("1 items" before)
    await expect(page.locator("#admin-main").getByText("1 item", { exact: true })).toBeVisible();
    await page.locator("#admin-main [data-row-title]").click();
    const url = page.getByRole("textbox", { name: "Url", exact: true });
    await expect(url).toHaveValue(oldUrl);
    await url.fill(newUrl);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, /is gewijzigd/);

    // then tries to send the new address on to the contact page
    await page.locator(`#admin-menu a[href="${ADMIN_BASE}/doorverwijzingen/overzicht"]`).click();
    await expect(page.getByRole("row").filter({ hasText: `/${oldUrl}` })).toContainText(`/${newUrl}`);
    await page.getByRole("link", { name: "Toevoegen", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Doorverwijzing toevoegen" })).toBeVisible();
    const from = page.getByRole("textbox", { name: /^Oud adres/ });
    const to = page.getByRole("textbox", { name: /^Nieuw adres/ });
    await from.fill(`/${newUrl}`);
    await to.fill("/contact");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(
      page.getByText(
        `Op /${newUrl} staat een pagina die bezoekers zien, dus een doorverwijzing vanaf dit adres wordt nooit gebruikt.`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/doorverwijzingen\/toevoegen$/);

    // a full address pasted from the browser: told to give the path only, before anything is sent
    await from.fill(`https://www.example.nl/oude-${oldUrl}.html`);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Geef alleen het pad, zonder https:// en de domeinnaam")).toBeVisible();
    // two refusals, one toast that says so: the second takes the first one's place
    const fixErrors = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Niet alle velden zijn goed ingevuld" });
    await expect(fixErrors).toHaveCount(1);

    // an old address of a previous site to a page that does not exist (yet): saved, and said so
    await from.fill(`/oude-${oldUrl}.html`);
    await to.fill(`/bestaat-nog-niet-${stamp}`);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `Opgeslagen, maar op /bestaat-nog-niet-${stamp} staat (nog) geen pagina`);
    // the save succeeded: the toast about the mended fields has gone, not left beside it
    await expect(fixErrors).toHaveCount(0);
    await expect(page).toHaveURL(/\/doorverwijzingen\/wijzigen\/\d+$/);

    // the older redirect still leads to the renamed page
    await page.locator(`#admin-menu a[href="${ADMIN_BASE}/doorverwijzingen/overzicht"]`).click();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `/${oldUrl}` })
        .first(),
    ).toContainText(`/${newUrl}`);
    const visitor = await browser.newContext();
    try {
      const tab = await visitor.newPage();
      const res = await tab.goto(`/${oldUrl}`);
      expect(res?.status()).toBe(200);
      await expect(tab).toHaveURL(new RegExp(`/${newUrl}$`));
      await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});

import { apiGet, apiWrite, login, toast, unique } from "./admin-support.ts";
import { expect, test } from "./fixtures.ts";

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
    await page.goto(`/cougarXr7/nieuws/wijzigen/${created.data.id}`);
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
    await page.goto("/cougarXr7/doorverwijzingen/overzicht");
    await expect(page.getByRole("heading", { name: "Doorverwijzingen" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: `/nieuws/${oldUrl}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`/nieuws/${newUrl}`);
    await expect(row).toContainText("Automatisch");
  });
});

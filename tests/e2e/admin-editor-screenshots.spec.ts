import { openFromMenu, sizes, useLanguage, words } from "./admin-editor-support.ts";
import { apiWrite, login } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

for (const size of sizes) {
  for (const lang of ["nl", "en"] as const) {
    test(`screenshots of the changed editor screens, ${lang}, ${size.width} px`, async ({ page }) => {
      const en = lang === "en";
      await page.setViewportSize(size);
      await login(page);
      await page.goto(ADMIN_BASE);
      await useLanguage(page, lang);
      await openFromMenu(page, words[lang].news);
      const first = page.locator("#admin-main [data-row-title]").first();
      const id = Number(((await first.getAttribute("href")) ?? "").split("/").pop());
      // no draft left by another journey: an offered draft holds the autosave back
      await apiWrite(page, "DELETE", `draft/news/${id}`);
      await first.click();
      await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
      const shot = (name: string) => `${screenshotDir}/admin-editor-${name}-${lang}-${size.width}.png`;
      const title = page.getByRole("textbox", { name: en ? "Title" : "Titel", exact: true });
      await expect(title).not.toHaveValue("");
      await title.fill(`${await title.inputValue()} (${en ? "draft" : "concept"})`);
      await expect(page.locator("form [data-save-bar]")).toContainText(
        en ? "Draft kept" : "Concept bewaard",
        {
          timeout: 10_000,
        },
      );
      await page
        .getByRole("toolbar")
        .first()
        .screenshot({ path: shot("toolbar") });

      await openFromMenu(page, "Dashboard");
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await page.screenshot({ path: shot("leave-question") });
      await page.getByRole("button", { name: en ? "Stay" : "Blijven" }).click();

      await page.getByRole("button", { name: en ? "Live preview" : "Live voorbeeld" }).click();
      if (size.width < 1280) await page.getByRole("tab", { name: en ? "Preview" : "Voorbeeld" }).click();
      await expect(page.frameLocator("iframe[data-width]").locator("h1")).toBeVisible();
      await page.screenshot({ path: shot("live-preview") });
      await apiWrite(page, "DELETE", `draft/news/${id}`);
    });
  }
}

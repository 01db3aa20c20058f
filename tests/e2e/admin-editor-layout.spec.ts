import { box, openFromMenu, overlaps, sizes, useLanguage, words } from "./admin-editor-support.ts";
import { apiWrite, login } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

for (const lang of ["nl", "en"] as const) {
  test(`the menu's account screens open in the interface language (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page);
    await page.goto(ADMIN_BASE);
    await useLanguage(page, lang);
    await openFromMenu(page, words[lang].twoFactor);
    await expect(page).toHaveURL(
      lang === "en" ? "/en/account/two-step-verification" : "/account/tweestapsverificatie",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await page.goBack();
    await openFromMenu(page, words[lang].password);
    await expect(page).toHaveURL(lang === "en" ? "/en/account/password" : "/account/wachtwoord");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });
}

for (const size of sizes) {
  for (const lang of ["nl", "en"] as const) {
    test(`a refused save at ${size.width} px (${lang}): the toast is readable and covers neither the save bar nor the field's message`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await login(page);
      await page.goto(ADMIN_BASE);
      await useLanguage(page, lang);
      await openFromMenu(page, words[lang].news);
      await page.locator("#admin-main").getByRole("link", { name: words[lang].add, exact: true }).click();
      await expect(page).toHaveURL(adminRe(/\/nieuws\/toevoegen$/));

      await page.getByRole("button", { name: words[lang].save, exact: true }).click();
      const note = page.locator("[data-sonner-toast]").filter({ hasText: words[lang].fix }).first();
      await expect(note).toBeVisible();
      // the field with the message has the focus, its message is on screen
      const focused = page.locator(":focus");
      const messageId = (await focused.getAttribute("aria-describedby"))?.split(" ").find(Boolean);
      expect(messageId).toBeTruthy();
      const message = page.locator(`#admin-main [id="${messageId}"]`);
      await expect(message).toBeInViewport();
      // let the toast settle where it stays (sonner slides it in)
      await page.waitForTimeout(600);

      const bar = page.locator("form [data-save-bar]");
      const toastBox = await box(note);
      const barBox = await box(bar);
      if (size.width < 640)
        expect(toastBox.width, "the toast's width on a phone").toBeGreaterThanOrEqual(300);
      expect(overlaps(toastBox, barBox), "the toast covers the save bar").toBe(false);
      expect(overlaps(toastBox, await box(message)), "the toast covers the field's message").toBe(false);
      expect(overlaps(barBox, await box(message)), "the save bar covers the field's message").toBe(false);
      // the bar is opaque: nothing of the form shows through it
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
      await page.screenshot({ path: `${screenshotDir}/admin-editor-refused-save-${lang}-${size.width}.png` });

      // the rich-text toolbar: letters every font has, or a drawing; no emoji
      const toolbar = page.getByRole("toolbar").first();
      await expect(toolbar.getByRole("button").first()).toBeVisible();
      const faces = await toolbar
        .getByRole("button")
        .evaluateAll((buttons) =>
          buttons.map((b) => ({ text: b.textContent ?? "", drawn: b.querySelector("svg") !== null })),
        );
      for (const face of faces) expect(face.text, "a toolbar button's text").toMatch(/^[\x20-\x7e¶•—]*$/);
      expect(faces.filter((f) => f.drawn).length).toBeGreaterThanOrEqual(5);
    });
  }
}

for (const size of sizes) {
  test(`a refused field low in the form at ${size.width} px: its message shows above the save bar`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await login(page);
    await page.goto(ADMIN_BASE);
    await openFromMenu(page, "Nieuws");
    const first = page.locator("#admin-main [data-row-title]").first();
    const id = Number(((await first.getAttribute("href")) ?? "").split("/").pop());
    await apiWrite(page, "DELETE", `draft/news/${id}`);
    await first.click();
    const url = page.getByRole("textbox", { name: "Url", exact: true });
    await expect(url).not.toHaveValue("");
    const original = await url.inputValue();
    await url.fill("Niet Goed!");
    // the editor scrolls on until the field is just behind the sticky bar, and saves from the bar:
    // the browser counts the field as on screen and focusing it would not scroll
    await url.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 40)),
    );
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(url).toBeFocused();
    const messageId = (await url.getAttribute("aria-describedby"))
      ?.split(" ")
      .find((id) => id.includes("error"));
    const message = page.locator(`[id="${messageId ?? "none"}"]`);
    await expect(message).toBeVisible();
    await page.waitForTimeout(600);
    const bar = await box(page.locator("form [data-save-bar]"));
    const shown = await box(message);
    expect(shown.y + shown.height, "the message is on screen").toBeLessThanOrEqual(size.height);
    expect(overlaps(bar, shown), "the save bar covers the field's message").toBe(false);
    for (const note of await page.locator("[data-sonner-toast]").all())
      expect(overlaps(await box(note), shown), "a toast covers the field's message").toBe(false);
    await page.screenshot({ path: `${screenshotDir}/admin-editor-field-message-nl-${size.width}.png` });
    // nothing kept of this
    await url.fill(original);
    await apiWrite(page, "DELETE", `draft/news/${id}`);
  });
}

for (const size of sizes) {
  test(`the live preview opens at ${size.width < 640 ? "a phone's" : "a desktop's"} width at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await login(page);
    await page.goto(ADMIN_BASE);
    await openFromMenu(page, "Nieuws");
    await page.locator("#admin-main [data-row-title]").first().click();
    await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
    await page.getByRole("button", { name: "Live voorbeeld" }).click();
    if (size.width < 1280) await page.getByRole("tab", { name: "Voorbeeld" }).click();
    const phone = size.width < 640;
    await expect(page.getByRole("button", { name: "Telefoon", exact: true })).toHaveAttribute(
      "aria-pressed",
      String(phone),
    );
    await expect(page.locator("iframe[data-width]")).toHaveAttribute(
      "data-width",
      phone ? "phone" : "desktop",
    );
    await expect(page.frameLocator("iframe[data-width]").locator("h1")).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/admin-editor-live-preview-nl-${size.width}.png` });
  });
}

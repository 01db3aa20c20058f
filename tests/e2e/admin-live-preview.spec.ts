/**
 * Live preview (issue 13 item 6): the admin opens a page from the admin menu, opens the live preview
 * and types a title: the frame beside the form shows it without saving. Narrower than 1280 px the
 * form and the preview are tabs; the preview can be shown phone-wide. Screenshots in nl and en at
 * 1280 and 390 px wide.
 */
import { apiWrite, login, unique } from "./admin-support.ts";
import { runAxe, violationLines } from "./axe.ts";
import { ADMIN_BASE, adminRe, expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";
import { settled } from "./settled.ts";

async function openFirstPage(page: Page) {
  await page.goto(ADMIN_BASE);
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/paginas/overzicht"]`).click();
  await expect(page).toHaveURL(adminRe(/\/paginas\/overzicht$/));
  await page.locator("#admin-main [data-row-title]").first().click();
  await expect(page).toHaveURL(adminRe(/\/paginas\/wijzigen\/\d+$/));
  return Number(page.url().split("/").pop());
}

test("the live preview shows the typed title without saving, beside the form or in a tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const id = await openFirstPage(page);
  await apiWrite(page, "DELETE", `draft/page/${id}`);
  const title = page.getByRole("textbox", { name: "Titel", exact: true });
  await expect(title).not.toHaveValue("");
  const original = await title.inputValue();

  await page.getByRole("button", { name: "Live voorbeeld" }).click();
  const frameBox = page.locator("iframe[title='Live voorbeeld van het niet-opgeslagen formulier']");
  await expect(frameBox).toBeVisible();
  const frame = page.frameLocator("iframe[title='Live voorbeeld van het niet-opgeslagen formulier']");
  await expect(frame.getByText("Voorbeeldpagina")).toBeVisible();
  await expect(frame.locator("h1")).toHaveText(original);
  // no cookie question over the item in the frame
  await expect(frame.locator("#cc-main")).toHaveCount(0);
  // beside the form: both in view, no tabs
  await expect(title).toBeVisible();
  await expect(page.getByRole("tab", { name: "Voorbeeld" })).toBeHidden();

  const typed = unique("Live titel");
  await title.fill(typed);
  await expect(frame.locator("h1")).toHaveText(typed);
  // nothing was saved
  const stored = await page.request.get(`/api/page/${id}`);
  expect(JSON.stringify(await stored.json())).not.toContain(typed);

  // the next change updates the frame in place (its data is reloaded, not the page): a mark left
  // in the frame's window survives
  const framed = page.frames().find((f) => f.url().includes(`${ADMIN_BASE}/preview/pagina/`));
  if (!framed) throw new Error("the preview frame is not there");
  await framed.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const more = unique("Nog een titel");
  await title.fill(more);
  await expect(frame.locator("h1")).toHaveText(more);
  expect(await framed.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // phone width of the frame
  await page.getByRole("button", { name: "Telefoon", exact: true }).click();
  await expect(frameBox).toHaveAttribute("data-width", "phone");
  await expect.poll(async () => (await frameBox.boundingBox())?.width).toBe(390);
  await page.getByRole("button", { name: "Computer", exact: true }).click();
  await expect(frameBox).toHaveAttribute("data-width", "desktop");

  // on a phone the form and the preview are tabs
  await page.setViewportSize({ width: 390, height: 844 });
  const previewTab = page.getByRole("tab", { name: "Voorbeeld" });
  await expect(previewTab).toBeVisible();
  await expect(previewTab).toHaveAttribute("aria-selected", "true");
  await expect(frameBox).toBeVisible();
  await expect(title).toBeHidden();
  await page.getByRole("tab", { name: "Formulier" }).click();
  await expect(title).toBeVisible();
  await expect(frameBox).toBeHidden();
  const again = unique("Telefoon titel");
  await title.fill(again);
  await previewTab.click();
  await expect(frame.locator("h1")).toHaveText(again);

  // the draft goes, so other journeys see the page as it was
  await apiWrite(page, "DELETE", `draft/page/${id}`);
});

for (const width of [1280, 390]) {
  for (const lang of ["nl", "en"] as const) {
    test(`screenshot of the live preview, ${lang}, ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await login(page);
      await page.context().addCookies([{ name: "admin_lang", value: lang, url: baseURL }]);
      // no draft left by an earlier run: an offered draft would hold the autosave back
      await apiWrite(page, "DELETE", "draft/page/1");
      await page.goto(`${ADMIN_BASE}/paginas/wijzigen/1`);
      const title = page.getByRole("textbox", { name: lang === "en" ? "Title" : "Titel", exact: true });
      await expect(title).not.toHaveValue("");
      const typed = `${await title.inputValue()} (${lang === "en" ? "draft" : "concept"})`;
      await page.getByRole("button", { name: lang === "en" ? "Live preview" : "Live voorbeeld" }).click();
      const frame = page.frameLocator("iframe");
      if (width === 390) await page.getByRole("tab", { name: lang === "en" ? "Form" : "Formulier" }).click();
      await title.fill(typed);
      if (width === 390) {
        await page.getByRole("tab", { name: lang === "en" ? "Preview" : "Voorbeeld" }).click();
        await page.getByRole("button", { name: lang === "en" ? "Phone" : "Telefoon", exact: true }).click();
      }
      await expect(frame.locator("h1")).toHaveText(typed);
      // (no "networkidle" here: the frame's own navigation keeps the page's lifecycle from reporting it)
      await expect(frame.getByText(/^(Voorbeeldpagina|Preview page)$/)).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/admin-live-preview-${lang}-${width}.png` });
      await apiWrite(page, "DELETE", "draft/page/1");
    });
  }
}

for (const width of [1280, 390]) {
  test(`the draft bar and the live preview have no accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await login(page);
    await apiWrite(page, "PUT", "draft/page/1", { values: { title: "Concept voor de toegankelijkheid" } });
    await page.goto(`${ADMIN_BASE}/paginas/wijzigen/1`);
    await expect(page.getByRole("status", { name: "Niet-opgeslagen concept" })).toBeVisible();
    await page.getByRole("button", { name: "Live voorbeeld" }).click();
    await expect(page.frameLocator("iframe").locator("h1")).toBeVisible();
    // the screen around the frame; the framed page is the public rendering (public-a11y.spec.ts),
    // whose own header, main and notifications axe would otherwise count as this screen's twins
    await settled(page);
    expect(violationLines(await runAxe(page, { exclude: ["iframe"] }))).toEqual([]);
    await expect(page.locator("iframe")).toHaveAttribute("title", /\S/);
    await apiWrite(page, "DELETE", "draft/page/1");
  });
}

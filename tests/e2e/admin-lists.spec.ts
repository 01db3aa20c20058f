/**
 * Issue 10: every admin list keeps each row's title link and actions on screen, on an ordinary
 * laptop (1280 px) and on a phone (375 px), without sideways scrolling; the block editor does not
 * scroll sideways on a phone; "Website bekijken" ("Website" on a phone) is there on both, in one row.
 *
 * The owner moves as a person does: the dashboard by address, then every list through the admin
 * menu (on the phone: open the menu first).
 */

import { adminMenu } from "../../app/admin/menu.ts";
import { apiWrite, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, type Page, test } from "./fixtures.ts";

const lists = adminMenu
  .flatMap((group) => (group.items ? group.items : group.to ? [{ key: group.key, to: group.to }] : []))
  .filter((item) => item.to.endsWith("/overzicht"));

const sizes = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

async function openFromMenu(page: Page, to: string, phone: boolean) {
  if (phone) await page.getByRole("button", { name: /Menu/ }).click();
  await page.locator(`#admin-menu a[href="${to}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

/** no element of the page sticks out sideways: the document does not scroll horizontally */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, "the page scrolls sideways").toBeLessThanOrEqual(viewport);
}

for (const size of sizes) {
  const phone = size.width < 640;
  test(`every admin list shows its title links and actions at ${size.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await login(page);
    await page.goto(ADMIN_BASE);
    await expect(
      page.getByRole("link", { name: phone ? "Website" : "Website bekijken", exact: true }),
    ).toBeVisible();
    // the top bar keeps to one row ("Website bekijken" pushed "Uitloggen" onto a second on a phone)
    const bar = await page.locator("header").first().boundingBox();
    const logout = await page.getByRole("link", { name: "Uitloggen" }).boundingBox();
    expect(bar && logout && logout.y < bar.y + bar.height / 2, "Uitloggen on the first row").toBe(true);

    for (const item of lists) {
      await test.step(item.to, async () => {
        await openFromMenu(page, item.to, phone);
        const rows = page.locator("#admin-main [data-row]");
        await expect(rows.first()).toBeVisible();
        // the table (when there is one) fits its box: no hidden columns behind a scrollbar
        const overflow = await page
          .locator("#admin-main .overflow-x-auto")
          .evaluateAll((boxes) => boxes.map((b) => b.scrollWidth - b.clientWidth));
        for (const extra of overflow) expect(extra, "the table scrolls sideways").toBeLessThanOrEqual(1);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: `test-results/admin-list-${item.to.split("/")[2]}-${size.width}.png` });

        // every row measured in the page at once: one round trip per list instead of three per
        // link (the same checks; the 1280 and 375 px runs took 14 s each, over 90 s on a busy machine)
        const measure = () =>
          rows.evaluateAll((elements) =>
            elements.map((row) => {
              const titles = [...row.querySelectorAll("[data-row-title]")];
              const actions = [...row.querySelectorAll("[data-row-actions] a, [data-row-actions] button")];
              return {
                titles: titles.length,
                // a phone's card names only what the row has (an empty "Planning" was shown)
                empty: [...row.querySelectorAll("dd")].filter((value) => !value.textContent?.trim()).length,
                href: titles[0]?.getAttribute("href") ?? null,
                opens: row.querySelectorAll('[aria-label^="Wijzigen "], [aria-label^="Bekijken "]').length,
                targets: [...titles.slice(0, 1), ...actions].map((target) => {
                  const box = target.getBoundingClientRect();
                  // what Playwright's boundingBox() calls not visible: no area, or visibility: hidden
                  const shown = getComputedStyle(target).visibility !== "hidden";
                  const area = shown ? box.width * box.height : 0;
                  return { text: target.textContent ?? "", left: box.left, right: box.right, area };
                }),
              };
            }),
          );
        // the list may be between its loading state and its rows (a client-side move from the last
        // list): measured again until the rows are there
        let measured: Awaited<ReturnType<typeof measure>> = [];
        await expect
          .poll(async () => {
            measured = await measure();
            return measured.length;
          })
          .toBeGreaterThan(0);
        for (const row of measured) {
          expect(row.titles, "a row without its title link").toBe(1);
          expect(row.empty, "a card with an empty line").toBe(0);
          // sections with an edit or view screen link the title to it (customers have neither)
          if (row.opens > 0) expect(row.href).toMatch(/\/(wijzigen|bekijken)\/\d+$/);
          expect(row.targets.length, "a row without actions").toBeGreaterThan(1);
          for (const target of row.targets) {
            expect(target.area, `${target.text} is not rendered`).toBeGreaterThan(0);
            expect(target.left, `${target.text} starts left of the screen`).toBeGreaterThanOrEqual(0);
            expect(target.right, `${target.text} ends right of the screen`).toBeLessThanOrEqual(size.width);
          }
        }
      });
    }
  });
}

test("the title of a list row opens its edit screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, `${ADMIN_BASE}/nieuws/overzicht`, false);
  const title = page.locator("#admin-main [data-row-title]").first();
  const text = (await title.textContent()) ?? "";
  await title.click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  await expect(page.getByLabel(/^Titel/)).toHaveValue(text);
});

test("the block editor of the home page does not scroll sideways at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, `${ADMIN_BASE}/paginas/overzicht`, true);
  await page.getByRole("searchbox", { name: "Zoeken" }).fill("home-nl");
  await expect(page.locator("#admin-main [data-row]")).toHaveCount(1);
  await page.locator("#admin-main [data-row-title]").click();
  await expect(page.getByText("Blok toevoegen")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSidewaysScroll(page);
  // open every block: each editor's fields must fit too
  const toggles = page.locator('[data-testid="block"] button[aria-expanded="false"]');
  const n = await toggles.count();
  for (let i = 0; i < n; i++) await toggles.first().click();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/admin-block-editor-375.png", fullPage: false });
});

test("deleting your own account says why it cannot be done", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, `${ADMIN_BASE}/klanten/overzicht`, false);
  await page.getByRole("searchbox", { name: "Zoeken" }).fill("admin@example.com");
  const row = page.locator("#admin-main [data-row]").filter({ hasText: "admin@example.com" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Verwijderen / }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja, verwijderen" }).click();
  await toast(page, "Je kunt je eigen account niet verwijderen");
  await expect(row).toHaveCount(1);
});

test("a row whose delete answers 404 leaves the list", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  const name = unique("Weg-review");
  const created = await apiWrite<{ id: number }>(page, "POST", "reviews/add-review", {
    name,
    text: "Prima geholpen",
    rating: 4,
    visible: false,
  });
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, `${ADMIN_BASE}/reviews/overzicht`, false);
  // the list loads again once the search is in the address: wait for that answer, or it could come
  // after the delete below and take the row away before its button is clicked
  const searched = page.waitForResponse((r) => r.url().includes("/api/") && r.url().includes("search="));
  await page.getByRole("searchbox", { name: "Zoeken" }).fill(name);
  await searched;
  const row = page.locator("#admin-main [data-row]").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // meanwhile, somebody else (another tab) deletes it
  await apiWrite(page, "DELETE", `review/delete/${created.data.id}`);
  await row.getByRole("button", { name: `Verwijderen ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ja, verwijderen" }).click();
  await toast(page, "Review niet gevonden");
  await expect(row).toHaveCount(0);
  await expect(page.getByText("Niets gevonden.")).toBeVisible();
});

test("the English admin says so in <html lang>", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("link", { name: "View website" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await openFromMenu(page, `${ADMIN_BASE}/nieuws/overzicht`, false);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // back to Dutch for the other journeys of this browser context
  await page.getByRole("button", { name: "Nederlands" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
});

for (const size of sizes) {
  test(`save toasts never cover the heading at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await login(page);
    await page.goto(ADMIN_BASE);
    await openFromMenu(page, `${ADMIN_BASE}/reviews/overzicht`, size.width < 640);
    await page.locator("#admin-main [data-row-title]").first().click();
    await expect(page).toHaveURL(/\/reviews\/wijzigen\/\d+$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // three saves in a row: three toasts at once
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Opslaan" }).click();
      await page.mouse.move(0, 0);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(i + 1);
    }
    const head = await heading.boundingBox();
    expect(head).not.toBeNull();
    // all toasts measured at once: the first may time out and leave while the others are measured
    const toastBoxes = await page.locator("[data-sonner-toast]").evaluateAll((toasts) =>
      toasts.map((toast) => {
        const { x, y, width, height } = toast.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    expect(toastBoxes.length).toBeGreaterThan(0);
    for (const b of toastBoxes) {
      if (!head) continue;
      const overlaps =
        b.x < head.x + head.width &&
        head.x < b.x + b.width &&
        b.y < head.y + head.height &&
        head.y < b.y + b.height;
      expect(overlaps, `a toast at ${JSON.stringify(b)} covers the heading at ${JSON.stringify(head)}`).toBe(
        false,
      );
    }
    // the save button is what a tap on it reaches, also while a toast slides in (what the toast area
    // clips is neither seen nor tapped, so this asks the browser, not the toasts' boxes)
    const reached = await page.getByRole("button", { name: "Opslaan" }).evaluate((button) => {
      const r = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(reached, "a toast covers the save button").toBe(true);
  });
}

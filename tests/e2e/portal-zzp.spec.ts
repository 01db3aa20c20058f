/**
 * /zzp: the partner's own stock — search, sort, add, edit, delete, quick stock change.
 *
 * Own data per journey: a journey that changes a product changes one it made itself, with a unique
 * title (`ownProduct`, or the add dialog with `unique`), so each runs alone, again (`--repeat-each`) or
 * in any order. The demo products are only read.
 */

import { apiWrite, unique } from "./admin-support.ts";
import { loginAs, toasts } from "./auth-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";

/** a product of the logged-in partner, made through the API; the list is loaded again to show it */
async function ownProduct(page: Page, prefix: string, fields: { stock?: number; price?: number } = {}) {
  const title = unique(prefix);
  await apiWrite(page, "POST", "zzp-product/add-product", { title, price: 10, stock: 3, ...fields });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  return title;
}

test.describe("zzp portal", () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, "zzp");
    // a click before hydration does nothing
    await page.locator("html[data-hydrated]").waitFor();
  });

  test("shows only the partner's own products", async ({ page }) => {
    const rows = page.getByTestId("zzp-row");
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Samsung 870 EVO 500 GB ssd" })).toBeVisible();
    // products of the other partner (Eva Visser) are not there
    await expect(page.getByText("Dell 65 W USB-C lader")).toHaveCount(0);
    await expect(page.getByText("Laptopscherm 15,6 inch FHD")).toHaveCount(0);
  });

  test("before the page's script runs, 'Product toevoegen' shows that it is not ready yet", async ({
    page,
  }) => {
    // the server's HTML: a click there would do nothing, so the button is disabled …
    const html = await (await page.request.get("/zzp")).text();
    expect(html).toMatch(/<button[^>]*\bdisabled=""[^>]*>Product toevoegen<\/button>/);
    // … until the script runs
    await expect(page.getByRole("button", { name: "Product toevoegen" })).toBeEnabled();
  });

  test("a stock change with + and the number field is saved (seen after reload)", async ({ page }) => {
    const title = await ownProduct(page, "Toetsenbord", { stock: 5 });
    const row = page.getByTestId("zzp-row").filter({ hasText: title });
    const field = row.getByRole("spinbutton", { name: `Voorraad van ${title}` });
    const before = Number(await field.inputValue());
    const plus = row.getByRole("button", { name: `Eén ${title} meer` });
    await plus.click();
    await expect(toasts(page)).toContainText(`De voorraad van '${title}' is nu ${before + 1}.`);
    // the button keeps the focus while it saves: a keyboard user can press it again
    await expect(plus).toBeFocused();
    await page.reload();
    await expect(field).toHaveValue(String(before + 1));
    // Enter saves once: the field is not disabled while saving (that blurred it, and the blur saved
    // again: two requests, two toasts), so it also keeps the focus
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/api/zzp-product/edit/"))
        saves.push(request.url());
    });
    await field.fill("17");
    await field.press("Enter");
    await expect(toasts(page)).toContainText("is nu 17");
    await expect(field).toBeFocused();
    await field.press("Tab");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "is nu 17" })).toHaveCount(1);
    expect(saves).toHaveLength(1);
    await page.reload();
    await expect(field).toHaveValue("17");
  });

  test("a negative stock is not silently put back: the field says why, in the portal's language", async ({
    page,
  }) => {
    const title = await ownProduct(page, "Geheugen", { stock: 4 });
    const row = page.getByTestId("zzp-row").filter({ hasText: title });
    const field = row.getByRole("spinbutton", { name: `Voorraad van ${title}` });
    const before = await field.inputValue();
    await field.fill("-3");
    await field.press("Enter");
    // the typed value stays, marked invalid, with the API's own message as its description
    await expect(field).toHaveValue("-3");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("De waarde van 'Voorraad' is te laag");
    await expect(row.getByText("De waarde van 'Voorraad' is te laag")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "is nu" })).toHaveCount(0);
    // leaving the field does not put the old value back either
    await field.blur();
    await expect(field).toHaveValue("-3");
    await page.reload();
    await expect(field).toHaveValue(before);

    // the same in English, after the language link
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL("/en/zzp");
    const english = page
      .getByTestId("zzp-row")
      .filter({ hasText: title })
      .getByRole("spinbutton", { name: `Stock of ${title}` });
    await english.fill("-1");
    await english.press("Enter");
    await expect(english).toHaveAccessibleDescription("The 'Stock' field is too low");
    // a correct value clears the message and is saved
    await english.fill("9");
    await english.press("Enter");
    await expect(toasts(page)).toContainText("is now 9");
    await expect(english).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the product form shows the API's message for a negative stock at the field", async ({ page }) => {
    const row = page.getByTestId("zzp-row").filter({ hasText: "Samsung 870 EVO 500 GB ssd" });
    await row.getByRole("button", { name: "Wijzigen: Samsung 870 EVO 500 GB ssd" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Voorraad").fill("-2");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(dialog.getByText("De waarde van 'Voorraad' is te laag")).toBeVisible();
    await expect(dialog.getByLabel("Voorraad")).toHaveAttribute("aria-invalid", "true");
  });

  test("a price with thousands is read the Dutch way, and an unreadable one is refused with a message", async ({
    page,
  }) => {
    const title = unique("Test-dock");
    await page.getByRole("button", { name: "Product toevoegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Product toevoegen" });
    await dialog.getByLabel("Titel").fill(title);
    await dialog.getByLabel("Prijs (€)").fill("1.299.5");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    // refused in the form, nothing saved as 0 or as 1.2995
    await expect(dialog.getByText("Vul een bedrag in zoals 1.299,50.")).toBeVisible();
    await dialog.getByLabel("Prijs (€)").fill("1.299,50");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(toasts(page)).toContainText(`Het zzp-product '${title}' is toegevoegd.`);
    const row = page.getByTestId("zzp-row").filter({ hasText: title });
    await expect(row).toContainText("€ 1.299,50");
    // the edit form shows the stored price in the same format
    await row.getByRole("button", { name: `Wijzigen: ${title}` }).click();
    await expect(page.getByRole("dialog").getByLabel("Prijs (€)")).toHaveValue("1.299,50");
  });

  test("search and sort", async ({ page }) => {
    // one without stock of its own: the lowest stock is 0 whatever other journeys changed
    await ownProduct(page, "Kabelgoot", { stock: 0 });
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("crucial");
    await expect(page.getByTestId("zzp-row")).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("");
    await page.getByRole("button", { name: "Voorraad" }).click();
    const firstStock = page.getByTestId("zzp-row").first().getByRole("spinbutton");
    await expect(firstStock).toHaveValue("0");
    await page.getByRole("button", { name: "Voorraad" }).click();
    await expect(page.getByRole("columnheader", { name: "Voorraad" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
  });

  test("add with a validation message, edit, delete after confirmation", async ({ page }) => {
    await page.getByRole("button", { name: "Product toevoegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Product toevoegen" });
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    // the server's 422 message for the empty title, in Dutch
    await expect(dialog.getByText(/verplicht/)).toBeVisible();
    await expect(dialog.locator("[aria-invalid=true]")).toHaveCount(1);
    const title = unique("Test-muis");
    await dialog.getByLabel("Titel").fill(title);
    await dialog.getByLabel("Merk").fill("Logitech");
    await dialog.getByLabel("Artikelnummer").fill("E2E-1");
    await dialog.getByLabel("Prijs (€)").fill("24,95");
    await dialog.getByLabel("Voorraad").fill("4");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(toasts(page)).toContainText(`Het zzp-product '${title}' is toegevoegd.`);
    const row = page.getByTestId("zzp-row").filter({ hasText: title });
    await expect(row).toContainText("€ 24,95");

    await row.getByRole("button", { name: `Wijzigen: ${title}` }).click();
    const edit = page.getByRole("dialog");
    const renamedTitle = `${title} draadloos`;
    await edit.getByLabel("Titel").fill(renamedTitle);
    await edit.getByRole("button", { name: "Opslaan" }).click();
    await expect(toasts(page)).toContainText(`Het zzp-product '${renamedTitle}' is gewijzigd.`);
    await page.reload();
    const renamed = page.getByTestId("zzp-row").filter({ hasText: renamedTitle });
    await expect(renamed).toBeVisible();

    await renamed.getByRole("button", { name: `Verwijderen: ${renamedTitle}` }).click();
    const confirm = page.getByRole("dialog", { name: "Product verwijderen" });
    await expect(confirm).toContainText(`Wil je het zzp-product '${renamedTitle}' echt verwijderen?`);
    await confirm.getByRole("button", { name: "Verwijderen" }).click();
    await expect(toasts(page)).toContainText(`Het zzp-product '${renamedTitle}' is verwijderd.`);
    await page.reload();
    await expect(page.getByText(renamedTitle)).toHaveCount(0);
  });

  test("the add dialog starts in its first field and marks what is required; 2.5 in stock asks for a whole number", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Product toevoegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Product toevoegen" });
    // typing can start at once: focus is in the title, not on the close button
    await expect(dialog.getByLabel("Titel")).toBeFocused();
    await expect(dialog.locator("label", { hasText: "Titel" })).toContainText("*");
    await expect(dialog.getByLabel("Titel")).toHaveAttribute("required", "");
    await expect(dialog.locator("label", { hasText: "Merk" })).not.toContainText("*");

    await page.keyboard.type("Test-kabel halve voorraad");
    await dialog.getByLabel("Voorraad").fill("2.5");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(dialog.getByText("Het veld 'Voorraad' moet een heel getal zijn")).toBeVisible();
    await expect(dialog.getByText(/Voorraad.*verplicht/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Annuleren" }).click();

    // the quick stock field says the same
    const field = page
      .getByTestId("zzp-row")
      .filter({ hasText: "Crucial 16 GB DDR4 SO-DIMM" })
      .getByRole("spinbutton", { name: /Voorraad van Crucial/ });
    await field.fill("2.5");
    await field.press("Enter");
    await expect(field).toHaveAccessibleDescription("Het veld 'Voorraad' moet een heel getal zijn");
  });

  test("a product deleted elsewhere: + says so and the row leaves the list", async ({ page, context }) => {
    const title = unique("Test-hub elders weg");
    await page.getByRole("button", { name: "Product toevoegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Product toevoegen" });
    await dialog.getByLabel("Titel").fill(title);
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(toasts(page)).toContainText(`'${title}' is toegevoegd`);
    const row = page.getByTestId("zzp-row").filter({ hasText: title });
    await expect(row).toBeVisible();

    // another tab of the same partner deletes it
    const other = await context.newPage();
    await other.goto("/zzp");
    await other.locator("html[data-hydrated]").waitFor();
    await other.getByRole("button", { name: `Verwijderen: ${title}` }).click();
    await other
      .getByRole("dialog", { name: "Product verwijderen" })
      .getByRole("button", { name: "Verwijderen" })
      .click();
    await expect(toasts(other)).toContainText("is verwijderd");
    await other.close();

    await row.getByRole("button", { name: `Eén ${title} meer` }).click();
    await expect(toasts(page)).toContainText(`Het zzp-product '${title}' bestaat niet meer`);
    await expect(row).toHaveCount(0);
    await expect(toasts(page)).not.toContainText("er ging iets mis");
  });

  test("after a logout in another tab, the next change leads to the partner's login: the session has ended", async ({
    page,
    context,
  }) => {
    await page.locator("html[data-hydrated]").waitFor();
    const other = await context.newPage();
    await other.goto("/zzp");
    await other.locator("html[data-hydrated]").waitFor();
    await other.getByRole("link", { name: "Uitloggen" }).click();
    // the logout screen posts the logout, then goes on to a login or home
    await other.waitForURL((url) => !/^\/(zzp|uitloggen)$/.test(url.pathname));
    await other.close();

    await page
      .getByRole("button", { name: /^Eén .* meer$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login-zzp\?redirect=%2Fzzp$/);
    await expect(toasts(page)).toContainText("Je sessie is beëindigd. Log opnieuw in om verder te gaan.");
  });

  test("at 375 px an article number stays in one piece", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const title = unique("Artikelkabel");
    const sku = "920-009410";
    await apiWrite(page, "POST", "zzp-product/add-product", { title, price: 10, stock: 3, sku });
    await page.reload();
    await page.getByRole("searchbox", { name: "Zoeken" }).fill(title);
    const row = page.getByTestId("zzp-row");
    await expect(row).toHaveCount(1);
    // it broke at its hyphen into "920-" and "009410"
    const number = row.getByText(sku, { exact: true });
    const lines = await number.evaluate(
      (element) =>
        element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
  });

  for (const width of [1280, 375]) {
    test(`at ${width} px a toast covers neither "Ingelogd als …" nor the heading and the first card`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // a product of its own, found by the search so that its row is the first, under the heading
      const title = await ownProduct(page, "Toastkabel");
      await page.getByRole("searchbox", { name: "Zoeken" }).fill(title);
      const row = page.getByTestId("zzp-row");
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: /^Eén .* meer$/ }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "is nu" }).first();
      await expect(toast).toBeVisible();
      // the toast has come to rest (it slides in)
      await page.waitForTimeout(600);
      const box = await toast.boundingBox();
      const overlaps = async (target: ReturnType<typeof page.locator>) => {
        const other = await target.boundingBox();
        if (!box || !other) return false;
        return !(
          box.x + box.width <= other.x ||
          other.x + other.width <= box.x ||
          box.y + box.height <= other.y ||
          other.y + other.height <= box.y
        );
      };
      expect(await overlaps(page.getByTestId("portal-user"))).toBe(false);
      expect(await overlaps(page.getByRole("heading", { level: 1 }))).toBe(false);
      expect(await overlaps(row.getByRole("rowheader"))).toBe(false);
    });
  }
});

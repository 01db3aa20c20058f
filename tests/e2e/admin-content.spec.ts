import { apiGet, apiWrite, login, png, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, loginRedirectRe, test } from "./fixtures.ts";

test.describe("admin: tips, products, unknown paths, uploads", () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test("preview an unpublished tip", async ({ page }) => {
    const title = unique("Ongepubliceerde tip");
    // an uploaded overview image is required (requirements §5)
    await page.goto(`${ADMIN_BASE}/tips/toevoegen`);
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
    await page.locator('[data-field="image"] input[type=file]').setInputFiles(await png());
    await expect(page.locator('[data-field="image"] img[src^="/uploads/"]')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel("Tip één").fill("Zet je laptop eens per week uit.");
    // tips one to four are plain text: what is typed is what the visitor reads
    await page.getByLabel("Tip twee").fill("Back up <your> files & use 2FA");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De tip “${title}” is toegevoegd`);
    await expect(page).toHaveURL(adminRe(/\/tips\/wijzigen\/\d+$/), { timeout: 15_000 });
    const id = Number(page.url().split("/").pop());
    const tip = (await apiGet<{ url: string; visible: boolean }>(page, `tip/${id}`)).data;
    expect(tip.visible).toBe(false);

    // not on the public site …
    const publicAnswer = await page.goto(`/tips-en-tricks/${tip.url}`);
    expect(publicAnswer?.status()).toBe(404);
    // … but in the preview, with the label in the header
    const [preview] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .goto(`${ADMIN_BASE}/tips/wijzigen/${id}`)
        .then(() => page.getByRole("link", { name: "Voorbeeld" }).click()),
    ]);
    await expect(preview).toHaveURL(new RegExp(`${ADMIN_BASE}/preview/tip/${id}$`));
    await expect(preview.getByText("Voorbeeldpagina")).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText("Zet je laptop eens per week uit.")).toBeVisible();
    // the preview renders the public tip body: a numbered badge, then the text as typed (not as HTML)
    await expect(
      preview.getByRole("listitem").filter({ hasText: "Back up <your> files & use 2FA" }),
    ).toBeVisible();
  });

  test("delete a product after confirming: gone from the public lists with its translation", async ({
    page,
  }) => {
    // its own product and English sibling, so other journeys keep the demo products
    const title = unique("Te verwijderen laptop");
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const product = (
      await apiWrite<{ id: number; title: string; url: string }>(page, "POST", "product/add-product", {
        language: "nl",
        title,
        url: slug,
        image: "/uploads/products/demo/laptop.jpg",
        price: 199,
        condition: "used",
        visible: true,
      })
    ).data;
    const sibling = (
      await apiWrite<{ id: number; url: string }>(page, "POST", "product/add-product", {
        language: "en",
        title: `${title} (EN)`,
        url: `${slug}-en`,
        image: "/uploads/products/demo/laptop.jpg",
        price: 199,
        condition: "used",
        visible: true,
        translation_of: product.id,
      })
    ).data;
    expect((await page.goto(`/verkoop/product-verkoop/${product.url}`))?.status()).toBe(200);
    expect((await page.goto(`/en/sale/product-sale/${sibling.url}`))?.status()).toBe(200);

    await page.goto(`${ADMIN_BASE}/producten/overzicht?search=${encodeURIComponent(product.title)}`);
    await page.getByRole("button", { name: `Verwijderen ${product.title}`, exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("De vertalingen worden ook verwijderd");
    await dialog.getByRole("button", { name: "Ja, verwijderen" }).click();
    await toast(page, `Het product “${product.title}” is verwijderd, de vertalingen zijn ook verwijderd`);

    await page.goto("/verkoop/product-verkoop");
    await expect(page.getByText(product.title)).toHaveCount(0);
    await page.goto("/en/sale/product-sale");
    await expect(page.getByText(`${product.title} (EN)`)).toHaveCount(0);
    expect((await page.goto(`/verkoop/product-verkoop/${product.url}`))?.status()).toBe(404);
    expect((await page.goto(`/en/sale/product-sale/${sibling.url}`))?.status()).toBe(404);
    const gone = await page.request.get(`/api/product/${sibling.id}`);
    expect(gone.status()).toBe(404);
  });

  test("an unknown admin sub path lands on the section list", async ({ page }) => {
    await page.goto(`${ADMIN_BASE}/nieuws/bestaat-niet/echt-niet`);
    await expect(page).toHaveURL(adminRe(/\/nieuws\/overzicht$/), { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Nieuws" })).toBeVisible();
    await page.goto(`${ADMIN_BASE}/pagina's/overzicht`);
    await expect(page).toHaveURL(adminRe(/\/paginas\/overzicht$/), { timeout: 15_000 });
    await page.goto(`${ADMIN_BASE}/reviews/wijzigen/999999`);
    await toast(page, "Review niet gevonden");
    await expect(page).toHaveURL(adminRe(/\/reviews\/overzicht$/), { timeout: 15_000 });
  });

  test("a wrong upload type shows the FilePond message", async ({ page, context }) => {
    await context.addCookies([{ name: "admin_lang", value: "en", url: "http://127.0.0.1" }]);
    await page.goto(`${ADMIN_BASE}/nieuws/toevoegen`);
    await page
      .locator('[data-field="image"] input[type=file]')
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(page.locator('[data-field="image"] .filepond--file-status-main')).toHaveText(
      "File of invalid type",
    );
  });

  test("a visitor is sent to the admin login; the admin screens are not indexed", async ({ browser }) => {
    const anonymous = await browser.newPage();
    const answer = await anonymous.goto(`${ADMIN_BASE}/nieuws/overzicht`);
    await expect(anonymous).toHaveURL(loginRedirectRe(/\/nieuws\/overzicht/));
    expect(answer?.ok()).toBe(true);
    await anonymous.close();
  });
});

test("admin screens answer with X-Robots-Tag noindex", async ({ page }) => {
  await login(page);
  const res = await page.goto(`${ADMIN_BASE}/reviews/overzicht`);
  expect(res?.headers()["x-robots-tag"]).toContain("noindex");
});

test("leaving a form with unsaved changes asks first", async ({ page }) => {
  await login(page);
  await page.goto(`${ADMIN_BASE}/reviews/toevoegen`);
  await page.getByRole("textbox", { name: "Naam", exact: true }).fill("Nog niet opgeslagen");
  await page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: "Kenmerken" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Weggaan zonder op te slaan?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(page).toHaveURL(adminRe(/\/reviews\/toevoegen$/));
  await expect(page.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Nog niet opgeslagen");
  await page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: "Kenmerken" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Weggaan" }).click();
  await expect(page).toHaveURL(adminRe(/\/kenmerken\/overzicht$/), { timeout: 15_000 });
});

test("another role is sent to its own home", async ({ page }) => {
  await login(page, { email: "klant@example.com", password: "Demo-2026!" });
  await page.goto(`${ADMIN_BASE}/nieuws/overzicht`);
  await expect(page).toHaveURL(/\/status/, { timeout: 15_000 });
});

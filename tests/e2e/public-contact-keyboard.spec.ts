/**
 * Issue 10: the contact dialog (an island, issue 20) with the keyboard (a closed modal keeps what was typed; after sending,
 * focus lands on the confirmation), and a question from a product page that carries the product all
 * the way to the admin's message view.
 */

import { decideConsent } from "./consent-helpers.ts";
import { ADMIN_BASE, expect, type Page, test } from "./fixtures.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor();
  await decideConsent(page, "necessary", 1500);
}

const activeIsStatus = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("role") === "status");

test("keyboard: Escape keeps the draft, sending puts focus on the confirmation", async ({ page }) => {
  await visit(page, "/");
  const opener = page.getByRole("contentinfo").getByRole("link", { name: "Stuur ons een bericht" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Stuur ons een bericht" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Naam")).toBeFocused();
  await page.keyboard.type("Toetsenbord Gebruiker");
  await page.keyboard.press("Tab");
  await page.keyboard.type("toetsen@example.com");

  // Escape closes, focus goes back; opening again shows what was typed
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Naam")).toHaveValue("Toetsenbord Gebruiker");
  await expect(dialog.getByLabel("E-mail")).toHaveValue("toetsen@example.com");

  // finish with the keyboard: message, then Tab to "Versturen" and Enter
  await dialog.getByLabel("Bericht").focus();
  await page.keyboard.type("Mijn scherm blijft zwart.");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Versturen" })).toBeFocused();
  await page.keyboard.press("Enter");
  const status = dialog.getByRole("status");
  await expect(status).toContainText("Het bericht is succesvol verzonden");
  await expect(status).toBeFocused();
  expect(await activeIsStatus(page)).toBe(true);

  // a sent form is not shown again: the next opening starts empty
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Naam")).toHaveValue("");
  await expect(dialog.getByLabel("Naam")).toBeFocused();
});

test("the forms on the contact page also put focus on their confirmation", async ({ page }) => {
  await visit(page, "/en/contact");
  const callback = page.locator("main form#callback");
  await callback.getByLabel("Name").fill("Focus Check");
  await callback.getByLabel("Phone number").fill("015 123 45 67");
  // posted as a document: the new page opens on the confirmation
  await callback.getByRole("button", { name: "Send" }).press("Enter");
  await expect(page.locator("main").getByRole("status").last()).toBeFocused();
});

test("a question from a product page carries the product to the admin", async ({ page }) => {
  await visit(page, "/verkoop/product-verkoop/macbook-air-m2");
  const title = "MacBook Air M2 (zo goed als nieuw)";
  await page.getByRole("link", { name: "Interesse? Vraag naar dit product" }).click();
  // the dialog is titled with what the visitor clicked
  const dialog = page.getByRole("dialog", { name: "Interesse? Vraag naar dit product" });
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Interesse? Vraag naar dit product");
  await expect(dialog.getByTestId("contact-product")).toHaveText(`Je vraag gaat over: ${title}`);
  const name = `Product vraag ${Date.now()}`;
  await dialog.getByLabel("Naam").fill(name);
  await dialog.getByLabel("E-mail").fill("koper@example.com");
  await dialog.getByLabel("Bericht").fill("Is deze nog beschikbaar?");
  await dialog.getByRole("button", { name: "Versturen" }).click();
  await expect(dialog.getByRole("status")).toBeVisible();

  // the admin logs in (API, same browser) and opens the message
  await page.request.get("/api/csrf-cookie?_format=json");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const login = await page.request.post("/api/login?_format=json", {
    data: { email: "admin@example.com", password: "Demo-2026!" },
    headers: { "x-xsrf-token": decodeURIComponent(token) },
  });
  expect(login.ok()).toBe(true);
  const list = await page.request.get(`/api/emails?_format=json&search=${encodeURIComponent(name)}`);
  const [message] = ((await list.json()) as { data: { id: number; product_title: string }[] }).data;
  expect(message.product_title).toBe(title);

  await page.goto(`${ADMIN_BASE}/emails/bekijken/${message.id}`);
  const product = page.getByRole("link", { name: title });
  await expect(product).toBeVisible();
  await expect(product).toHaveAttribute("href", "/verkoop/product-verkoop/macbook-air-m2");
});

test("the product page's first button asks about the product too, titled as the button", async ({ page }) => {
  // from the sale overview to the product, as a visitor goes
  await visit(page, "/en/sale/product-sale");
  await page
    .locator("main")
    .getByRole("link", { name: /MacBook Air M2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/sale\/product-sale\/macbook-air-m2$/);
  const title = "MacBook Air M2 (as new)";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // the header's call to action, the first one on the page
  await page.locator("main").getByRole("link", { name: "Ask a question" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Ask a question" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("contact-product")).toHaveText(`Your question is about: ${title}`);
  const name = `Header question ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("E-mail").fill("buyer@example.com");
  await dialog.getByLabel("Message").fill("Does it come with a charger?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toBeVisible();

  // the company's message names the product
  await page.request.get("/api/csrf-cookie?_format=json");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const login = await page.request.post("/api/login?_format=json", {
    data: { email: "admin@example.com", password: "Demo-2026!" },
    headers: { "x-xsrf-token": decodeURIComponent(token) },
  });
  expect(login.ok()).toBe(true);
  const list = await page.request.get(`/api/emails?_format=json&search=${encodeURIComponent(name)}`);
  const [message] = ((await list.json()) as { data: { product_title: string }[] }).data;
  expect(message.product_title).toBe(title);

  // on to the home page (a full page load): the footer's message button asks about no product
  await page.keyboard.press("Escape");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Delft IT Service/ })
    .click();
  await expect(page).toHaveURL(/\/en$/);
  await page.locator("html[data-enhanced]").waitFor();
  await page.getByRole("contentinfo").getByRole("link", { name: "Send us a message" }).click();
  const appointment = page.getByRole("dialog", { name: "Send us a message" });
  await expect(appointment).toBeVisible();
  await expect(appointment.getByTestId("contact-product")).toHaveCount(0);
});

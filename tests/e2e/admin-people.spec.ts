import { apiGet, login, toast, unique } from "./admin-support.ts";
import { expect, test } from "./fixtures.ts";

test.describe("admin: customers, statuses and messages", () => {
  test("add a customer and a repair status; the customer logs in and sees it", async ({ page, browser }) => {
    await login(page);
    const name = unique("Klaas Klant");
    const email = `klant-${Date.now().toString(36)}@example.test`;
    const password = "Klant-Wachtwoord-2026";

    await page.goto("/cougarXr7/klanten/toevoegen");
    await page.getByRole("textbox", { name: "Naam", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByLabel("Rol").selectOption("cms-status-user");
    await page.getByLabel("Toegang").selectOption("password");
    await page.getByLabel("Startwachtwoord").fill(password);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De klant “${name}” is toegevoegd`);

    const device = unique("Laptop van Klaas");
    await page.goto("/cougarXr7/reparaties/toevoegen");
    await page.getByLabel("Klant").selectOption({ label: `${name} (${email})` });
    await page.getByRole("textbox", { name: "Apparaat" }).fill(device);
    await page.getByRole("combobox", { name: "Status" }).selectOption("in-treatment");
    await page.getByLabel("Omschrijving probleem").fill("Start niet meer op.");
    await page.getByLabel("Kosten").fill("89,50");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De status reparatie “${device}” is toegevoegd`);

    // the customer, in a browser of its own, through the status login
    const customer = await browser.newPage();
    await customer.goto("/login-status");
    await customer.getByLabel("E-mailadres").fill(email);
    await customer.getByLabel("Wachtwoord", { exact: true }).fill(password);
    await customer.getByRole("button", { name: "Inloggen" }).click();
    await expect(customer).toHaveURL(/\/status/);
    await expect(customer.getByText(device)).toBeVisible();
    await customer.close();
  });

  test("a contact message from the public form is viewed and marked read", async ({ page, browser }) => {
    const visitor = await browser.newPage();
    const name = unique("Bezoeker");
    await visitor.goto("/contact");
    const form = visitor.locator("main form").first();
    await form.getByLabel("Naam").fill(name);
    await form.getByLabel("E-mail").fill("bezoeker@example.test");
    await form.getByLabel("Bericht").fill("Mijn printer doet het niet meer.");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(visitor.getByText("Het bericht is succesvol verzonden", { exact: false })).toBeVisible();
    await visitor.close();

    await login(page);
    await page.goto("/cougarXr7/emails/overzicht");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("Ongelezen")).toBeVisible();
    await row.getByRole("link", { name: `Bekijken ${name}` }).click();
    await expect(page.getByText("Mijn printer doet het niet meer.")).toBeVisible();
    await toast(page, "Het bericht is als gelezen gemarkeerd");
    const id = Number(page.url().split("/").pop());
    const stored = (await apiGet<{ read_at: string | null }>(page, `email/${id}`)).data;
    expect(stored.read_at).not.toBeNull();
    await page.getByRole("link", { name: "Terug naar de lijst" }).click();
    await expect(page.getByRole("row").filter({ hasText: name }).getByText("Gelezen")).toBeVisible();
  });
});

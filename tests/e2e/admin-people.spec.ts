import { apiGet, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";

test.describe("admin: customers, statuses and messages", () => {
  test("add a customer and a repair status; the customer logs in and sees it", async ({ page, browser }) => {
    await login(page);
    const name = unique("Klaas Klant");
    const email = `klant-${Date.now().toString(36)}@example.test`;
    const password = "Klant-Wachtwoord-2026";

    await page.goto(`${ADMIN_BASE}/klanten/toevoegen`);
    await page.getByRole("textbox", { name: "Naam", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByLabel("Rol").selectOption("cms-status-user");
    await page.getByLabel("Toegang").selectOption("password");
    await page.getByRole("textbox", { name: "Wachtwoord", exact: true }).fill(password);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De klant “${name}” is toegevoegd`);

    const device = unique("Laptop van Klaas");
    await page.goto(`${ADMIN_BASE}/reparaties/toevoegen`);
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

  test("a customer's status e-mails: on by default, turned off in the customer form, shown in the status list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page);
    const name = unique("Els Mail");
    const email = `els-${Date.now().toString(36)}@example.test`;
    await page.goto(`${ADMIN_BASE}/klanten/toevoegen`);
    await page.getByRole("textbox", { name: "Naam", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByLabel("Rol").selectOption("cms-status-user");
    await expect(page.getByLabel("E-mail bij statuswijziging")).toBeChecked();
    await page.getByLabel("Taal van e-mails").selectOption("en");
    await page.getByLabel("Toegang").selectOption("password");
    await page.getByRole("textbox", { name: "Wachtwoord", exact: true }).fill("Klant-Wachtwoord-2026");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De klant “${name}” is toegevoegd`);

    const device = unique("Tablet van Els");
    await page.goto(`${ADMIN_BASE}/reparaties/toevoegen`);
    await page.getByLabel("Klant").selectOption({ label: `${name} (${email})` });
    await page.getByRole("textbox", { name: "Apparaat" }).fill(device);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `De status reparatie “${device}” is toegevoegd`);

    // the list says the mail is queued or, once the outbox sent it, when
    await page.goto(`${ADMIN_BASE}/reparaties/overzicht`);
    await expect(page.getByRole("columnheader", { name: "E-mail verstuurd" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: device });
    await expect(row.getByRole("cell").filter({ hasText: /in de wachtrij|\d{2}:\d{2}/ })).toHaveCount(1);

    // the customer form: the setting turned off
    await page.goto(`${ADMIN_BASE}/klanten/overzicht`);
    await page.getByRole("searchbox", { name: "Zoeken" }).fill(email);
    await expect(page.locator("#admin-main [data-row]")).toHaveCount(1);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(adminRe(/\/klanten\/wijzigen\/\d+$/));
    await expect(page.getByLabel("Taal van e-mails")).toHaveValue("en");
    await expect(page.getByRole("textbox", { name: "Wachtwoord", exact: true })).toHaveCount(0);
    await page.getByLabel("E-mail bij statuswijziging").uncheck();
    await page.screenshot({ path: "test-results/admin-customer-edit-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, /is gewijzigd|is opgeslagen/);
    const customer = (
      await apiGet<{ id: number; status_emails: boolean }[]>(page, `customers?search=${email}`)
    ).data[0];
    expect(customer.status_emails).toBe(false);

    // a new status: no mail, and the list says so
    await page.goto(`${ADMIN_BASE}/reparaties/overzicht`);
    await page
      .getByRole("row")
      .filter({ hasText: device })
      .getByRole("link", { name: device, exact: true })
      .click();
    await page.getByRole("combobox", { name: "Status" }).selectOption("closed");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, /is gewijzigd|is opgeslagen/);
    await page.goto(`${ADMIN_BASE}/reparaties/overzicht`);
    await expect(
      page.getByRole("row").filter({ hasText: device }).getByRole("cell", { name: "uit", exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: "test-results/admin-repairs-email-1280.png", fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: "test-results/admin-repairs-email-375.png", fullPage: false });
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
    await page.goto(`${ADMIN_BASE}/emails/overzicht`);
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

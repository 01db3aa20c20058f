/** Password self-service and accessibility of the login and portal screens. */
import { DEMO_PASSWORD, loginAs, submitLogin, toasts } from "./auth-helpers.ts";
import { runAxe, violationLines } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { settled } from "./settled.ts";

test("a logged-in user changes its password (current one required) and logs in with the new one", async ({
  page,
}) => {
  // the second demo customer: no other journey logs in with it
  await page.goto("/login-status");
  await submitLogin(page, "anouk.meijer@example.com", DEMO_PASSWORD);
  await expect(page).toHaveURL("/status");
  await page.getByRole("link", { name: "Wachtwoord wijzigen" }).click();
  await expect(page).toHaveURL("/account/wachtwoord");

  const current = page.getByLabel("Huidig wachtwoord");
  const next = page.getByLabel("Nieuw wachtwoord", { exact: true });
  const repeat = page.getByLabel("Herhaal nieuw wachtwoord");
  const submit = page.getByRole("button", { name: "Wachtwoord wijzigen" });

  // nothing typed: "required", not "too short"; then a short one that differs: both at once
  await submit.click();
  await expect(page.getByText("Het is verplicht om het veld 'Nieuw wachtwoord' in te vullen")).toBeVisible();
  await expect(page.getByText("Het veld 'Nieuw wachtwoord' is te kort")).toHaveCount(0);
  await expect(current).toBeFocused();
  await current.fill("not-my-password");
  await next.fill("kort");
  await repeat.fill("kort2");
  await submit.click();
  await expect(page.getByText("Het veld 'Nieuw wachtwoord' is te kort")).toBeVisible();
  await expect(page.getByText("De wachtwoorden zijn niet gelijk")).toBeVisible();
  await expect(next).toBeFocused();

  await next.fill("Nieuw-Wachtwoord-42");
  await repeat.fill("Nieuw-Wachtwoord-4");
  await submit.click();
  await expect(page.getByText("De wachtwoorden zijn niet gelijk")).toBeVisible();

  await repeat.fill("Nieuw-Wachtwoord-42");
  await submit.click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Het huidige wachtwoord is niet juist")).toBeVisible();

  await current.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(toasts(page)).toContainText("Je wachtwoord is gewijzigd");

  await page.getByRole("link", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login-status");
  await submitLogin(page, "anouk.meijer@example.com", DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Ongeldige gebruikersnaam of wachtwoord");
  await submitLogin(page, "anouk.meijer@example.com", "Nieuw-Wachtwoord-42");
  await expect(page).toHaveURL("/status");
});

test("the reset screen without a token offers a new link", async ({ page }) => {
  await page.goto("/en/reset-password");
  await expect(page.getByRole("alert")).toContainText("This link is incomplete");
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/en/forgot-password");
});

test("an invalid reset token is refused with the server's message", async ({ page }) => {
  await page.goto("/wachtwoord-herstellen?token=not-a-real-token");
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Heel-Sterk-Wachtwoord-9");
  await page.getByLabel("Herhaal nieuw wachtwoord").fill("Heel-Sterk-Wachtwoord-9");
  await page.getByRole("button", { name: "Nieuw wachtwoord opslaan" }).click();
  await expect(page.getByRole("alert")).toContainText(/ongeldig, al gebruikt of verlopen/);
});

async function expectAccessible(page: Page) {
  await settled(page);
  expect(violationLines(await runAxe(page), ["serious", "critical"])).toEqual([]);
}

test("the login and portal screens have no serious accessibility problems", async ({ page }) => {
  await page.goto("/login-zzp");
  await expectAccessible(page);
  await loginAs(page, "zzp");
  await expect(page.getByTestId("zzp-row").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Product toevoegen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

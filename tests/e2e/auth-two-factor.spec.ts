/**
 * Two-step verification, end to end in a browser: an administrator enrols from the admin menu (QR
 * code and the key as text, one code), sees the recovery codes once, logs out and logs in again with
 * password and code. The codes are computed here with the server's own TOTP module.
 */
import { totpCode, totpStep } from "../../server/auth/totp.ts";
import { apiWrite, login } from "./admin-support.ts";
import { submitLogin } from "./auth-helpers.ts";
import { runAxe, violationLines } from "./axe.ts";
import { ADMIN_BASE, expect, type Page, test } from "./fixtures.ts";
import { settled } from "./settled.ts";

async function expectAccessible(page: Page) {
  await settled(page);
  expect(violationLines(await runAxe(page), ["serious", "critical"])).toEqual([]);
}

test("an administrator turns on two-step verification and logs in with password and code", async ({
  page,
}, testInfo) => {
  // a fresh administrator of its own, so the demo admin of the other journeys stays as it is
  const email = `tweestaps-${Date.now().toString(36)}@example.com`;
  const password = "Tweestaps-Beheer-2026";
  await login(page);
  await apiWrite(page, "POST", "register", {
    name: "Tweestaps Beheerder",
    email,
    role: "cms-admin",
    password,
  });
  await apiWrite(page, "POST", "logout", {});
  await page.context().clearCookies();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login-admin");
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(ADMIN_BASE);
  await page
    .getByRole("navigation", { name: "Beheermenu" })
    .getByRole("link", { name: "Tweestapsverificatie" })
    .click();
  await expect(page).toHaveURL("/account/tweestapsverificatie");
  await expect(page.getByTestId("two-factor-state")).toHaveText("Tweestapsverificatie staat uit.");

  await page.getByRole("button", { name: "Tweestapsverificatie instellen" }).click();
  // the password again first (a stolen session cannot enrol its own phone)
  await page.getByLabel("Huidig wachtwoord").fill(password);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page.getByRole("img", { name: "QR-code voor de authenticator-app" })).toBeVisible();
  const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: testInfo.outputPath("enrol-1280.png"), fullPage: true });
  await expectAccessible(page);

  const code = page.getByLabel("Code", { exact: true });
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  const enrolStep = totpStep(new Date());
  await code.fill(totpCode(secret, enrolStep));
  await page.getByRole("button", { name: "Aanzetten" }).click();

  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.getByRole("button", { name: "Ik heb deze codes bewaard" }).click();
  await expect(page.getByTestId("two-factor-state")).toHaveText("Tweestapsverificatie staat aan.");
  await expect(page.getByText("Herstelcodes over: 10.")).toBeVisible();
  // the same screen in English
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/en/account/two-step-verification");
  await expect(page.getByTestId("two-factor-state")).toHaveText("Two-step verification is on.");
  await expect(page.getByText("Recovery codes left: 10.")).toBeVisible();
  await page.getByRole("link", { name: "Nederlands" }).click();
  await expect(page).toHaveURL("/account/tweestapsverificatie");

  await page.getByRole("link", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL("/login-admin");

  // on a phone: the password, then the code on the same screen
  await page.setViewportSize({ width: 375, height: 800 });
  await submitLogin(page, email, password);
  await expect(page.getByRole("heading", { name: "Vul je code in" })).toBeVisible();
  await expect(page).toHaveURL("/login-admin");
  const step = page.getByLabel("Code", { exact: true });
  await expect(step).toBeFocused();
  await step.fill("000000" === totpCode(secret, totpStep(new Date()) + 1) ? "111111" : "000000");
  await page.getByRole("button", { name: "Controleren" }).click();
  await expect(page.getByText("Deze code klopt niet")).toBeVisible();
  // the focus is back on the field, ready for the next try
  await expect(step).toBeFocused();
  // the enrolment's code again, still within its time: "wait for the next code", not "wrong"
  // (only when the journey took under a minute; on a slow machine the code is simply too old)
  if (totpStep(new Date()) - enrolStep <= 1) {
    await step.fill(totpCode(secret, enrolStep));
    await page.getByRole("button", { name: "Controleren" }).click();
    await expect(
      page.getByText("Deze code is net al gebruikt. Wacht op de volgende code in je app"),
    ).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath("code-375.png"), fullPage: true });
  await expectAccessible(page);

  // the recovery-code option switches the field, and back
  await page.getByRole("button", { name: "Gebruik een herstelcode" }).click();
  await expect(page.getByLabel("Herstelcode")).toBeVisible();
  // the screen asks for a recovery code, no longer for six digits
  await expect(page.getByRole("heading", { name: "Vul een herstelcode in" })).toBeVisible();
  await expect(page.getByText(/6 cijfers/)).toHaveCount(0);
  await page.getByRole("button", { name: "Gebruik de code uit de app" }).click();

  // the code of the coming step: the enrolment's code was used in this step or an earlier one, and a
  // used code is refused (a phone a little ahead shows exactly this one; one step of drift is allowed)
  await page.getByLabel("Code", { exact: true }).fill(totpCode(secret, totpStep(new Date()) + 1));
  await page.getByRole("button", { name: "Controleren" }).click();
  await expect(page).toHaveURL(ADMIN_BASE);
});

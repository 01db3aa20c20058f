/**
 * The four logins, the redirect parameter, the guards (server and browser) and logout
 * (requirements §2, §6, §8). Runs against the built server on a fresh demo database.
 */

import { accounts, DEMO_PASSWORD, loginAs, publicNotice, submitLogin, toasts } from "./auth-helpers.ts";
import { ADMIN_BASE, expect, test } from "./fixtures.ts";

const NO_PERMISSION =
  "Je hebt geen toestemming om deze pagina te bekijken. Voor de gevraagde pagina is de juiste autorisatie nodig.";

test.describe("logins", () => {
  for (const key of ["status", "zzp", "accountant", "admin"] as const) {
    test(`${key} logs in through ${accounts[key].login} and lands on ${accounts[key].home}`, async ({
      page,
    }) => {
      await loginAs(page, key);
      // the state cookie keeps the UI logged in on reload (3 days, readable, not Secure)
      const state = (await page.context().cookies()).find((cookie) => cookie.name === "user_state");
      expect(state?.httpOnly).toBe(false);
      expect(state?.secure).toBe(false);
      expect(state && state.expires - Date.now() / 1000).toBeGreaterThan(2.9 * 24 * 3600);
      if (key !== "admin") {
        await page.reload();
        await expect(page.getByTestId("portal-user")).toContainText(accounts[key].name);
      }
    });
  }

  test("the English login works and keeps the language", async ({ page }) => {
    await page.goto("/en/login-zzp");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner login");
    await submitLogin(page, accounts.zzp.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/zzp$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your products");
  });

  test("wrong credentials show 'Invalid username or password'", async ({ page }) => {
    await page.goto("/en/login-status");
    await submitLogin(page, accounts.status.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/en\/login-status$/);
    // the focus stays in the form, on the message (not on the page's body)
    await expect(page.locator("#login-error")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail address")).toBeFocused();
  });

  test("five wrong passwords lock the account and the lockout message says how long", async ({ page }) => {
    // a demo account no other journey uses: it stays locked for 15 minutes
    await page.goto("/en/login-zzp");
    for (let attempt = 1; attempt <= 6; attempt++) {
      await submitLogin(page, "eva.visser@example.com", `wrong-${attempt}`);
      const alert = page.getByRole("alert");
      await expect(alert).toBeVisible();
      if (/locked/.test((await alert.textContent()) ?? "")) break;
    }
    await expect(page.getByRole("alert")).toContainText(/temporarily locked .* Try again in \d+ minutes/);
    await expect(page.getByText("Account temporarily locked")).toBeVisible();
    // even the right password is refused now
    await submitLogin(page, "eva.visser@example.com", DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toContainText(/Try again in \d+ minutes/);
  });

  test("has a 'Forgot password?' link", async ({ page }) => {
    await page.goto("/en/login-boekhouding");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/en\/forgot-password/);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByLabel("E-mail address").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status")).toContainText(/If an account exists/);
  });
});

test("a login before the page's script runs is not sent, and never puts the password in the address", async ({
  browser,
}) => {
  // as on a slow phone or with scripts blocked: the button says it is not ready (disabled), and Enter
  // in a field sends nothing either (a form whose default button is disabled is not submitted)
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login-zzp");
  await page.getByLabel("E-mailadres").fill("zzp@example.com");
  await page.getByLabel("Wachtwoord").fill("Secret-in-the-url-1");
  await expect(page.getByRole("button", { name: "Inloggen" })).toBeDisabled();
  await page.getByLabel("Wachtwoord").press("Enter");
  await page.waitForLoadState();
  await expect(page).toHaveURL("/login-zzp");
  expect(page.url()).not.toContain("Secret-in-the-url-1");
  await context.close();
});

test.describe("redirect parameter", () => {
  test("a visitor is sent to the right login with the redirect, and back after login", async ({ page }) => {
    await page.goto("/zzp?view=stock");
    await expect(page).toHaveURL(`/login-zzp?redirect=${encodeURIComponent("/zzp?view=stock")}`);
    await submitLogin(page, accounts.zzp.email, DEMO_PASSWORD);
    await expect(page).toHaveURL("/zzp?view=stock");
  });

  for (const [path, login] of [
    ["/status", "/login-status"],
    ["/zzp", "/login-zzp"],
    ["/boekhouding", "/login-boekhouding"],
    [ADMIN_BASE, "/login-admin"],
    ["/en/status", "/en/login-status"],
  ] as const) {
    test(`a visitor opening ${path} goes to ${login}?redirect=…`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${login}?redirect=${encodeURIComponent(path)}`);
    });
  }

  for (const evil of [
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
  ]) {
    test(`an external redirect value (${evil}) is ignored`, async ({ page }) => {
      await page.goto(`/login-zzp?redirect=${encodeURIComponent(evil)}`);
      await submitLogin(page, accounts.zzp.email, DEMO_PASSWORD);
      await expect(page).toHaveURL("/zzp");
    });
  }
});

test.describe("guards", () => {
  test("server side: /status without a session is a 302 to the login and shows nothing of the screen", async ({
    request,
  }) => {
    const response = await request.get("/status", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/login-status?redirect=%2Fstatus");
    expect(response.headers()["cache-control"]).toContain("no-store");
    const body = await response.text();
    expect(body).not.toMatch(/Status van je opdrachten|Nieuwe computer|Reparaties/);
  });

  test("a protected page is sent with Cache-Control: no-store", async ({ page }) => {
    await loginAs(page, "accountant");
    const response = await page.request.get("/boekhouding", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
  });

  test("another role's page gives the permission message and the own home", async ({ page }) => {
    await loginAs(page, "zzp");
    await page.goto("/status");
    await expect(page).toHaveURL("/zzp");
    await expect(toasts(page)).toContainText(NO_PERMISSION);
    // also on a client-side navigation to the accountant's page
    await page.goto("/boekhouding");
    await expect(page).toHaveURL("/zzp");
    await expect(toasts(page)).toContainText(NO_PERMISSION);
  });

  test("a status user opening the admin area lands on /status with the message", async ({ page }) => {
    await loginAs(page, "status");
    await page.goto(ADMIN_BASE);
    await expect(page).toHaveURL("/status");
    await expect(toasts(page)).toContainText(NO_PERMISSION);
  });

  test("the login of the own role goes to the own home; another role's login goes home with the message", async ({
    page,
  }) => {
    await loginAs(page, "accountant");
    await page.goto("/login-boekhouding");
    await expect(page).toHaveURL("/boekhouding");
    await page.goto("/en/login-zzp");
    await expect(page).toHaveURL("/en");
    await expect(publicNotice(page)).toContainText(
      "You are already logged in with another account with another role, please logout first to be able to login with another account.",
    );
  });

  test("the not-logged-in and no-permission screens exist in both languages", async ({ page }) => {
    await page.goto("/niet-ingelogd");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niet ingelogd");
    await page.goto("/en/no-permission");
    await expect(page.getByText(/You do not have permission to view this page/)).toBeVisible();
    await page.goto("/account/wachtwoord");
    await expect(page).toHaveURL(/\/niet-ingelogd\?redirect=/);
  });
});

test.describe("logout", () => {
  for (const key of ["status", "zzp", "accountant"] as const) {
    test(`logout from the ${key} portal`, async ({ page }) => {
      await loginAs(page, key);
      await page.getByRole("link", { name: "Uitloggen" }).click();
      await expect(page).toHaveURL(accounts[key].login);
      const names = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain("session");
      expect(names).not.toContain("user_state");
      await page.goto(accounts[key].home);
      await expect(page).toHaveURL(new RegExp(`${accounts[key].login}\\?redirect=`));
    });
  }

  test("/en/logout goes to the English login", async ({ page }) => {
    await loginAs(page, "status");
    await page.goto("/en/logout");
    await expect(page).toHaveURL("/en/login-status");
  });
});

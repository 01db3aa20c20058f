/**
 * Issue 10: the Content-Security-Policy has no 'unsafe-eval', and no page may trip it — zod 4 compiles
 * validators with `new Function` unless `jitless` is set before the first schema is built
 * (app/lib/zod-jitless.ts). A public page, the admin login form and an admin content form are opened
 * and used; the browser must report no CSP violation.
 */

import { accounts, DEMO_PASSWORD, submitLogin } from "./auth-helpers.ts";
import { adminRe, expect, type Page, test } from "./fixtures.ts";

/** every CSP violation and console error about the policy, from the first script on */
function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(message.text())) seen.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/EvalError|Content Security Policy/i.test(error.message)) seen.push(error.message);
  });
  return seen;
}

test("no CSP violation (eval) on a public page, the login form and an admin form", async ({ page }) => {
  const violations = watchViolations(page);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const policy = (await page.goto("/"))?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src");
  expect(policy).not.toContain("unsafe-eval");
  await expect(page.locator("h1").first()).toBeVisible();
  // the login form validates in the browser: send it without a password first
  await page.goto(accounts.admin.login);
  await submitLogin(page, accounts.admin.email, "");
  await submitLogin(page, accounts.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(adminRe());
  await page
    .getByRole("link", { name: /^Pagina's$/ })
    .first()
    .click();
  await page
    .getByRole("link", { name: /toevoegen/i })
    .first()
    .click();
  await expect(page.getByRole("textbox", { name: "Titel", exact: true }).first()).toBeVisible();
  // validate the form in the browser: save it empty
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText(/verplicht/).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a NUL in a page address is the not-found page, never a server error", async ({ page }) => {
  for (const address of [
    "/nieuws/a%00b",
    "/en/news/a%00b",
    "/producten/a%00b",
    "/a%00b",
    "/nieuws/a%00b.data",
  ]) {
    const res = await page.request.get(address);
    expect(res.status(), address).toBe(404);
    expect(await res.text(), address).not.toMatch(/Failed query|select "|params:/i);
  }
  for (const address of ["/assets/a%00b.js", "/uploads/a%00b.jpg", "/favicon%00.ico", "/?page=a%00b"]) {
    expect((await page.request.get(address)).status(), address).toBeLessThan(500);
  }
  // and by following a link a person could be sent
  await page.goto("/nieuws/a%00b");
  await expect(page.locator("h1").first()).toBeVisible();
});

/**
 * Logout and login screens without the session they expect: going Back to the logout
 * page after logging out posts no logout (it answered 401) but goes home; a login page opened by a
 * user of another role shows the 'other account' message on the home page, not a not-found page.
 */

import { loginAs, publicNotice } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

const NOT_FOUND = /^(Pagina niet gevonden|Page not found)$/;

test("after logging out, Back or the logout address again goes home without a logout request", async ({
  page,
}) => {
  const logoutAnswers: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/logout") logoutAnswers.push(r.status());
  });
  await loginAs(page, "zzp");
  await page.getByRole("link", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/login-zzp$/);
  expect(logoutAnswers).toEqual([200]);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/uitloggen$/);
  await page.goto("/uitloggen");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/en/logout");
  await expect(page).toHaveURL(/\/en$/);
  expect(logoutAnswers).toEqual([200]);
});

test("an admin opening /login-status sees the other-account message on the home page", async ({ page }) => {
  await loginAs(page, "admin");
  await page.goto("/login-status");
  await expect(publicNotice(page)).toContainText(
    "Je bent al ingelogd met een ander account met een andere rol",
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

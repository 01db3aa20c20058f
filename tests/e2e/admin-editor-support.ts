/**
 * What the editor-screen journeys share (admin-editor-layout, admin-editor-content and
 * admin-editor-screenshots .spec.ts): the two sizes, the admin menu as an editor reaches it, the
 * interface language switch, element boxes and the words of both interface languages.
 */
import { expect, type Locator, type Page } from "./fixtures.ts";

export const sizes = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;
export const phoneWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** the admin menu's link, as an editor reaches it (on a phone the menu opens first) */
export async function openFromMenu(page: Page, name: string | RegExp) {
  if (phoneWidth(page)) await page.getByRole("button", { name: /Menu/ }).click();
  await page
    .locator("#admin-menu")
    .getByRole("link", { name, exact: typeof name === "string" })
    .click();
}

/** the interface language, switched with the top bar's button */
export async function useLanguage(page: Page, lang: "nl" | "en") {
  const toEnglish = page.getByRole("button", { name: "English", exact: true });
  if (lang === "en") {
    await toEnglish.click();
    await expect(page.getByRole("button", { name: "Nederlands", exact: true })).toBeVisible();
  }
}

type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found as Box;
}

export const words = {
  nl: {
    news: "Nieuws",
    add: "Toevoegen",
    save: "Opslaan",
    fix: "Niet alle velden zijn goed ingevuld",
    twoFactor: "Tweestapsverificatie",
    password: "Wachtwoord wijzigen",
  },
  en: {
    news: "News",
    add: "Add",
    save: "Save",
    fix: "Some fields are not filled in correctly",
    twoFactor: "Two-step verification",
    password: "Change password",
  },
};

/** Shared steps of the admin journeys: log in through the API, write through the API, test images. */

import sharp from "sharp";
import { expect, type Page } from "./fixtures.ts";

export const ADMIN = { email: "admin@example.com", password: "Demo-2026!" };

async function xsrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  let token = cookies.find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!token) {
    await page.request.get("/api/csrf-cookie");
    token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
  }
  return decodeURIComponent(token ?? "");
}

/** log in as (by default) the demo admin: the browser context gets the session cookie */
export async function login(page: Page, who: { email: string; password: string } = ADMIN) {
  await page.request.get("/api/csrf-cookie");
  const res = await page.request.post("/api/login", {
    headers: { "x-xsrf-token": await xsrf(page) },
    data: who,
  });
  expect(res.status(), await res.text()).toBe(200);
  // a new session binds a new CSRF token
  await page.request.get("/api/csrf-cookie");
}

export async function apiWrite<T = unknown>(
  page: Page,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { "x-xsrf-token": await xsrf(page), "content-type": "application/json" },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { data: T };
}

export async function apiGet<T = unknown>(page: Page, path: string) {
  const res = await page.request.get(`/api/${path}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: T; meta?: { total: number } };
}

/** a real PNG (the server re-encodes uploads, so it must be an image) */
export async function png(color = "#1257b0", name = "test.png") {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** upload into the FilePond of a form field and wait until the form shows the stored image */
export async function uploadInto(
  page: Page,
  field: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const box = page.locator(`[data-field="${field}"]`);
  await box.locator("input[type=file]").setInputFiles(file);
  await expect(box.locator("img[src^='/uploads/']")).toBeVisible({ timeout: 20_000 });
}

/**
 * Waits, with the pointer away from them, until the admin's toasts have gone. They sit at the bottom
 * right, where a screen's last buttons (the revision history's) come to lie when scrolled to; under
 * the pointer they expand and stay, and a click meant for the button went to them (seen in CI). A
 * person waits until they have gone; so does a journey before it clicks there.
 */
export async function toastsGone(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** wait for a toast with this text */
export async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible({
    timeout: 15_000,
  });
}

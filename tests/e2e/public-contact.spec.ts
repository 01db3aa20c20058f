/**
 * Contact journeys with scripts: the dialog island (title, close button, focus inside, Escape, focus
 * back), requirements §5 field messages, the requirements §7 success text replacing the form, the
 * message stored (read back through the admin API), and the call-back and remote-assistance forms
 * on their pages, which post as documents (the same with and without scripts; the journeys without
 * scripts: public-forms-nojs.spec.ts).
 */

import path from "node:path";
import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

/** open a page and wait until its boot script has enhanced it (the contact links open the dialog) */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor();
  // decide on cookies first, as a visitor would: the consent box covers the lower left corner
  await decideConsent(page, "necessary", 1500);
  return response;
}

async function openModal(page: Page, path: string, buttonName: string) {
  await visit(page, path);
  const opener = page.getByRole("contentinfo").getByRole("link", { name: buttonName });
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test("contact modal: title, close button, Escape closes and focus returns", async ({ page }) => {
  const { dialog, opener } = await openModal(page, "/en", "Send us a message");
  await expect(dialog.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("contact modal: focus stays inside the dialog", async ({ page }) => {
  const { dialog } = await openModal(page, "/", "Stuur ons een bericht");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate(
      (el) => el.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
});

test("contact modal (en): required and e-mail messages, then success and the message is stored", async ({
  page,
}) => {
  const { dialog } = await openModal(page, "/en", "Send us a message");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toContainText("It is required to fill in the field 'Name'");
  await expect(dialog).toContainText("It is required to fill in the field 'E-mail'");
  await expect(dialog).toContainText("It is required to fill in the field 'Message'");
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Name")).toBeFocused();

  const name = `E2E visitor ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByLabel("Message").fill("My laptop does not start.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toContainText("The 'E-mail' field must be a valid e-mail address");
  await expect(dialog).not.toContainText("It is required to fill in the field 'Name'");

  await dialog.getByLabel("E-mail").fill("visitor@example.com");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "The message has been sent successfully, we will contact you as soon as possible.",
  );
  await expect(dialog.getByRole("button", { name: "Send" })).toHaveCount(0);

  // stored: read it back through the admin API
  const api = page.request;
  await api.get("/api/csrf-cookie?_format=json");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const login = await api.post("/api/login?_format=json", {
    data: { email: "admin@example.com", password: "Demo-2026!" },
    headers: { "x-xsrf-token": decodeURIComponent(token) },
  });
  expect(login.ok()).toBe(true);
  const emails = await api.get("/api/emails?_format=json&per_page=100");
  expect(emails.ok()).toBe(true);
  const body = (await emails.json()) as { data: { name: string; email: string }[] };
  expect(body.data.some((e) => e.name === name && e.email === "visitor@example.com")).toBe(true);
});

test("contact page (nl): Dutch messages, the call-back form (document posts)", async ({ page }) => {
  await visit(page, "/contact");
  const main = page.locator("main");
  const contact = main.locator("form#b-contact");
  await contact.getByRole("button", { name: "Versturen" }).click();
  await expect(contact).toContainText("Het is verplicht om het veld 'Naam' in te vullen");
  await expect(contact).toContainText("Het is verplicht om het veld 'Bericht' in te vullen");
  // the page opens on the list of messages
  await expect(contact.getByRole("alert").first()).toBeFocused();

  const callback = main.locator("form#callback");
  await callback.getByRole("button", { name: "Versturen" }).click();
  await expect(callback).toContainText("Het is verplicht om het veld 'Telefoonnummer' in te vullen");
  await callback.getByLabel("Naam").fill("Bel Terug");
  await callback.getByLabel("Telefoonnummer").fill("015 123 45 67");
  await callback.getByRole("button", { name: "Versturen" }).click();
  await expect(main.getByRole("status").last()).toContainText("we bellen je zo snel mogelijk terug");
  await expect(main.getByRole("status").last()).toBeFocused();
});

test("remote help: the remote-assistance form leads to the TeamViewer step", async ({ page }) => {
  await visit(page, "/en/remote-help");
  const form = page.locator("main form").last();
  await form.getByRole("button", { name: "Send" }).click();
  // posted as a document: the page comes back with the message at its form
  await expect(page).toHaveURL(/\/en\/remote-help$/);
  await expect(form).toContainText("It is required to fill in the field 'Describe the problem'");
  await form.getByLabel("Name").fill("Remote Visitor");
  await form.getByLabel("E-mail").fill("remote@example.com");
  await form.getByLabel("Phone number").fill("0612345678");
  await form.getByLabel("Describe the problem").fill("Printer does not print.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText("Next step: install TeamViewer.");
  await page.getByRole("link", { name: "Go to the TeamViewer download step" }).click();
  await expect(page).toHaveURL(/\/en\/remote-help\/teamviewer$/);
  await expect(page.getByTestId("teamviewer-download")).toHaveAttribute(
    "href",
    "https://www.teamviewer.com/en/download/",
  );
  await visit(page, "/hulp-op-afstand/teamviewer");
  await expect(page.getByTestId("teamviewer-download")).toHaveAttribute(
    "href",
    "https://www.teamviewer.com/nl/download/",
  );
});

test("a message whose answer got lost, then changed and sent again, is stored as changed", async ({
  page,
}) => {
  const { dialog } = await openModal(page, "/en", "Send us a message");
  const name = `E2E lost answer ${Date.now()}`;
  // the server takes the message, but the answer never reaches the browser (nor those of the retries)
  let loseAnswers = true;
  await page.route("**/api/send-contact-email**", async (route) => {
    if (!loseAnswers) return route.continue();
    await route.fetch();
    await route.abort("failed");
  });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("E-mail").fill("visitor@example.com");
  await dialog.getByLabel("Message").fill("First version.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible({ timeout: 20_000 });

  // the visitor changes the message and sends again: a new request, not the first one's answer
  loseAnswers = false;
  await dialog.getByLabel("Message").fill("Second version, with more detail.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "The message has been sent successfully, we will contact you as soon as possible.",
  );

  const api = page.request;
  await api.get("/api/csrf-cookie?_format=json");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const login = await api.post("/api/login?_format=json", {
    data: { email: "admin@example.com", password: "Demo-2026!" },
    headers: { "x-xsrf-token": decodeURIComponent(token) },
  });
  expect(login.ok()).toBe(true);
  const emails = await api.get("/api/emails?_format=json&per_page=100");
  const body = (await emails.json()) as { data: { name: string; message: string }[] };
  const mine = body.data.filter((e) => e.name === name).map((e) => e.message);
  // the first version once (its retries were not run again), the second version as typed
  expect(mine.sort()).toEqual(["First version.", "Second version, with more detail."]);
});

test("a browser without crypto.randomUUID (plain http, Safari before 15.4) still sends a form", async ({
  page,
}) => {
  // as on a page served over plain http: the browser offers no randomUUID outside secure contexts
  await page.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, "randomUUID", { value: undefined, configurable: true });
  });
  const { dialog } = await openModal(page, "/en", "Send us a message");
  await dialog.getByLabel("Name").fill("Plain Http");
  await dialog.getByLabel("E-mail").fill("plain@example.com");
  await dialog.getByLabel("Message").fill("Sent from an older browser.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "The message has been sent successfully, we will contact you as soon as possible.",
  );
});

test("an unexpected error while sending ends in the failure text, not in a button that keeps spinning", async ({
  page,
}) => {
  const { dialog: form } = await openModal(page, "/", "Stuur ons een bericht");
  // from now on the browser can make no random key at all (after the cookie choice, which needs one):
  // the send cannot start
  await page.evaluate(() => {
    Object.defineProperty(Crypto.prototype, "randomUUID", { value: undefined, configurable: true });
    Object.defineProperty(Crypto.prototype, "getRandomValues", {
      value: () => {
        throw new Error("no random values");
      },
      configurable: true,
    });
  });
  await form.getByLabel("Naam").fill("Geen Toeval");
  await form.getByLabel("E-mail").fill("toeval@example.com");
  await form.getByLabel("Bericht").fill("Dit lukt niet.");
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(form.getByRole("alert")).toContainText("Sorry, er ging iets mis.");
  await expect(form.getByRole("button", { name: "Versturen" })).toBeEnabled();
});

test("the dialog opens from the footer's message button, is not in the first load, and keeps the page's language; the header's appointment button leads to the booking page", async ({
  page,
}) => {
  // the header shows its appointment button between the phone and the desktop layout
  await page.setViewportSize({ width: 800, height: 900 });
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
  });
  await visit(page, "/en/contact");
  expect(loaded.filter((p) => /contact-dialog/.test(p))).toEqual([]);
  await expect(page.getByRole("banner").getByRole("link", { name: "Make an appointment" })).toHaveAttribute(
    "href",
    "/en/appointment",
  );
  const opener = page.getByRole("contentinfo").getByRole("link", { name: "Send us a message" });
  await expect(opener).toHaveAttribute("href", "/en/contact");
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Send us a message" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/contact$/);
  expect(loaded.some((p) => /contact-dialog/.test(p))).toBe(true);
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
});

for (const width of [375, 1280]) {
  for (const lang of ["nl", "en"] as const) {
    test(`the dialog at ${width} px in ${lang}: messages and the confirmation (screenshots)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const words =
        lang === "nl"
          ? {
              open: "Stuur ons een bericht",
              send: "Versturen",
              name: "Naam",
              email: "E-mail",
              message: "Bericht",
            }
          : { open: "Send us a message", send: "Send", name: "Name", email: "E-mail", message: "Message" };
      const { dialog } = await openModal(page, lang === "nl" ? "/" : "/en", words.open);
      await dialog.getByRole("button", { name: words.send }).click();
      await expect(dialog.getByLabel(words.name)).toHaveAttribute("aria-invalid", "true");
      await page.screenshot({ path: path.join(screenshotDir, `contact-dialog-errors-${lang}-${width}.png`) });
      await dialog.getByLabel(words.name).fill(`Dialog ${lang} ${width}`);
      await dialog.getByLabel(words.email).fill("dialog@example.com");
      await dialog.getByLabel(words.message).fill("Screenshot message.");
      await dialog.getByRole("button", { name: words.send }).click();
      await expect(dialog.getByRole("status")).toBeFocused();
      await page.screenshot({ path: path.join(screenshotDir, `contact-dialog-sent-${lang}-${width}.png`) });
    });
  }
}

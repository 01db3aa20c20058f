/**
 * The public forms without JavaScript (issue 20), at 375 and 1280 px in Dutch and English: each form
 * posted with an error (the page comes back with each field's message in the page's language, what
 * was typed kept, the list of messages focused) and then correctly (the confirmation in the form's
 * place), and a product question from a product page through the contact page. Submitted with the
 * keyboard (Enter on the focused button), as a person can, so no floating box can be in the way.
 * Screenshots of the messages and the confirmation go to the screenshot folder (screenshot-dir.ts).
 */
import path from "node:path";
import { expect, type Locator, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

test.use({ javaScriptEnabled: false });

const texts = {
  nl: {
    contact: "/contact",
    remote: "/hulp-op-afstand",
    product: "/verkoop/product-verkoop/macbook-air-m2",
    productTitle: "MacBook Air M2 (zo goed als nieuw)",
    ask: "Interesse? Vraag naar dit product",
    send: "Versturen",
    name: "Naam",
    email: "E-mail",
    phone: "Telefoonnummer",
    message: "Bericht",
    problem: "Beschrijf het probleem",
    check: "Controleer het volgende:",
    required: (label: string) => `Het is verplicht om het veld '${label}' in te vullen`,
    sent: "Het bericht is succesvol verzonden, we nemen zo snel mogelijk contact met je op.",
    callbackSent: "Bedankt, we bellen je zo snel mogelijk terug.",
    remoteSent: "Bedankt, je aanvraag is ontvangen. Volgende stap: installeer TeamViewer.",
    about: "Je vraag gaat over:",
  },
  en: {
    contact: "/en/contact",
    remote: "/en/remote-help",
    product: "/en/sale/product-sale/macbook-air-m2",
    productTitle: "MacBook Air M2 (as new)",
    ask: "Interested? Ask about this product",
    send: "Send",
    name: "Name",
    email: "E-mail",
    phone: "Phone number",
    message: "Message",
    problem: "Describe the problem",
    check: "Please check the following:",
    required: (label: string) => `It is required to fill in the field '${label}'`,
    sent: "The message has been sent successfully, we will contact you as soon as possible.",
    callbackSent: "Thank you, we will call you back as soon as possible.",
    remoteSent: "Thank you, your request has been received. Next step: install TeamViewer.",
    about: "Your question is about:",
  },
} as const;

/** submit as a keyboard user: focus the form's button and press Enter; wait for the new page */
async function submit(page: Page, form: Locator, label: string) {
  const button = form.getByRole("button", { name: label });
  await button.focus();
  await Promise.all([page.waitForEvent("load"), button.press("Enter")]);
}

async function shoot(page: Page, target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, `forms-nojs-${name}.png`) });
}

for (const width of [375, 1280]) {
  for (const lang of ["nl", "en"] as const) {
    const t = texts[lang];
    test.describe(`without JavaScript, ${width} px, ${lang}`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("the contact form: messages with what was typed kept, then the confirmation", async ({ page }) => {
        await page.goto(t.contact);
        const form = page.locator("main form#b-contact");
        await form.getByLabel(t.email).fill("not-an-address");
        await form.getByLabel(t.message).fill("Mijn laptop start niet / My laptop does not start.");
        await submit(page, form, t.send);

        const again = page.locator("main form#b-contact");
        const summary = again.getByRole("alert").first();
        await expect(summary).toContainText(t.check);
        await expect(summary).toContainText(t.required(t.name));
        await expect(summary).toBeFocused();
        const name = again.getByLabel(t.name);
        await expect(name).toHaveAttribute("aria-invalid", "true");
        await expect(name).toHaveAttribute("aria-describedby", "b-contact-name-error");
        await expect(again.getByLabel(t.email)).toHaveValue("not-an-address");
        await expect(again.getByLabel(t.email)).toHaveAttribute("aria-invalid", "true");
        await expect(again.getByLabel(t.message)).toHaveValue(
          "Mijn laptop start niet / My laptop does not start.",
        );
        await shoot(page, again, `contact-errors-${lang}-${width}`);

        await name.fill(`No script ${lang} ${width}`);
        await again.getByLabel(t.email).fill("noscript@example.com");
        await submit(page, again, t.send);
        const sent = page.locator("main").getByRole("status");
        await expect(sent).toHaveText(t.sent);
        await expect(sent).toBeFocused();
        await expect(page.locator("main form#b-contact")).toHaveCount(0);
        await shoot(page, sent, `contact-sent-${lang}-${width}`);
      });

      test("the call-back form: the missing phone number, then the confirmation", async ({ page }) => {
        await page.goto(t.contact);
        const form = page.locator("main form#callback");
        await form.getByLabel(t.name).fill("Bel Terug");
        await submit(page, form, t.send);
        const again = page.locator("main form#callback");
        // the form's own words for the field, as with scripts
        await expect(again).toContainText(t.required(t.phone));
        await expect(again.getByLabel(t.name)).toHaveValue("Bel Terug");
        await again.getByLabel(t.phone).fill("015 123 45 67");
        await submit(page, again, t.send);
        await expect(page.locator("main").getByRole("status")).toHaveText(t.callbackSent);
      });

      test("the remote-assistance form: a message, then the confirmation and the TeamViewer step", async ({
        page,
      }) => {
        await page.goto(t.remote);
        const form = page.locator("main form#b-contact");
        await form.getByLabel(t.name).fill("Remote Visitor");
        await submit(page, form, t.send);
        const again = page.locator("main form#b-contact");
        await expect(again.getByRole("alert").first()).toBeFocused();
        await expect(again).toContainText(t.required(t.problem));
        await again.getByLabel(t.email).fill("remote@example.com");
        await again.getByLabel(t.phone).fill("0612345678");
        await again.getByLabel(t.problem).fill("The printer does not print.");
        await submit(page, again, t.send);
        const status = page.locator("main").getByRole("status");
        await expect(status).toContainText(t.remoteSent);
        await expect(status.getByRole("link")).toHaveAttribute("href", /teamviewer$/);
      });

      test("a product question: from the product page to the contact page that names the product", async ({
        page,
      }) => {
        await page.goto(t.product);
        const ask = page.locator("main").getByRole("link", { name: t.ask });
        await expect(ask).toHaveAttribute("href", /\/contact\?product=\d+$/);
        await ask.click();
        await expect(page).toHaveURL(/\/contact\?product=\d+$/);
        const note = page.locator("main").getByTestId("contact-product");
        await expect(note).toHaveText(`${t.about} ${t.productTitle}`);
        const form = page.locator("main form#b-contact");
        await form.getByLabel(t.name).fill(`Koper ${lang} ${width}`);
        await form.getByLabel(t.email).fill("buyer@example.com");
        await form.getByLabel(t.message).fill("Is it still available?");
        await submit(page, form, t.send);
        await expect(page.locator("main").getByRole("status")).toHaveText(t.sent);
      });
    });
  }
}

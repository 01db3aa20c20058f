/**
 * Forms posted without scripts (server/forms/document-post.ts), against the real app: React Router's
 * server build from Vite, the page cache in front, the seeded database, the mail outbox delivering
 * to a real SMTP server on loopback. A post must come from our own origin; it goes through the API's
 * validation, rate limit and idempotency; the page comes back with the outcome, never cached.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailMessages, products } from "#server/db/schema.ts";
import { drainOutbox } from "#server/mail/outbox.ts";
import { cacheKeyOf } from "#server/page-cache/page-cache.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders } from "#tests/support/auth.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";

let t: TestApp;
let sink: SmtpSink;
let ipCounter = 0;
let ip = "";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    renderPages: true,
    seed: true,
    env: {
      SMTP_URL: sink.url,
      COMPANY_EMAIL: "office@delft-it.test",
      PUBLIC_URL: "https://www.example.test",
    },
  });
}, 240_000);

afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

beforeEach(async () => {
  // each test sends from its own address, so one test's rate limit does not hit another
  ip = `198.51.100.${++ipCounter}`;
  // and counts only its own mails
  await drainOutbox(t.deps);
  sink.mails.length = 0;
});

const sameOrigin = { "sec-fetch-site": "same-origin" };

async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = sameOrigin,
) {
  const res = await t.app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
  );
  return { res, html: await res.text() };
}

const contact = (extra: Record<string, string> = {}) => ({
  form: "contact",
  form_id: "b-contact",
  name: "Anna de Vries",
  email: "anna@example.test",
  phone: "",
  message: `Mijn laptop start niet meer (${ip}).`,
  website: "",
  ...extra,
});

const messagesFrom = async (email: string) =>
  t.db.select().from(emailMessages).where(eq(emailMessages.email, email));

/** what the outbox delivers now: the notifications to the company */
async function notifications() {
  await drainOutbox(t.deps);
  return sink.mails.filter((m) => m.to.includes("office@delft-it.test"));
}

describe("the origin of a document post", () => {
  it("refuses a post without Sec-Fetch-Site and Origin (403, in the page's language), storing nothing", async () => {
    const email = `nobody-${ip}@example.test`;
    const { res, html } = await post("/contact", contact({ email }), {});
    expect(res.status).toBe(403);
    expect(html).toContain("Dit formulier kon niet worden verzonden");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  it("refuses a cross-site post and a foreign Origin, in English on an English page", async () => {
    const email = `foreign-${ip}@example.test`;
    const crossSite = await post("/en/contact", contact({ email }), { "sec-fetch-site": "cross-site" });
    expect(crossSite.res.status).toBe(403);
    expect(crossSite.html).toContain("This form could not be sent");
    const sameSite = await post("/en/contact", contact({ email }), { "sec-fetch-site": "same-site" });
    expect(sameSite.res.status).toBe(403);
    const foreign = await post("/en/contact", contact({ email }), { origin: "https://evil.example" });
    expect(foreign.res.status).toBe(403);
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  it("accepts an Origin equal to PUBLIC_URL's where Sec-Fetch-Site is absent", async () => {
    const email = `origin-${ip}@example.test`;
    const { res } = await post("/contact", contact({ email }), { origin: "https://www.example.test" });
    expect(res.status).toBe(200);
    expect(await messagesFrom(email)).toHaveLength(1);
  });
});

describe("a form posted with errors", () => {
  it("comes back (422) with each field's Dutch message, what was typed kept, tied to its field", async () => {
    const { res, html } = await post(
      "/contact",
      contact({ name: "", email: "geen-adres", message: "Hallo <daar>" }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(html).toContain("Het is verplicht om het veld &#x27;Naam&#x27; in te vullen");
    expect(html).toMatch(
      /id="b-contact-email"[^>]*aria-invalid="true"[^>]*aria-describedby="b-contact-email-error"/,
    );
    expect(html).toMatch(/id="b-contact-email"[^>]*value="geen-adres"/);
    // the text, escaped, back in its textarea
    expect(html).toContain("Hallo &lt;daar&gt;</textarea>");
    // the summary lists the messages and opens the page on itself
    expect(html).toMatch(/id="b-contact-errors" role="alert" tabindex="-1" autofocus=""/);
    expect(html).toContain("Controleer het volgende:");
    // in the form's words (its label "E-mail"), as the script path says it
    expect(html).toContain("Het veld &#x27;E-mail&#x27; moet een geldig e-mailadres zijn");
  });

  it("speaks English on the English contact page", async () => {
    const { res, html } = await post("/en/contact", contact({ name: "Ann", email: "" }));
    expect(res.status).toBe(422);
    expect(html).toContain("It is required to fill in the field &#x27;E-mail&#x27;");
    expect(html).toContain("Please check the following:");
    expect(html).toMatch(/id="b-contact-name"[^>]*value="Ann"/);
  });

  it("shows the outcome only at the form that was posted (the call-back form stays empty)", async () => {
    const { html } = await post("/contact", {
      form: "callback",
      form_id: "callback",
      name: "Bob",
      phone: "abc",
    });
    expect(html).toMatch(/id="callback-phone"[^>]*aria-invalid="true"/);
    expect(html).toContain("Het veld &#x27;Telefoonnummer&#x27; is niet geldig");
    expect(html).not.toMatch(/id="b-contact-name"[^>]*aria-invalid/);
  });
});

describe("a form posted correctly", () => {
  it("answers the confirmation in the form's place and sends one notification; a resubmit sends none", async () => {
    const fields = contact({ email: `anna-${ipCounter}@example.test` });
    const first = await post("/contact", fields);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toBe("no-store");
    expect(first.html).toContain(
      "Het bericht is succesvol verzonden, we nemen zo snel mogelijk contact met je op.",
    );
    expect(first.html).not.toContain('id="b-contact-name"');
    expect(await notifications()).toHaveLength(1);

    // the back button and submit again, or a reload that posts again: the same message
    sink.mails.length = 0;
    const again = await post("/contact", fields);
    expect(again.res.status).toBe(200);
    expect(again.html).toContain("Het bericht is succesvol verzonden");
    expect(await messagesFrom(fields.email)).toHaveLength(1);
    expect(await notifications()).toHaveLength(0);

    // a changed message is a new one
    const changed = await post("/contact", { ...fields, message: `${fields.message} En de lader ook niet.` });
    expect(changed.res.status).toBe(200);
    expect(await messagesFrom(fields.email)).toHaveLength(2);
  });

  it("sends the call-back and the remote-assistance form, each with its own confirmation", async () => {
    const callback = await post("/en/contact", {
      form: "callback",
      form_id: "callback",
      name: "Bob",
      phone: "015 123 4567",
      preferred_moment: "In the morning",
      message: "",
    });
    expect(callback.res.status).toBe(200);
    expect(callback.html).toContain("Thank you, we will call you back as soon as possible.");

    const remote = await post("/hulp-op-afstand", {
      form: "remote-assistance",
      form_id: "b-contact",
      name: "Carla",
      email: `carla-${ipCounter}@example.test`,
      phone: "015 765 4321",
      message: "Mijn printer doet niets.",
    });
    expect(remote.res.status).toBe(200);
    expect(remote.html).toContain("Bedankt, je aanvraag is ontvangen. Volgende stap: installeer TeamViewer.");
    expect(await messagesFrom(`carla-${ipCounter}@example.test`)).toMatchObject([
      { kind: "remote-assistance" },
    ]);
  });

  it("is never kept by the page cache: the next visitor gets the empty form", async () => {
    await post("/contact", contact({ email: `cache-${ipCounter}@example.test` }));
    const res = await t.app.request("/contact");
    const html = await res.text();
    expect(html).toContain('id="b-contact-name"');
    expect(html).not.toContain("Het bericht is succesvol verzonden");
  });
});

describe("what the dispatcher does not take", () => {
  it("refuses a body over its limit (413) before anything is sent", async () => {
    const email = `large-${ipCounter}@example.test`;
    const { res } = await post("/contact", contact({ email, message: "x".repeat(200 * 1024) }));
    expect(res.status).toBe(413);
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  it("leaves a post without a known form to React Router (nothing sent)", async () => {
    const { res } = await post("/contact", { form: "newsletter", email: "x@example.test" });
    expect(res.status).toBe(405);
  });

  it("shows the outcome of a post that named no copy of its form at that form", async () => {
    const { res, html } = await post("/contact", { ...contact({ name: "" }), form_id: "" });
    expect(res.status).toBe(422);
    expect(html).toMatch(/id="b-contact-name"[^>]*aria-invalid="true"/);
  });
});

describe("the rate limit", () => {
  it("is the API's: five messages per address, document posts and API calls counted together", async () => {
    for (let i = 0; i < 3; i++) {
      const { res } = await post("/contact", contact({ message: `Vraag ${i}` }));
      expect(res.status).toBe(200);
    }
    for (let i = 3; i < 5; i++) {
      const res = await t.api("send-contact-email", {
        method: "POST",
        headers: { ...(await csrfHeaders(t)), "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ name: "Anna", email: "anna@example.test", message: `Vraag ${i}` }),
      });
      expect(res.status).toBe(200);
    }
    const { res, html } = await post("/contact", contact({ message: "Vraag 6" }));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(html).toContain("Vraag 6</textarea>");
  });
});

describe("a product question without scripts", () => {
  it("names the product on /contact?product=<id> and stores the message with it", async () => {
    const [product] = await t.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.language, "nl"))
      .limit(1);
    const page = await t.app.request(`/contact?product=${product.id}`);
    const html = await page.text();
    expect(html).toContain("Je vraag gaat over:");
    expect(html).toContain(product.title.replaceAll("&", "&amp;"));
    expect(html).toContain(`name="product_id" value="${product.id}"`);

    const email = `product-${ipCounter}@example.test`;
    const { res } = await post(
      `/contact?product=${product.id}`,
      contact({ email, product_id: String(product.id) }),
    );
    expect(res.status).toBe(200);
    expect(await messagesFrom(email)).toMatchObject([
      { product_id: product.id, product_title: product.title },
    ]);

    // the plain contact page (same cache, next request) names no product
    const plain = await (await t.app.request("/contact")).text();
    expect(plain).not.toContain("Je vraag gaat over:");
  });

  it("keeps `product` in the page cache key only as the contact page reads it", () => {
    expect(cacheKeyOf("GET", "/contact?product=12&utm_source=x", null, 1)?.key).toBe("/contact?product=12");
    expect(cacheKeyOf("GET", "/nl/contact?product=12", null, 1)?.key).toBe("/contact?product=12");
    expect(cacheKeyOf("GET", "/en/contact?product=12", null, 1)?.key).toBe("/en/contact?product=12");
    // what the loader ignores, the key ignores
    expect(cacheKeyOf("GET", "/contact?product=012", null, 1)?.key).toBe("/contact");
    expect(cacheKeyOf("GET", "/contact?product=x", null, 1)?.key).toBe("/contact");
    expect(cacheKeyOf("GET", "/contact?product=99999999999", null, 1)?.key).toBe("/contact");
    expect(cacheKeyOf("GET", "/diensten?product=12", null, 1)?.key).toBe("/diensten");
  });

  it("shows the plain contact page for an unknown product", async () => {
    const html = await (await t.app.request("/contact?product=2147483647")).text();
    expect(html).toContain('id="b-contact-name"');
    expect(html).not.toContain("Je vraag gaat over:");
  });
});

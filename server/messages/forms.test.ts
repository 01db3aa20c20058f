/**
 * The three public forms over HTTP, with a real SMTP server on loopback receiving what the outbox sends.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailMessages, mailOutbox } from "#server/db/schema.ts";
import { drainOutbox, startOutboxWorker } from "#server/mail/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders } from "#tests/support/auth.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";

let ipCounter = 0;
/** Each test sends from its own address, so the per-address limit of one test does not hit another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe("public forms with the mail outbox", () => {
  let sink: SmtpSink;
  let t: TestApp;
  let ip: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, COMPANY_EMAIL: "office@delft-it.test" } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    ip = freshIp();
    sink.mails.length = 0;
    await sink.start().catch(() => {}); // already listening is fine
  });

  const send = async (formPath: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api(formPath, {
      method: "POST",
      headers: {
        ...(await csrfHeaders(t)),
        "content-type": "application/json",
        "x-forwarded-for": ip,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it("stores a contact message, then delivers the notification and the confirmation over SMTP", async () => {
    const res = await send("send-contact-email", {
      name: "Anna de Vries",
      email: "anna@example.test",
      phone: "015 123 4567",
      message: "Mijn laptop start niet meer.",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        sent: true,
        message: "Het bericht is succesvol verzonden, we nemen zo snel mogelijk contact met je op.",
      },
    });
    const [stored] = await t.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.email, "anna@example.test"));
    expect(stored).toMatchObject({ kind: "contact", name: "Anna de Vries", read_at: null, language: "nl" });

    expect(await drainOutbox(t.deps)).toEqual({ sent: 2, failed: 0 });
    const notification = sink.mails.find((m) => m.to.includes("office@delft-it.test"));
    const confirmation = sink.mails.find((m) => m.to.includes("anna@example.test"));
    expect(notification?.header("reply-to")).toContain("anna@example.test");
    expect(notification?.raw).toContain("Mijn laptop start niet meer.");
    expect(confirmation?.header("subject")).toContain("ontvangen");
    expect(sink.mails).toHaveLength(2);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.message_id, stored.id));
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
  });

  it("answers and confirms in English when asked", async () => {
    const res = await send(
      "send-remote-assistance-email",
      { name: "Bob", email: "bob@example.test", phone: "+31 6 1234 5678", message: "Printer offline" },
      { "accept-language": "en" },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.message).toBe(
      "The message has been sent successfully, we will contact you as soon as possible.",
    );
    await drainOutbox(t.deps);
    const confirmation = sink.mails.find((m) => m.to.includes("bob@example.test"));
    expect(confirmation?.header("subject")).toBe("We have received your remote assistance request");
    expect(confirmation?.raw).toContain("Thank you for your message");
  });

  it("sends no confirmation for a call-back request without an e-mail address", async () => {
    const res = await send("send-phone-email", {
      name: "Carla",
      phone: "0612345678",
      preferred_moment: "morgen na 14:00",
    });
    expect(res.status).toBe(200);
    await drainOutbox(t.deps);
    expect(sink.mails.map((m) => m.to)).toEqual([["office@delft-it.test"]]);
    expect(sink.mails[0].raw).toContain("morgen na 14:00");
  });

  it("loses nothing while the mail server is down, and sends once it is back", async () => {
    await sink.stop();
    const res = await send("send-contact-email", {
      name: "Dirk",
      email: "dirk@example.test",
      message: "Hallo",
    });
    expect(res.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.email, "dirk@example.test"));
    expect(stored).toBeDefined();

    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, failed: 2 });
    const waiting = await t.db.select().from(mailOutbox).where(eq(mailOutbox.message_id, stored.id));
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeTruthy();
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    }
    // the first failure showed the server is unreachable: the second mail was deferred without waiting
    expect(waiting.map((r) => r.last_error)).toContain("not tried: the mail server was unreachable");
    // not due yet: a normal round leaves the rows alone (back-off)
    expect(await drainOutbox(t.deps)).toEqual({ sent: 0, failed: 0 });

    await sink.start();
    expect(await drainOutbox(t.deps, { now: new Date(Date.now() + 60 * 60_000) })).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(["dirk@example.test", "office@delft-it.test"]);
  });

  it("the background worker sends on its own", async () => {
    await send("send-contact-email", { name: "Eva", email: "eva@example.test", message: "Vraag" });
    const worker = startOutboxWorker(t.deps, { intervalMs: 50 });
    try {
      for (let i = 0; i < 200 && sink.mails.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await worker.stop();
    }
    expect(sink.mails).toHaveLength(2);
  });

  it("a polling worker sends a new message at once, not at its next tick", async () => {
    const worker = startOutboxWorker(t.deps, { intervalMs: 60 * 60_000 });
    try {
      await send("send-contact-email", { name: "Fleur", email: "fleur@example.test", message: "Snel?" });
      for (let i = 0; i < 200 && sink.mails.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await worker.stop();
    }
    expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(["fleur@example.test", "office@delft-it.test"]);
  });

  it("stores a double submit with the same idempotency key once", async () => {
    const body = {
      name: "Frank",
      email: "frank@example.test",
      message: "Eén keer",
      idempotency_key: "k-123",
    };
    const first = await send("send-contact-email", body);
    const second = await send("send-contact-email", body);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    const rows = await t.db.select().from(emailMessages).where(eq(emailMessages.email, "frank@example.test"));
    expect(rows).toHaveLength(1);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 2, failed: 0 });
  });

  it("answers a bot that fills in the honeypot with success and stores nothing", async () => {
    const res = await send("send-contact-email", {
      name: "Bot",
      email: "bot@example.test",
      message: "Buy now",
      website: "http://spam.example",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.sent).toBe(true);
    expect(
      await t.db.select().from(emailMessages).where(eq(emailMessages.email, "bot@example.test")),
    ).toEqual([]);
  });

  it("limits the messages per address (429 with Retry-After)", async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await send("send-phone-email", { name: `Greet ${i}`, phone: "0151234567" });
      expect(ok.status).toBe(200);
    }
    const refused = await send("send-phone-email", { name: "Greet 6", phone: "0151234567" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ title: "Te veel berichten" });
    // another address is not affected
    ip = freshIp();
    expect((await send("send-phone-email", { name: "Henk", phone: "0151234567" })).status).toBe(200);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 6, failed: 0 });
  });

  it("cannot inject mail headers through the fields", async () => {
    const injected = await send("send-contact-email", {
      name: "Ivo\r\nBcc: victim@example.test",
      email: "ivo@example.test\r\nBcc: victim@example.test",
      message: "x",
    });
    expect(injected.status).toBe(422);

    const res = await send("send-contact-email", {
      name: "Ivo\r\nBcc: victim@example.test\r\nSubject: pwned",
      email: "ivo@example.test",
      message: "Hallo\r\nBcc: victim@example.test",
    });
    expect(res.status).toBe(200);
    await drainOutbox(t.deps);
    expect(sink.mails).toHaveLength(2);
    for (const mail of sink.mails) {
      expect(mail.to).not.toContain("victim@example.test");
      expect(mail.header("bcc")).toBeUndefined();
      expect(mail.header("subject")).not.toBe("pwned");
    }
  });

  it("validates with the contact form's wording, in the request language", async () => {
    const res = await send(
      "send-contact-email",
      { name: "", email: "nope", phone: "abc" },
      { "accept-language": "en" },
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({
      name: ["It is required to fill in the field 'Name'"],
      email: ["The 'E-mail' field must be a valid e-mail address"],
      phone: ["The 'Phone number' field is not valid"],
      message: ["It is required to fill in the field 'Message'"],
    });
    // the field is named as the form beside it shows it (core/forms/field-labels.ts), in Dutch too
    // and on the remote-assistance form, whose message field asks to describe the problem
    const remote = await send("send-remote-assistance-email", { name: "A", email: "", message: "" });
    expect((await remote.json()).errors).toEqual({
      email: ["Het is verplicht om het veld 'E-mail' in te vullen"],
      phone: ["Het is verplicht om het veld 'Telefoonnummer' in te vullen"],
      message: ["Het is verplicht om het veld 'Beschrijf het probleem' in te vullen"],
    });
    const nl = await send("send-contact-email", {
      name: "A",
      email: "a@example.test",
      message: "m",
      role: "x",
    });
    expect(nl.status).toBe(422);
    expect((await nl.json()).errors).toEqual({ role: ["Het veld 'role' is niet toegestaan"] });
    const long = await send("send-contact-email", {
      name: "A",
      email: "a@example.test",
      message: "m".repeat(5001),
    });
    expect(long.status).toBe(422);
  });

  it("refuses a form without the CSRF token and stores nothing", async () => {
    const res = await t.api("send-contact-email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ name: "Jan", email: "jan@example.test", message: "x" }),
    });
    expect(res.status).toBe(403);
    expect(
      await t.db.select().from(emailMessages).where(eq(emailMessages.email, "jan@example.test")),
    ).toEqual([]);
  });
});

describe("the outbox without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("writes .eml files into the mail directory", async () => {
    const res = await t.api("send-contact-email", {
      method: "POST",
      headers: { ...(await csrfHeaders(t)), "content-type": "application/json" },
      body: JSON.stringify({ name: "Kees", email: "kees@example.test", message: "Via bestand" }),
    });
    expect(res.status).toBe(200);
    expect(await drainOutbox(t.deps)).toEqual({ sent: 2, failed: 0 });
    const files = (await readdir(t.config.mailDir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const contents = await Promise.all(files.map((f) => readFile(path.join(t.config.mailDir, f), "utf8")));
    expect(contents.some((c) => c.includes("To: kees@example.test"))).toBe(true);
  });
});

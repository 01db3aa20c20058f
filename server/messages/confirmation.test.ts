/**
 * Issue 10: the confirmation to the visitor is not a mail relay. It carries no text the sender chose,
 * and an address gets at most one a day, across forms and across app instances (the counter is in the
 * database). Through the real HTTP app, reading the mail outbox.
 */
import { and, eq, ilike, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot } from "#server/boot.ts";
import { emailMessages, mailOutbox, rateLimits } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders } from "#tests/support/auth.ts";

const company = "office@delft-it.test";
let ipCounter = 0;

describe("the confirmation mail to the visitor", () => {
  let t: TestApp;
  /** a second instance of the app on the same database */
  let other: Awaited<ReturnType<typeof boot>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { COMPANY_EMAIL: company } });
    other = await boot({
      config: t.config,
      logger: createLogger("silent"),
      database: t.deps.database,
      seedWhenEmpty: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (app: { request: typeof t.app.request }, formPath: string, body: unknown) =>
    app.request(
      `/api/${formPath}`,
      {
        method: "POST",
        headers: {
          ...(await csrfHeaders(t)),
          "content-type": "application/json",
          "x-forwarded-for": `198.51.100.${++ipCounter}`,
        },
        body: JSON.stringify(body),
        // arriving through the trusted local proxy (TRUST_PROXY=loopback in tests/support/app.ts), so
        // each post's X-Forwarded-For is its client address and the per-address form limit stays out of the way
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );

  const mailsTo = (address: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(mailOutbox.id);

  it("carries no name, phone or message of the sender; the company's notification keeps them", async () => {
    const hostile = {
      name: "Beste Prijs 1000 EUR",
      email: "victim@example.test",
      phone: "0900-123456",
      message: "Je hebt gewonnen! Log in op http://phish.example/bank om je prijs op te halen.",
    };
    for (const [form, body] of [
      ["send-contact-email", hostile],
      ["send-remote-assistance-email", { ...hostile, email: "victim2@example.test" }],
    ] as const) {
      const res = await send(t.app, form, body);
      expect(res.status).toBe(200);
      const [confirmation] = await mailsTo(body.email);
      expect(confirmation).toBeDefined();
      const whole = `${confirmation.subject}\n${confirmation.text}`;
      for (const chosen of ["Beste Prijs", "1000 EUR", "0900-123456", "phish.example", "gewonnen"]) {
        expect(whole).not.toContain(chosen);
      }
      const notifications = await mailsTo(company);
      const notification = notifications.at(-1);
      expect(notification?.reply_to).toBe(body.email);
      expect(notification?.text).toContain("Beste Prijs 1000 EUR");
      expect(notification?.text).toContain("0900-123456");
      expect(notification?.text).toContain("http://phish.example/bank");
    }
  });

  it("goes to an address at most once a day, whatever the form, its case or the instance", async () => {
    const first = await send(t.app, "send-contact-email", {
      name: "A",
      email: "once@example.test",
      message: "een",
    });
    expect(first.status).toBe(200);
    // the same address again: on the other instance, through another form, in other letters
    const second = await send(other.app, "send-remote-assistance-email", {
      name: "B",
      email: "ONCE@Example.test",
      phone: "0151234567",
      message: "twee",
    });
    expect(second.status).toBe(200);
    const third = await send(t.app, "send-contact-email", {
      name: "C",
      email: "once@example.test",
      message: "drie",
    });
    expect(third.status).toBe(200);

    // all three are stored and notified to the company; one confirmation went out
    const stored = await t.db
      .select()
      .from(emailMessages)
      .where(ilike(emailMessages.email, "%@example.test"));
    expect(stored.filter((m) => m.email.toLowerCase() === "once@example.test")).toHaveLength(3);
    const confirmations = (await t.db.select().from(mailOutbox)).filter(
      (m) => m.to.toLowerCase() === "once@example.test",
    );
    expect(confirmations).toHaveLength(1);
    const ids = stored.filter((m) => m.email.toLowerCase() === "once@example.test").map((m) => m.id);
    const notified = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, company));
    for (const id of ids) expect(notified.some((n) => n.message_id === id)).toBe(true);

    // a day later the address gets a confirmation again
    await t.db
      .update(rateLimits)
      .set({ window_start: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(like(rateLimits.key, "confirm:%"));
    const nextDay = await send(other.app, "send-contact-email", {
      name: "D",
      email: "once@example.test",
      message: "vier",
    });
    expect(nextDay.status).toBe(200);
    expect(await mailsTo("once@example.test")).toHaveLength(2);
  });

  it("sends one confirmation when two instances take the same address at the same moment", async () => {
    const body = { name: "E", email: "race@example.test", message: "tegelijk" };
    const answers = await Promise.all([
      send(t.app, "send-contact-email", body),
      send(other.app, "send-contact-email", body),
      send(t.app, "send-contact-email", body),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await mailsTo("race@example.test")).toHaveLength(1);
    const notified = await t.db
      .select()
      .from(mailOutbox)
      .innerJoin(emailMessages, eq(mailOutbox.message_id, emailMessages.id))
      .where(and(eq(mailOutbox.to, company), eq(emailMessages.email, "race@example.test")));
    expect(notified).toHaveLength(3);
  });
});

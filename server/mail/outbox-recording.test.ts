/**
 * A mail that went out while marking it sent failed (the database went away between the two) is
 * recorded when the database is back and never sent a second time, even after its lease expired.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessages, mailOutbox } from "#server/db/schema.ts";
import { drainOutbox, outboxSettings } from "#server/mail/outbox.ts";
import { createMailTransport, type MailTransport } from "#server/mail/transport.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders } from "#tests/support/auth.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";

describe("outbox: sent, but marking it sent failed", () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, COMPANY_EMAIL: "office@delft-it.test" } });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("records the mail when the database is back and does not send it again", async () => {
    const res = await t.api("send-contact-email", {
      method: "POST",
      headers: {
        ...(await csrfHeaders(t)),
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.77",
      },
      body: JSON.stringify({ name: "Ilse", email: "ilse@example.test", message: "Eén keer, graag" }),
    });
    expect(res.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.email, "ilse@example.test"));

    // the real SMTP transport; right after each mail is accepted the outbox table goes away, so the
    // worker's "mark it sent" fails the way it does when the database is restarted at that moment
    const smtp = createMailTransport(t.config);
    let tableAway = false;
    const transport: MailTransport = {
      async send(mail) {
        await smtp.send(mail);
        if (!tableAway) {
          await t.db.execute(sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`);
          tableAway = true;
        }
      },
      close: () => smtp.close(),
    };
    try {
      // both mails of the batch go out; the next claim finds the database still away
      await expect(drainOutbox(t.deps, { transport })).rejects.toThrow(/mail_outbox/);
      expect(sink.mails).toHaveLength(2);

      await t.db.execute(sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`);
      const leaseOver = new Date(Date.now() + outboxSettings.leaseMs + 60_000);
      // the next round records both and claims nothing, although their leases have expired
      expect(await drainOutbox(t.deps, { transport, now: leaseOver })).toEqual({ sent: 0, failed: 0 });
      expect(await drainOutbox(t.deps, { transport, now: leaseOver })).toEqual({ sent: 0, failed: 0 });
    } finally {
      transport.close();
    }
    expect(sink.mails).toHaveLength(2);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.message_id, stored.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.locked_until).toBeNull();
    }
  });
});

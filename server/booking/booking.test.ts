/**
 * The booking API over HTTP on a real database: free slots in Amsterdam time (also in the
 * daylight-saving weeks, with the controllable clock), no double booking under 50 parallel attempts,
 * the mails through the outbox (the visitor's carries nothing the visitor typed, and a valid .ics),
 * the signed link to cancel or move, and the admin's calls.
 */
import { and, eq, isNull } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { auditLog, bookings, mailOutbox } from "#server/db/schema.ts";
import { insertDemoBooking } from "#server/db/seed/booking.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, loginAs } from "#tests/support/auth.ts";
import { bookingToken } from "./token.ts";

let ipCounter = 0;
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

describe("appointment booking", () => {
  let t: TestApp;
  let write: Record<string, string>;
  let admin: Record<string, string>;
  let kinds: { id: number; name: string; minutes: number }[];

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: "https://www.delft-it.test", COMPANY_EMAIL: "office@delft-it.test" },
    });
    await insertDemoBooking(t.db);
    write = await csrfHeaders(t);
    admin = (await loginAs(t, "cms-admin")).headers;
    kinds = (await (await t.api("booking/kinds?lang=nl")).json()).data;
  }, 120_000);
  afterAll(async () => t.close());
  afterEach(() => setClock(null));

  const at = (iso: string) => setClock(() => new Date(iso));
  const slots = async (kind: number, from: string, to = from) =>
    (await (await t.api(`booking/slots?kind=${kind}&from=${from}&to=${to}`)).json()).data as {
      start: string;
      end: string;
    }[];
  const book = (body: Record<string, unknown>, ip = freshIp(), headers: Record<string, string> = {}) =>
    t.api("booking/book", {
      method: "POST",
      headers: { ...write, "content-type": "application/json", "x-forwarded-for": ip, ...headers },
      body: JSON.stringify({ name: "Anna de Vries", email: "anna@example.test", ...body }),
    });

  it("lists the kinds in either language", async () => {
    expect(kinds.map((k) => [k.name, k.minutes])).toEqual([
      ["Reparatie brengen", 15],
      ["Advies", 30],
      ["Hulp op afstand", 45],
    ]);
    const en = (await (await t.api("booking/kinds?lang=en")).json()).data;
    expect(en.map((k: { name: string }) => k.name)).toEqual([
      "Drop off a repair",
      "Advice",
      "Remote assistance",
    ]);
  });

  it("gives the free slots in Amsterdam time on both sides of the autumn change", async () => {
    at("2026-10-20T10:00:00Z");
    const advice = kinds[1].id; // 10:00-16:00, 30 minutes
    const friday = await slots(advice, "2026-10-23");
    const monday = await slots(advice, "2026-10-26");
    // 10:00 in Amsterdam is 08:00 UTC in summer time and 09:00 UTC in winter time
    expect(friday[0]).toEqual({ start: "2026-10-23T08:00:00.000Z", end: "2026-10-23T08:30:00.000Z" });
    expect(monday[0]).toEqual({ start: "2026-10-26T09:00:00.000Z", end: "2026-10-26T09:30:00.000Z" });
    expect(friday).toHaveLength(12);
    expect(monday).toHaveLength(12);
    // the weekend is closed
    expect(await slots(advice, "2026-10-24", "2026-10-25")).toEqual([]);
  });

  it("and on both sides of the spring change", async () => {
    at("2027-03-20T10:00:00Z");
    const repair = kinds[0].id; // 09:00-12:00 and 13:00-17:00, 15 minutes
    const before = await slots(repair, "2027-03-26");
    const after = await slots(repair, "2027-03-29");
    expect(before[0].start).toBe("2027-03-26T08:00:00.000Z");
    expect(after[0].start).toBe("2027-03-29T07:00:00.000Z");
    expect(before).toHaveLength(28);
    expect(after).toHaveLength(28);
  });

  it("refuses bad questions in the page's language", async () => {
    const bad = await t.api(`booking/slots?kind=${kinds[0].id}&from=2026-02-30&to=2026-03-01`, {
      headers: { "accept-language": "en" },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.from).toBeDefined();
    expect((await t.api(`booking/slots?kind=${kinds[0].id}&from=2026-03-02&to=2026-03-01`)).status).toBe(422);
    expect((await t.api(`booking/slots?kind=${kinds[0].id}&from=2026-01-01&to=2026-12-01`)).status).toBe(422);
    const unknown = await t.api("booking/slots?kind=99999&from=2026-12-01&to=2026-12-01");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).title).toBe("Soort afspraak niet gevonden");
  });

  it("books one slot once under 50 parallel attempts: exactly one 201, the rest 409", async () => {
    at("2026-11-27T10:00:00Z");
    const kind = kinds[2].id;
    const [slot] = await slots(kind, "2026-12-01");
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({ kind, start: slot.start, email: `racer${i}@example.test` }, `192.0.2.${i + 1}`),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = await answers.find((a) => a.status === 409)?.json();
    expect(refused.title).toBe("Dit moment is net bezet");
    const stored = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.start_at, new Date(slot.start)));
    expect(stored).toHaveLength(1);
    // the slot is no longer offered, and a kind that overlaps it is refused too (one workshop)
    expect((await slots(kind, "2026-12-01")).map((s) => s.start)).not.toContain(slot.start);
    const overlap = await book({ kind: kinds[0].id, start: slot.start }, freshIp(), {
      "accept-language": "en",
    });
    expect(overlap.status).toBe(409);
    expect((await overlap.json()).title).toBe("This moment was just taken");
  });

  it("refuses a moment that is no slot, too soon or too far ahead", async () => {
    at("2026-11-27T10:00:00Z");
    const kind = kinds[1].id;
    for (const start of [
      "2026-12-01T09:10:00.000Z", // not on the grid
      "2027-06-01T09:00:00.000Z", // beyond 60 days
      "2026-11-28T09:00:00.000Z", // Saturday
    ]) {
      const res = await book({ kind, start });
      expect(res.status, start).toBe(409);
      expect((await res.json()).title).toBe("Dit moment is niet beschikbaar");
    }
    // today 14:00 in Amsterdam is 3 hours away: enough notice (2 hours); 12:00, 1 hour away, is not
    expect((await book({ kind, start: "2026-11-27T13:00:00.000Z" })).status).toBe(201);
    const soon = await book({ kind, start: "2026-11-27T11:00:00.000Z" }); // 12:00 Amsterdam, 1 h away
    expect(soon.status).toBe(409);
  });

  it("validates the details with messages per field", async () => {
    at("2026-11-27T10:00:00Z");
    const res = await book(
      { kind: kinds[0].id, start: "2026-12-02T08:00:00.000Z", name: "", email: "nope" },
      freshIp(),
      { "accept-language": "en" },
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "name"]);
  });

  it("mails the visitor (kind, moment, link, valid .ics; nothing typed) and the company", async () => {
    at("2026-11-27T10:00:00Z");
    const kind = kinds[0].id;
    const res = await book({
      kind,
      start: "2026-12-03T08:15:00.000Z",
      name: "Bezoek <b>Spam</b> http://evil.test",
      email: "visitor@example.test",
      phone: "0612345678",
      description: "Koop nu bij http://evil.test",
      language: "en",
    });
    expect(res.status).toBe(201);
    const booking = (await res.json()).data;
    expect(booking).toMatchObject({
      kind,
      kind_name: "Drop off a repair",
      start: "2026-12-03T08:15:00.000Z",
      status: "booked",
    });

    const mails = await t.db.select().from(mailOutbox).where(isNull(mailOutbox.message_id));
    const visitor = mails.find((m) => m.to === "visitor@example.test");
    const owner = mails.find(
      (m) => m.to === "office@delft-it.test" && m.text.includes("visitor@example.test"),
    );
    expect(visitor?.subject).toBe("Your appointment is confirmed");
    expect(visitor?.text).toContain("Drop off a repair — Thursday 3 December 2026 at 09:15");
    expect(visitor?.text).not.toMatch(/evil|Spam|0612345678|Bezoek/);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const token = bookingToken(t.config.sessionSecret, row);
    expect(visitor?.text).toContain(`https://www.delft-it.test/en/appointment/${token}`);
    expect(owner?.text).toContain("Koop nu bij http://evil.test");
    expect(owner?.reply_to).toBe("visitor@example.test");

    // the .ics, read by a real iCalendar parser
    const ics = visitor?.attachments?.[0];
    expect(ics?.content_type).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(ics?.content ?? ""));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Amsterdam");
    const vevent = calendar.getFirstSubcomponent("vevent");
    expect(vevent?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Amsterdam");
    const event = new ICAL.Event(vevent ?? undefined);
    expect(event.startDate.toString()).toBe("2026-12-03T09:15:00");
    // the VTIMEZONE itself converts it to the right instant (winter: UTC+1)
    const timezone = new ICAL.Timezone(zone ?? undefined);
    event.startDate.zone = timezone;
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-03T08:15:00.000Z");
    expect(event.summary).toContain("Drop off a repair");

    // audited
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "booking"), eq(auditLog.entity_id, booking.id)));
    expect(entries.map((e) => e.action)).toEqual(["create"]);
  });

  it("puts a summer appointment in the .ics at the summer offset", async () => {
    at("2027-05-20T10:00:00Z");
    write = await csrfHeaders(t); // the token of November has expired by May
    const res = await book({
      kind: kinds[0].id,
      start: "2027-06-01T07:00:00.000Z",
      email: "summer@example.test",
    });
    expect(res.status).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "summer@example.test"));
    const calendar = new ICAL.Component(ICAL.parse(mail.attachments?.[0].content ?? ""));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.startDate.toString()).toBe("2027-06-01T09:00:00");
    event.startDate.zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone") ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-06-01T07:00:00.000Z");
  });

  it("lets the visitor's link move and cancel; an old, forged or expired link does not work", async () => {
    at("2026-11-27T10:00:00Z");
    const kind = kinds[1].id;
    const created = (
      await (await book({ kind, start: "2026-12-04T09:00:00.000Z", email: "mover@example.test" })).json()
    ).data;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, created.id));
    const token = bookingToken(t.config.sessionSecret, row);
    const post = (path: string, body?: unknown) =>
      t.api(path, {
        method: "POST",
        headers: { ...write, "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const view = await t.api(`booking/manage/${token}`);
    expect(view.status).toBe(200);
    expect((await view.json()).data).toMatchObject({ id: created.id, kind_name: "Advies" });
    const forged = `${token.slice(0, -2)}AA`;
    expect((await t.api(`booking/manage/${forged}`)).status).toBe(404);
    expect((await t.api("booking/manage/not-a-token")).status).toBe(404);

    const moved = await post(`booking/manage/${token}/move`, { start: "2026-12-04T10:00:00.000Z" });
    expect(moved.status).toBe(200);
    expect((await moved.json()).data.start).toBe("2026-12-04T10:00:00.000Z");
    // the old link stops working; the old slot is free again
    expect((await t.api(`booking/manage/${token}`)).status).toBe(404);
    expect((await slots(kind, "2026-12-04")).map((s) => s.start)).toContain("2026-12-04T09:00:00.000Z");

    const [movedRow] = await t.db.select().from(bookings).where(eq(bookings.id, created.id));
    const newToken = bookingToken(t.config.sessionSecret, movedRow);
    const cancelled = await post(`booking/manage/${newToken}/cancel`);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data.status).toBe("cancelled");
    expect((await slots(kind, "2026-12-04")).map((s) => s.start)).toContain("2026-12-04T10:00:00.000Z");
    // again (a reload of the posted form): answered as done, nobody mailed twice; moving it is refused
    const again = await post(`booking/manage/${newToken}/cancel`);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ id: created.id, status: "cancelled" });
    expect(
      (await post(`booking/manage/${newToken}/move`, { start: "2026-12-04T11:00:00.000Z" })).status,
    ).toBe(404);
    expect((await t.api(`booking/manage/${newToken}`)).status).toBe(404);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "mover@example.test"))
      .orderBy(mailOutbox.id);
    expect(mails.map((m) => m.subject)).toEqual([
      "Je afspraak is bevestigd",
      "Je afspraak is verzet",
      "Je afspraak is geannuleerd",
    ]);

    // a link expires when its appointment starts
    const other = (await (await book({ kind, start: "2026-12-04T11:00:00.000Z" })).json()).data;
    const [otherRow] = await t.db.select().from(bookings).where(eq(bookings.id, other.id));
    const otherToken = bookingToken(t.config.sessionSecret, otherRow);
    at("2026-12-04T11:00:00Z");
    expect((await t.api(`booking/manage/${otherToken}`)).status).toBe(404);
  });

  it("needs CSRF for a public write", async () => {
    const res = await t.api("booking/book", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: kinds[0].id,
        start: "2026-12-02T08:00:00.000Z",
        name: "x",
        email: "x@example.test",
      }),
    });
    expect(res.status).toBe(403);
  });

  it("limits bookings per client address", async () => {
    at("2026-11-27T10:00:00Z");
    const ip = "203.0.113.250";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await book(
            {
              kind: kinds[0].id,
              start: `2026-12-08T0${8 + Math.floor(i / 4)}:${String((i % 4) * 15).padStart(2, "0")}:00.000Z`,
            },
            ip,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("gives the admin the bookings, cancel and move (the visitor mailed), kinds, exceptions and settings", async () => {
    at("2026-11-27T10:00:00Z");
    const list = await t.api("booking/bookings?from=2026-12-01&to=2026-12-31", { headers: admin });
    expect(list.status).toBe(200);
    const all = (await list.json()).data;
    expect(all.length).toBeGreaterThan(3);
    expect(all[0]).toHaveProperty("name");
    expect((await t.api("booking/bookings")).status).toBe(401);

    const target = all.find(
      (b: { status: string; email: string }) => b.status === "booked" && b.email === "visitor@example.test",
    );
    const send = (method: string, path: string, body?: unknown) =>
      t.api(path, {
        method,
        headers: { ...admin, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const moved = await send("POST", `booking/booking/${target.id}/move`, {
      start: "2026-12-03T09:00:00.000Z",
    });
    expect(moved.status).toBe(200);
    const cancelled = await send("POST", `booking/booking/${target.id}/cancel`);
    expect((await cancelled.json()).data.status).toBe("cancelled");
    const subjects = (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "visitor@example.test"))
        .orderBy(mailOutbox.id)
    ).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your appointment is confirmed",
      "Your appointment has been moved",
      "Your appointment has been cancelled",
    ]);

    const kind = await send("POST", "booking/add-kind", {
      name_nl: "Ophalen",
      name_en: "Collect",
      minutes: 20,
      hours: [{ weekday: 6, start_time: "10:00", end_time: "11:00" }],
    });
    expect(kind.status).toBe(201);
    const kindId = (await kind.json()).data.id;
    expect((await slots(kindId, "2026-12-05")).map((s) => s.start)).toEqual([
      "2026-12-05T09:00:00.000Z",
      "2026-12-05T09:20:00.000Z",
      "2026-12-05T09:40:00.000Z",
    ]);
    const closed = await send("POST", "booking/add-exception", {
      day: "2026-12-05",
      closed: true,
      note: "Sinterklaas",
    });
    expect(closed.status).toBe(201);
    expect(await slots(kindId, "2026-12-05")).toEqual([]);
    await send("DELETE", `booking/exception/${(await closed.json()).data.id}`);
    expect(await slots(kindId, "2026-12-05")).toHaveLength(3);

    const settings = await send("PUT", "booking/settings", { min_notice_minutes: 0, max_days_ahead: 3 });
    expect((await settings.json()).data).toEqual({ min_notice_minutes: 0, max_days_ahead: 3 });
    expect(await slots(kindId, "2026-12-05")).toEqual([]);
    await send("PUT", "booking/settings", { min_notice_minutes: 120, max_days_ahead: 60 });

    expect((await send("DELETE", `booking/kind/${kindId}`)).status).toBe(200);
    expect((await send("DELETE", `booking/kind/${kinds[0].id}`)).status).toBe(409);
    const bad = await send("PUT", `booking/kind/${kinds[0].id}`, { name_nl: "", name_en: "x", minutes: 2 });
    expect(bad.status).toBe(422);
  });
});

/**
 * A booking asked again with the same key (server/booking/book-service.ts, `bookingOfRequest`): a
 * form posted without scripts sends one (server/forms/post-key.ts) and the browser's reload repeats
 * the post. Over HTTP on a real database: the repeat answers the same booking and queues no second
 * mail, a double submit books once, a repeat after the booking was moved answers it where it now is,
 * and the key no longer answers once the booking is cancelled or when other details come with it.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { bookings, mailOutbox } from "#server/db/schema.ts";
import { insertDemoBooking } from "#server/db/seed/booking.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { csrfHeaders, loginAs } from "#tests/support/auth.ts";
import { bookingToken } from "./token.ts";

describe("a booking asked again with its key", () => {
  let t: TestApp;
  let write: Record<string, string>;
  let kind: number;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { COMPANY_EMAIL: "office@delft-it.test" } });
    await insertDemoBooking(t.db);
    write = await csrfHeaders(t);
    kind = (await (await t.api("booking/kinds?lang=nl")).json()).data[1].id;
  }, 120_000);
  afterAll(async () => t.close());
  afterEach(() => setClock(null));

  const book = (body: Record<string, unknown>) =>
    t.api("booking/book", {
      method: "POST",
      headers: { ...write, "content-type": "application/json", "x-forwarded-for": `198.51.100.${++ip}` },
      body: JSON.stringify({ kind, name: "Anna de Vries", ...body }),
    });
  const rowsOf = (email: string) => t.db.select().from(bookings).where(eq(bookings.email, email));
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it("answers the booking the first request made, once booked and once mailed", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const details = {
      start: "2026-12-02T09:00:00.000Z",
      email: "repeat@example.test",
      idempotency_key: "k-1",
    };
    const first = await book(details);
    expect(first.status).toBe(201);
    const booked = (await first.json()).data;
    const again = await book(details);
    expect(again.status).toBe(201);
    expect((await again.json()).data).toEqual(booked);
    expect(await rowsOf("repeat@example.test")).toHaveLength(1);
    expect(await mailsTo("repeat@example.test")).toHaveLength(1);
    // kept with the booking, and no part of what the admin sees
    const [row] = await rowsOf("repeat@example.test");
    expect(row.request_key).toBe("book:k-1");
    const { headers } = await loginAs(t, "cms-admin");
    const list = (await (await t.api("booking/bookings?from=2026-12-02&to=2026-12-02", { headers })).json())
      .data;
    const listed = list.find((b: { id: number }) => b.id === booked.id);
    expect(listed).toMatchObject({ email: "repeat@example.test" });
    expect(listed).not.toHaveProperty("request_key");
  });

  it("books once when the same request comes twice at the same instant", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const details = {
      start: "2026-12-02T10:00:00.000Z",
      email: "double@example.test",
      idempotency_key: "k-2",
    };
    const answers = await Promise.all([book(details), book(details), book(details)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (a) => (await a.json()).data.id));
    expect(new Set(ids).size).toBe(1);
    expect(await rowsOf("double@example.test")).toHaveLength(1);
  });

  it("is no repeat with another e-mail address: the moment is taken", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const start = "2026-12-02T11:00:00.000Z";
    expect((await book({ start, email: "owner@example.test", idempotency_key: "k-3" })).status).toBe(201);
    const other = await book({ start, email: "someone@example.test", idempotency_key: "k-3" });
    expect(other.status).toBe(409);
    expect(await rowsOf("someone@example.test")).toHaveLength(0);
  });

  it("answers the booking where it now is after a move, instead of booking the first moment again", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const details = {
      start: "2026-12-03T09:00:00.000Z",
      email: "moved@example.test",
      idempotency_key: "k-5",
    };
    expect((await book(details)).status).toBe(201);
    const [row] = await rowsOf("moved@example.test");
    const moved = await t.api(`booking/manage/${bookingToken(t.config.sessionSecret, row)}/move`, {
      method: "POST",
      headers: { ...write, "content-type": "application/json", "x-forwarded-for": "198.51.100.201" },
      body: JSON.stringify({ start: "2026-12-03T10:00:00.000Z" }),
    });
    expect(moved.status).toBe(200);
    const again = await book(details);
    expect(again.status).toBe(201);
    expect((await again.json()).data).toMatchObject({ id: row.id, start: "2026-12-03T10:00:00.000Z" });
    const rows = await rowsOf("moved@example.test");
    expect(rows.map((r) => [r.status, r.start_at.toISOString()])).toEqual([
      ["booked", "2026-12-03T10:00:00.000Z"],
    ]);
  });

  it("books again after the booking was cancelled, as a new post would", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const details = {
      start: "2026-12-02T13:00:00.000Z",
      email: "again@example.test",
      idempotency_key: "k-4",
    };
    const first = (await (await book(details)).json()).data;
    const [row] = await rowsOf("again@example.test");
    const cancel = await t.api(`booking/manage/${bookingToken(t.config.sessionSecret, row)}/cancel`, {
      method: "POST",
      headers: { ...write, "x-forwarded-for": "198.51.100.200" },
    });
    expect(cancel.status).toBe(200);
    const second = await book(details);
    expect(second.status).toBe(201);
    expect((await second.json()).data.id).not.toBe(first.id);
    const rows = await rowsOf("again@example.test");
    expect(rows.map((r) => [r.status, r.request_key]).sort()).toEqual([
      ["booked", "book:k-4"],
      ["cancelled", null],
    ]);
  });
});

/**
 * The booking pages without scripts, against the real app (React Router's server build from Vite,
 * the page cache in front, the seeded database): every step is a link, the details a posted form,
 * the answers in the page's language, and nothing of it cached. The "Maak een afspraak" buttons lead here.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#server/auth/clock.ts";
import { bookings, mailOutbox } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { bookingToken } from "./token.ts";

let t: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ renderPages: true, seed: true, env: { PUBLIC_URL: "https://www.example.test" } });
}, 240_000);
afterAll(async () => t?.close());
afterEach(() => setClock(null));

const get = (path: string) => t.app.request(path);
const hrefs = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`<a[^>]*href="([^"]+)"[^>]*data-testid="${testId}"`, "g"))].map((m) =>
    m[1].replaceAll("&amp;", "&"),
  );
const post = (path: string, fields: Record<string, string>, ip = `203.0.113.${++ipCounter}`) =>
  t.app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("the booking pages", { timeout: 120_000 }, () => {
  it("lead from the home page's appointment button to a booking, step by step, in Dutch", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const home = await (await get("/")).text();
    expect(home).toMatch(/href="\/afspraak"[^>]*>[^<]*Maak een afspraak/);

    const first = await get("/afspraak");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const page = await first.text();
    expect(page).toContain("Reparatie brengen");
    const kindHref = page.match(/href="(\/afspraak\?kind=\d+)"/)?.[1] as string;

    const calendar = await (await get(kindHref)).text();
    const days = hrefs(calendar, "booking-day");
    // what is left of November: today (Friday 27th, after the notice) and Monday 30th
    expect(days.map((d) => d.slice(-10))).toEqual(["2026-11-27", "2026-11-30"]);
    expect(calendar).toMatch(/href="\/afspraak\?kind=\d+&amp;month=2026-12"/);

    const times = hrefs(await (await get(days[1])).text(), "booking-time");
    expect(times[0]).toContain(encodeURIComponent("2026-11-30T08:00:00.000Z"));
    const form = await (await get(times[0])).text();
    expect(form).toContain("maandag 30 november 2026 om 09:00");
    expect(form).toMatch(/<form[^>]*data-booking-form=""[^>]*method="post"/);

    const kind = kindHref.split("=")[1];
    const invalid = await post(times[0], {
      form: "booking",
      kind,
      start: "2026-11-30T08:00:00.000Z",
      name: "",
      email: "x",
    });
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Het is verplicht om het veld &#x27;Naam&#x27; in te vullen");

    const details = {
      form: "booking",
      kind,
      start: "2026-11-30T08:00:00.000Z",
      name: "Anna",
      email: "anna@example.test",
    };
    const done = await post(times[0], details, "203.0.113.250");
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toBe("no-store");
    const doneHtml = await done.text();
    expect(doneHtml).toContain("Je afspraak is gemaakt");
    expect(doneHtml).toContain("Reparatie brengen — maandag 30 november 2026 om 09:00");
    // the browser's reload posts the same form again: Anna sees her booking again, not "taken"
    const reload = await post(times[0], details, "203.0.113.250");
    expect(reload.status).toBe(200);
    expect(await reload.text()).toContain("Reparatie brengen — maandag 30 november 2026 om 09:00");
    expect(await t.db.select().from(bookings).where(eq(bookings.email, "anna@example.test"))).toHaveLength(1);

    // the same moment again: taken, said in the page's language
    const again = await post(times[0], {
      form: "booking",
      kind,
      start: "2026-11-30T08:00:00.000Z",
      name: "B",
      email: "b@example.test",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Dit moment is zojuist door iemand anders geboekt");
    // and no longer offered
    const after = await (await get(days[1])).text();
    expect(hrefs(after, "booking-time")[0]).not.toContain(encodeURIComponent("2026-11-30T08:00:00.000Z"));
  });

  it("works in English, and a refused post from elsewhere books nothing", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const page = await (await get("/en/appointment")).text();
    expect(page).toContain("Drop off a repair");
    const kind = page.match(/href="\/en\/appointment\?kind=(\d+)"/)?.[1] as string;
    const start = "2026-12-01T08:00:00.000Z";
    const res = await post(`/en/appointment?kind=${kind}&start=${encodeURIComponent(start)}`, {
      form: "booking",
      kind,
      start,
      name: "Ann",
      email: "ann@example.test",
    });
    const html = await res.text();
    expect(html).toContain("Tuesday 1 December 2026 at 09:00");
    const foreign = await t.app.request(`/en/appointment?kind=${kind}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({
        form: "booking",
        kind,
        start: "2026-12-01T08:15:00.000Z",
        name: "X",
        email: "x@example.test",
      }).toString(),
    });
    expect(foreign.status).toBe(403);
    expect(await t.db.select().from(bookings).where(eq(bookings.email, "x@example.test"))).toHaveLength(0);
  });

  it("lets the mail's link cancel the booking; the link then shows it cancelled, also on a reload", async () => {
    setClock(() => new Date("2026-11-27T10:00:00Z"));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.email, "ann@example.test"));
    const path = `/en/appointment/${bookingToken(t.config.sessionSecret, row)}`;
    const page = await get(path);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const open = await page.text();
    expect(open).toContain("Drop off a repair — Tuesday 1 December 2026 at 09:00");
    // the header says what the page is for only while there is something to do
    expect(open).toContain("Move or cancel your appointment.");
    const cancelled = await post(path, { form: "booking-cancel" });
    const cancelledText = await cancelled.text();
    expect(cancelledText).toContain("Your appointment has been cancelled");
    expect(cancelledText).not.toContain("Move or cancel your appointment.");
    // the browser's reload posts the form again: the same answer, no second mail
    const reloaded = await post(path, { form: "booking-cancel" });
    expect(await reloaded.text()).toContain("Your appointment has been cancelled");
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ann@example.test"));
    expect(mails.filter((m) => m.subject === "Your appointment has been cancelled")).toHaveLength(1);
    // opened later from the mail: what became of it, and the way to a new one; nothing to press
    const later = await (await get(path)).text();
    expect(later).toContain("This appointment has been cancelled");
    expect(later).toContain("Drop off a repair — Tuesday 1 December 2026 at 09:00");
    expect(later).toContain('href="/en/appointment"');
    expect(later).not.toContain('value="booking-cancel"');
    expect(later).not.toContain("Move or cancel your appointment.");
    const broken = await (await get("/afspraak/1.2.xxxxxxxxxxxxxxxxxxxxxx")).text();
    expect(broken).toContain("Deze link werkt niet meer");
    expect(broken).not.toContain("Verzet of annuleer je afspraak.");
  });
});

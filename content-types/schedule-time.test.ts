/** Amsterdam time in the admin's date-time field and the list's schedule column, whatever the machine's zone. */
import { describe, expect, it } from "vitest";
import {
  amsterdamLocalToIso,
  formatAmsterdam,
  isoToAmsterdamLocal,
  publicNowColumn,
  scheduleColumn,
  scheduleState,
  schedulesPublication,
  validateSchedule,
} from "./schedule-time.ts";

describe("Amsterdam time", () => {
  it("reads an ISO moment as Amsterdam wall-clock time, winter (+1) and summer (+2)", () => {
    expect(isoToAmsterdamLocal("2026-12-01T08:00:00.000Z")).toBe("2026-12-01T09:00");
    expect(isoToAmsterdamLocal("2026-07-01T08:00:00Z")).toBe("2026-07-01T10:00");
    expect(isoToAmsterdamLocal(null)).toBe("");
    expect(isoToAmsterdamLocal("")).toBe("");
    expect(isoToAmsterdamLocal("not a date")).toBe("");
  });

  it("turns Amsterdam wall-clock time into ISO UTC, also around the changes of the clock", () => {
    expect(amsterdamLocalToIso("2026-12-01T09:00")).toBe("2026-12-01T08:00:00.000Z");
    expect(amsterdamLocalToIso("2026-07-01T10:00")).toBe("2026-07-01T08:00:00.000Z");
    // the last Sunday of March: 02:00 → 03:00; the evening before and the morning after
    expect(amsterdamLocalToIso("2026-03-28T23:30")).toBe("2026-03-28T22:30:00.000Z");
    expect(amsterdamLocalToIso("2026-03-29T04:00")).toBe("2026-03-29T02:00:00.000Z");
    // the last Sunday of October: 03:00 → 02:00
    expect(amsterdamLocalToIso("2026-10-25T01:30")).toBe("2026-10-24T23:30:00.000Z");
    expect(amsterdamLocalToIso("2026-10-25T04:00")).toBe("2026-10-25T03:00:00.000Z");
    expect(amsterdamLocalToIso("")).toBe("");
    expect(amsterdamLocalToIso("01-12-2026 09:00")).toBe("");
  });

  it("round-trips every hour of a year", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 365 * 86_400_000; t += 60 * 60_000) {
      const iso = new Date(t).toISOString();
      const local = isoToAmsterdamLocal(iso);
      // the hour that occurs twice in October reads back as its first occurrence
      const back = amsterdamLocalToIso(local);
      expect(isoToAmsterdamLocal(back)).toBe(local);
    }
  });

  it("writes a moment out in the interface language", () => {
    expect(formatAmsterdam("2026-12-01T08:00:00Z", "nl")).toBe("1 dec 2026, 09:00");
    expect(formatAmsterdam("2026-12-01T08:00:00Z", "en")).toBe("1 Dec 2026, 09:00");
    expect(formatAmsterdam(null, "nl")).toBe("");
  });
});

describe("the schedule column", () => {
  const at = new Date("2026-12-01T12:00:00Z");
  it("says scheduled, expires or expired for a visible row, nothing otherwise", () => {
    expect(scheduleState({ visible: true, publish_at: "2026-12-02T08:00:00Z" }, at)).toBe("scheduled");
    expect(scheduleState({ visible: true, unpublish_at: "2026-12-02T08:00:00Z" }, at)).toBe("expires");
    expect(scheduleState({ visible: true, unpublish_at: "2026-11-02T08:00:00Z" }, at)).toBe("expired");
    expect(scheduleState({ visible: true, publish_at: "2026-11-02T08:00:00Z" }, at)).toBeNull();
    expect(scheduleState({ visible: false, publish_at: "2026-12-02T08:00:00Z" }, at)).toBeNull();
  });
  it("shows the state with its moment", () => {
    const text = scheduleColumn.value?.({ id: 1, visible: true, publish_at: "2099-12-01T08:00:00Z" }, "nl");
    expect(text).toBe("Gepland 1 dec 2099, 09:00");
    expect(scheduleColumn.value?.({ id: 1, visible: true, unpublish_at: "2099-12-01T08:00:00Z" }, "en")).toBe(
      "Expires 1 Dec 2099, 09:00",
    );
  });
});

describe("the form's check of the two moments", () => {
  it("refuses an end not after the start, on the end's field, in the interface language", () => {
    const start = "2026-12-01T08:00:00.000Z";
    expect(validateSchedule({ publish_at: start, unpublish_at: start }, "nl")).toEqual({
      unpublish_at: "“Offline vanaf” moet later zijn dan “Online vanaf”",
    });
    expect(validateSchedule({ publish_at: start, unpublish_at: "2026-11-01T08:00:00Z" }, "en")).toEqual({
      unpublish_at: "“Offline from” must be later than “Online from”",
    });
    expect(validateSchedule({ publish_at: start, unpublish_at: "2026-12-02T08:00:00Z" }, "nl")).toEqual({});
    expect(validateSchedule({ publish_at: "", unpublish_at: start }, "nl")).toEqual({});
  });
});

describe("a publish moment on an unpublished item", () => {
  const at = new Date("2026-12-01T08:00:00Z");
  it("schedules it when the moment lies ahead; a past moment or a published item does not", () => {
    expect(schedulesPublication({ visible: false, publish_at: "2026-12-02T08:00:00Z" }, at)).toBe(true);
    expect(schedulesPublication({ publish_at: "2026-12-02T08:00:00Z" }, at)).toBe(true);
    expect(schedulesPublication({ visible: false, publish_at: "2026-11-30T08:00:00Z" }, at)).toBe(false);
    expect(schedulesPublication({ visible: true, publish_at: "2026-12-02T08:00:00Z" }, at)).toBe(false);
    expect(schedulesPublication({ visible: false, publish_at: "" }, at)).toBe(false);
    expect(schedulesPublication({ visible: false, publish_at: null }, at)).toBe(false);
  });
});

describe("the 'Zichtbaar' column of the scheduled types", () => {
  const value = (row: Record<string, unknown>, lang: "nl" | "en" = "nl") =>
    publicNowColumn.value?.({ id: 1, ...row }, lang);
  it("says whether the item is on the website now, not just its flag", () => {
    expect(value({ visible: true })).toBe("Ja");
    expect(value({ visible: true }, "en")).toBe("Yes");
    expect(value({ visible: false })).toBe("Nee");
    expect(value({ visible: true, unpublish_at: "2000-01-01T00:00:00Z" })).toBe("Nee");
    expect(value({ visible: true, publish_at: "2999-01-01T00:00:00Z" })).toBe("Nee");
    expect(
      value({ visible: true, publish_at: "2000-01-01T00:00:00Z", unpublish_at: "2999-01-01T00:00:00Z" }),
    ).toBe("Ja");
  });
});

describe("a moment with seconds", () => {
  it("writes the seconds out for saves within one minute", () => {
    expect(formatAmsterdam("2026-12-01T08:00:05Z", "nl", { seconds: true })).toBe("1 dec 2026, 09:00:05");
    expect(formatAmsterdam("2026-12-01T08:00:05Z", "en", { seconds: true })).toBe("1 Dec 2026, 09:00:05");
  });
});

/** Amsterdam wall-clock time across the daylight-saving changes, and the slot rules, without a database. */
import { describe, expect, it } from "vitest";
import { freeSlots } from "./slots.ts";
import {
  amsterdamInstant,
  amsterdamOffsetMinutes,
  amsterdamWallTime,
  isCalendarDay,
  isoWeekday,
} from "./time.ts";

describe("Amsterdam time", () => {
  it("maps wall-clock times to instants in winter and summer", () => {
    expect(amsterdamInstant("2026-11-30", "09:00")?.toISOString()).toBe("2026-11-30T08:00:00.000Z");
    expect(amsterdamInstant("2026-07-01", "09:00")?.toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(amsterdamOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(60);
    expect(amsterdamOffsetMinutes(new Date("2026-06-15T12:00:00Z"))).toBe(120);
  });

  it("follows the spring change (28 March 2027: 02:00 → 03:00)", () => {
    expect(amsterdamInstant("2027-03-27", "09:00")?.toISOString()).toBe("2027-03-27T08:00:00.000Z");
    expect(amsterdamInstant("2027-03-29", "09:00")?.toISOString()).toBe("2027-03-29T07:00:00.000Z");
    // the hour that does not exist
    expect(amsterdamInstant("2027-03-28", "02:30")).toBeNull();
    expect(amsterdamInstant("2027-03-28", "03:00")?.toISOString()).toBe("2027-03-28T01:00:00.000Z");
  });

  it("follows the autumn change (25 October 2026: 03:00 → 02:00), the repeated hour's first time", () => {
    expect(amsterdamInstant("2026-10-23", "09:00")?.toISOString()).toBe("2026-10-23T07:00:00.000Z");
    expect(amsterdamInstant("2026-10-26", "09:00")?.toISOString()).toBe("2026-10-26T08:00:00.000Z");
    expect(amsterdamInstant("2026-10-25", "02:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(amsterdamWallTime(new Date("2026-10-25T01:30:00Z"))).toEqual({ day: "2026-10-25", time: "02:30" });
  });

  it("knows weekdays and real calendar days", () => {
    expect(isoWeekday("2026-11-30")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-1-1")).toBe(false);
  });
});

describe("free slots", () => {
  const base = {
    kind: { id: 1, minutes: 30 },
    hours: [{ weekday: 1, start_time: "09:00", end_time: "10:30" }],
    exceptions: [],
    rules: { min_notice_minutes: 0, max_days_ahead: 60 },
    taken: [],
  };

  it("slices the opening hours by the kind's length, in Amsterdam time on both sides of the change", () => {
    const slots = freeSlots({
      ...base,
      from: "2026-10-19",
      to: "2026-10-26",
      now: new Date("2026-10-18T12:00:00Z"),
    });
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      "2026-10-19T07:00:00.000Z",
      "2026-10-19T07:30:00.000Z",
      "2026-10-19T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-10-26T08:30:00.000Z",
      "2026-10-26T09:00:00.000Z",
    ]);
  });

  it("leaves out taken, too soon, too far ahead and closed days; adds extra hours", () => {
    const now = new Date("2026-11-30T07:20:00Z"); // Monday 08:20 in Amsterdam
    const slots = freeSlots({
      ...base,
      rules: { min_notice_minutes: 60, max_days_ahead: 7 },
      taken: [{ start: new Date("2026-11-30T09:00:00Z"), end: new Date("2026-11-30T09:15:00Z") }],
      exceptions: [
        { day: "2026-12-07", kind_id: null, closed: true, start_time: null, end_time: null },
        { day: "2026-12-05", kind_id: 1, closed: false, start_time: "11:00", end_time: "11:30" },
        { day: "2026-12-04", kind_id: 2, closed: false, start_time: "11:00", end_time: "11:30" },
      ],
      from: "2026-11-30",
      to: "2026-12-31",
      now,
    });
    // 09:00 is too soon (notice 60 min), 09:30 is free, 10:00-10:30 overlaps the taken 10:00-10:15; 12-04 is another kind's
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      "2026-11-30T08:30:00.000Z",
      "2026-12-05T10:00:00.000Z",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { dutchHolidays, easterSunday, holidaysFrom } from "./holidays.ts";

describe("the demo's closed holidays", () => {
  it("finds Easter Sunday", () => {
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2038)).toEqual([4, 25]);
  });

  it("lists the Dutch public holidays of a year, in date order", () => {
    expect(dutchHolidays(2026)).toEqual([
      { day: "2026-01-01", note: "Nieuwjaarsdag" },
      { day: "2026-04-06", note: "Tweede paasdag" },
      { day: "2026-04-27", note: "Koningsdag" },
      { day: "2026-05-14", note: "Hemelvaartsdag" },
      { day: "2026-05-25", note: "Tweede pinksterdag" },
      { day: "2026-12-25", note: "Eerste kerstdag" },
      { day: "2026-12-26", note: "Tweede kerstdag" },
    ]);
  });

  it("moves King's Day to the 26th when the 27th is a Sunday", () => {
    expect(dutchHolidays(2025).find((h) => h.note === "Koningsdag")?.day).toBe("2025-04-26");
  });

  it("from a day on: none already past, through the end of the next year", () => {
    const days = holidaysFrom("2026-12-07").map((h) => h.day);
    expect(days[0]).toBe("2026-12-25");
    expect(days.at(-1)).toBe("2027-12-26");
    expect(days).toHaveLength(9);
    expect(holidaysFrom("2026-12-25")[0].day).toBe("2026-12-25");
  });
});

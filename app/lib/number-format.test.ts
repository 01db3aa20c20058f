import { describe, expect, it } from "vitest";
import { formatEuro, formatNumber, parseNumber } from "./number-format.ts";

const value = (text: string, lang: "nl" | "en", decimals = 2) => {
  const parsed = parseNumber(text, lang, decimals);
  return parsed.kind === "number" ? parsed.value : parsed.kind;
};

describe("parseNumber in Dutch (comma decimals, dot thousands)", () => {
  it.each([
    ["139,50", 139.5],
    ["45,50", 45.5],
    ["1.299,00", 1299],
    ["1.299", 1299],
    ["1299", 1299],
    ["1299,5", 1299.5],
    ["1.234.567,89", 1234567.89],
    ["0,99", 0.99],
    [",5", 0.5],
    ["€ 139,50", 139.5],
    ["139,-", 139],
    [" 12 ", 12],
    ["-3", -3],
    ["0", 0],
  ])("%s is %d", (text, expected) => {
    expect(value(text, "nl")).toBe(expected);
  });

  it.each([
    "139.50", // an English decimal point: refused, not read as 13950
    "1,299.00",
    "12.99",
    "1.29,00",
    "1,2,3",
    "139,505", // more than two decimals
    "abc",
    "12abc",
    "1e3",
    "-",
    ",",
    "--1",
    "Infinity",
    "0x10",
  ])("%s is refused", (text) => {
    expect(value(text, "nl")).toBe("invalid");
  });

  it("refuses decimals in whole-number fields", () => {
    expect(value("3,5", "nl", 0)).toBe("invalid");
    expect(value("3", "nl", 0)).toBe(3);
    expect(value("1.000", "nl", 0)).toBe(1000);
  });

  it("reads an empty or blank text as empty", () => {
    expect(value("", "nl")).toBe("empty");
    expect(value("   ", "nl")).toBe("empty");
    expect(value("€", "nl")).toBe("empty");
  });
});

describe("parseNumber in English (dot decimals, comma thousands)", () => {
  it.each([
    ["139.50", 139.5],
    ["1,299.00", 1299],
    ["1,299", 1299],
    ["1299.00", 1299],
    ["0.5", 0.5],
  ])("%s is %d", (text, expected) => {
    expect(value(text, "en")).toBe(expected);
  });

  it.each(["139,50", "1.299,00", "45,50", "1,29.00", "139,-", "1.2.3"])("%s is refused", (text) => {
    expect(value(text, "en")).toBe("invalid");
  });
});

describe("formatNumber", () => {
  it("shows amounts in the language's format with two decimals", () => {
    expect(formatNumber(1299, "nl", 2)).toBe("1.299,00");
    expect(formatNumber(139.5, "nl", 2)).toBe("139,50");
    expect(formatNumber(1299, "en", 2)).toBe("1,299.00");
    expect(formatNumber(0, "nl", 2)).toBe("0,00");
    expect(formatNumber(12, "nl", 0)).toBe("12");
  });

  it("round-trips through the parser", () => {
    for (const lang of ["nl", "en"] as const)
      for (const n of [0, 0.01, 45.5, 139.5, 1299, 1234567.89]) {
        expect(value(formatNumber(n, lang, 2), lang)).toBe(n);
      }
  });
});

describe("formatEuro, the one money format of the site", () => {
  // Intl puts a no-break space after the Dutch euro sign; the pages show it as "€ 1.234,50"
  const shown = (text: string) => text.replace(/\u00a0/g, " ");

  it.each([
    [1234.5, "nl", "€ 1.234,50"],
    [1234.5, "en", "€1,234.50"],
    [24.95, "nl", "€ 24,95"],
    [0, "en", "€0.00"],
    [1299, "nl", "€ 1.299,00"],
  ] as const)("%d in %s is %s", (euros, lang, expected) => {
    expect(shown(formatEuro(euros, lang))).toBe(expected);
  });
});

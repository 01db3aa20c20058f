import { describe, expect, it } from "vitest";
import { iconChoices, iconNames } from "./icons.ts";

describe("the icon pickers' choices", () => {
  for (const lang of ["nl", "en"] as const) {
    it(`name every icon in ${lang}, each differently, alphabetically`, () => {
      const choices = iconChoices(lang);
      expect(choices.map((c) => c.value).sort()).toEqual([...iconNames].sort());
      const labels = choices.map((c) => c.label);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, lang)));
      // a label, not the identifier: "Reparatie" / "Repair", not "repair"
      expect(choices.find((c) => c.value === "cablemanagement")?.label).not.toBe("cablemanagement");
    });
  }
});

/**
 * The shared field words (./field-labels.ts) under a call's own label table: a message names a field
 * by the call's word where it has one, by the shared word where it has none, and by its name last.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesToErrors, labelOf } from "./validate.ts";

describe("field labels", () => {
  it("a field the call's table leaves out takes the shared word, in the request language", () => {
    expect(labelOf("email", "nl", {})).toBe("E-mailadres");
    expect(labelOf("email", "en")).toBe("E-mail");
    expect(labelOf("description", "nl", { kind: { nl: "Soort", en: "Kind" } })).toBe("Omschrijving");
  });

  it("the call's own word wins, and a field nobody names is spelled from its name", () => {
    expect(labelOf("description", "nl", { description: { nl: "Korte omschrijving", en: "Short" } })).toBe(
      "Korte omschrijving",
    );
    expect(labelOf("opening_hours", "nl")).toBe("Opening hours");
  });

  it("the 422 messages use them", () => {
    const schema = z.object({ email: z.email(), title: z.string().min(1) });
    const result = schema.safeParse({ email: "nope", title: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToErrors(result.error.issues, "nl", {})).toEqual({
      email: ["Het veld 'E-mailadres' moet een geldig e-mailadres zijn"],
      title: ["Het is verplicht om het veld 'Titel' in te vullen"],
    });
  });
});

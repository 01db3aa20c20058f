import { describe, expect, it } from "vitest";
import { adminTexts } from "#app/i18n/locales/admin.ts";
import { customerType } from "#content-types/customers.ts";
import { adminResource } from "#content-types/define.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "#core/auth-schema.ts";
import { buildSchema, emptyValues, isRequired } from "./form-schema.ts";
import { resources } from "./resources/index.ts";

const customers = adminResource(customerType);
const t = (lang: "nl" | "en") => adminTexts(lang);

function passwordMessage(password: string, lang: "nl" | "en" = "nl") {
  const values = {
    ...emptyValues(customers, lang),
    name: "Jan",
    email: "jan@example.test",
    password_mode: "password",
    password,
  };
  const result = buildSchema(customers, values, "create", lang, t(lang)).safeParse(values);
  return result.success ? null : result.error.issues.find((i) => i.path[0] === "password")?.message;
}

describe("the customer form checks the server's password rule", () => {
  it("refuses a start password shorter than the server's minimum, with the form's label", () => {
    expect(passwordMessage("x".repeat(PASSWORD_MIN - 1))).toBe(
      `Het veld 'Wachtwoord' is te kort (minstens ${PASSWORD_MIN} tekens)`,
    );
    expect(passwordMessage("x".repeat(PASSWORD_MIN - 1), "en")).toBe(
      `The 'Password' field is too short (at least ${PASSWORD_MIN} characters)`,
    );
  });

  it("refuses one longer than the server's maximum", () => {
    expect(passwordMessage("x".repeat(PASSWORD_MAX + 1))).toBe("Het veld 'Wachtwoord' is te lang");
  });

  it("accepts what the server accepts", () => {
    expect(passwordMessage("x".repeat(PASSWORD_MIN))).toBeNull();
    expect(passwordMessage("x".repeat(PASSWORD_MAX))).toBeNull();
  });

  it("asks for the password only when one is set", () => {
    expect(passwordMessage("")).toBe("Het is verplicht om het veld 'Wachtwoord' in te vullen");
  });
});

describe("the required marker follows the form's rules", () => {
  it("marks the overview image of every section that requires one", () => {
    const withImage = resources.filter((def) => def.requiresImage);
    expect(withImage.map((def) => def.section).sort()).toEqual(["nieuws", "producten", "tips"]);
    for (const def of withImage) {
      const image = def.fields.find((f) => f.name === def.requiresImage);
      if (!image) throw new Error(`${def.section} shows its overview image`);
      expect(isRequired(def, image, "nl", t("nl")), def.section).toBe(true);
    }
  });

  it("marks exactly the fields the form refuses empty", () => {
    for (const def of resources)
      for (const field of def.fields) {
        const expected = Boolean(field.required) || def.requiresImage === field.name;
        expect(isRequired(def, field, "nl", t("nl")), `${def.section}.${field.name}`).toBe(expected);
      }
  });
});

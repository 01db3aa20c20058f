import { describe, expect, it } from "vitest";
import { adminTexts } from "#app/i18n/locales/admin.ts";
import { customerType } from "#content-types/customers.ts";
import { adminResource } from "#content-types/define.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "#core/auth-schema.ts";
import { bodyFromValues, buildSchema, emptyValues, isRequired } from "./form-schema.ts";
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

describe("a news item's publication date in the form", () => {
  const news = resources.find((def) => def.section === "nieuws");
  if (!news?.fromApi) throw new Error("no news form");
  // published at 00:30 on 7 December in Amsterdam: 23:30 UTC the day before
  const row = { id: 1, title: "Nieuws", published_at: "2026-12-06T23:30:00.000Z" };

  it("shows the day in Amsterdam, not the UTC date", () => {
    expect(news.fromApi?.(row).published_at).toBe("2026-12-07");
  });

  it("is not sent when left as it was, so the stored moment keeps its time", () => {
    const loaded = news.fromApi?.(row) ?? {};
    const body = bodyFromValues(news, { ...loaded, title: "Nieuws (gewijzigd)" }, "update", {}, loaded);
    expect(body).not.toHaveProperty("published_at");
    expect(body.title).toBe("Nieuws (gewijzigd)");
  });

  it("is sent when changed, and when a new item gets one", () => {
    const loaded = news.fromApi?.(row) ?? {};
    const changed = bodyFromValues(news, { ...loaded, published_at: "2026-12-08" }, "update", {}, loaded);
    expect(changed.published_at).toBe("2026-12-08T00:00:00");
    const created = bodyFromValues(news, { ...loaded, published_at: "2026-12-08" }, "create");
    expect(created.published_at).toBe("2026-12-08T00:00:00");
  });
});

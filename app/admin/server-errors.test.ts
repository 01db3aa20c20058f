import { describe, expect, it } from "vitest";
import { PASSWORD_MIN } from "#core/auth-schema.ts";
import { issuesToErrors } from "#core/validation/validate.ts";
import { customerLabels, registerSchema } from "#server/users/schema.ts";
import { withFormLabel } from "./server-errors.ts";

/** the 422 messages the server writes for this body (core/validation/validate.ts) */
function serverErrors(body: unknown, lang: "nl" | "en") {
  const result = registerSchema.safeParse(body);
  if (result.success) throw new Error("the body is refused");
  return issuesToErrors(result.error.issues, lang, customerLabels);
}

const body = { name: "Jan", email: "jan@example.test", role: "cms-status-user", password: "kort" };

describe("withFormLabel", () => {
  it("writes the server's message again with the form's label", () => {
    const nl = serverErrors(body, "nl").password[0];
    expect(nl).toBe("Het veld 'Wachtwoord' is te kort");
    expect(withFormLabel(nl, "Startwachtwoord", "nl")).toBe("Het veld 'Startwachtwoord' is te kort");
    const en = serverErrors(body, "en").password[0];
    expect(withFormLabel(en, "Initial password", "en")).toBe("The 'Initial password' field is too short");
  });

  it("relabels every catalog message that names a field", () => {
    const errors = serverErrors({ ...body, name: "", email: "geen-adres", password: "x".repeat(500) }, "nl");
    expect(withFormLabel(errors.name[0], "Naam klant", "nl")).toBe(
      "Het is verplicht om het veld 'Naam klant' in te vullen",
    );
    expect(withFormLabel(errors.email[0], "E-mail", "nl")).toBe(
      "Het veld 'E-mail' moet een geldig e-mailadres zijn",
    );
    expect(withFormLabel(errors.password[0], "Startwachtwoord", "nl")).toBe(
      "Het veld 'Startwachtwoord' is te lang",
    );
  });

  it("keeps a message that names no field", () => {
    const text = "Dit wachtwoord komt te vaak voor, kies een minder voorspelbaar wachtwoord";
    expect(withFormLabel(text, "Startwachtwoord", "nl")).toBe(text);
    expect(PASSWORD_MIN).toBeGreaterThan(4);
  });
});

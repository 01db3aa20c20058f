/**
 * Customers (requirements §2): everybody who can log in. The admin lists and adds them; the edit
 * screen exists for what the site itself keeps per customer (the language and the status e-mails
 * setting, and the contact details with them); the password is set only when the account is added.
 * Role and ids are never part of a body except `role`; hashes, login counts and lock fields are not
 * fields at all, so sending them is refused as an unknown field.
 */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "#core/auth-schema.ts";
import { roles } from "#core/roles.ts";
import { col } from "./columns.ts";
import { crudPaths, defineContentType } from "./define.ts";
import { checkbox, custom, formOnly, l, text } from "./field.ts";
import type { Option } from "./types.ts";

const languageOptions: Option[] = [
  { value: "nl", label: l("Dutch", "Nederlands") },
  { value: "en", label: l("English", "Engels") },
];

export const roleOptions: Option[] = [
  { value: "cms-status-user", label: l("Customer (status)", "Klant (status)") },
  { value: "cms-zzp", label: l("Zzp partner", "Zzp-partner") },
  { value: "cms-accountant", label: l("Accountant", "Boekhouder") },
  { value: "cms-admin", label: l("Administrator", "Beheerder") },
];

const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const customerType = defineContentType({
  section: "klanten",
  entity: l("customer", "de klant"),
  titles: { list: l("Customers", "Klanten") },
  paths: crudPaths({ list: "customers", add: "register", one: "customer" }),
  screens: { add: true, edit: true, remove: true },
  labelOf: (v) => String(v.name ?? ""),
  columns: [
    col.name,
    { key: "email", label: l("E-mail", "E-mail"), sortable: true },
    { key: "role", label: l("Role", "Rol"), kind: "option", options: roleOptions, sortable: true },
    { key: "login_count", label: l("Logins", "Aantal keer ingelogd"), sortable: true },
    col.created,
  ],
  fields: {
    name: text(l("Name", "Naam"), { max: 100, required: true }),
    email: custom({
      label: l("E-mail", "E-mail"),
      widget: "email",
      required: true,
      max: 254,
      schema: z.email().max(254),
    }),
    phone: text(l("Phone", "Telefoon"), { max: 30 }),
    address: text(l("Address", "Adres"), { max: 200 }),
    house_number: text(l("House number", "Huisnummer"), { max: 20 }),
    zip_code: text(l("Zip code", "Postcode"), { max: 20 }),
    city: text(l("City", "Plaats"), { max: 100 }),
    role: custom({
      label: l("Role", "Rol"),
      widget: "select",
      options: roleOptions,
      required: true,
      schema: z.enum(roles),
    }),
    /** the language of the status e-mails; the form starts at Dutch, the API's default is Dutch too */
    language: custom({
      label: l("Language of e-mails", "Taal van e-mails"),
      widget: "select",
      options: languageOptions,
      required: true,
      default: "nl",
      schema: z.enum(["nl", "en"]).optional(),
    }),
    /** false: no e-mail when one of the customer's statuses changes */
    status_emails: checkbox(l("E-mail on status changes", "E-mail bij statuswijziging"), {
      default: true,
      showWhen: (v) => v.role === "cms-status-user",
      help: l(
        "The customer gets an e-mail when a new-PC or repair status is added or changes.",
        "De klant krijgt een e-mail als een status van een nieuwe pc of reparatie wordt toegevoegd of wijzigt.",
      ),
    }),
    /** the add screen's choice: an invitation e-mail (`send_invitation`) or an initial password */
    password_mode: formOnly(l("Access", "Toegang"), {
      createOnly: true,
      widget: "select",
      options: [
        { value: "invite", label: l("Send an invitation e-mail", "Een uitnodigingsmail sturen") },
        { value: "password", label: l("Set an initial password", "Een startwachtwoord instellen") },
      ],
    }),
    /**
     * The initial password on the add screen; the edit call also takes one (the admin sets a new
     * password and the user's sessions end), which is why the label is "Password" and not "Initial
     * password" (docs/decisions/0012-content-type-definitions.md).
     */
    password: custom({
      label: l("Password", "Wachtwoord"),
      widget: "password",
      createOnly: true,
      required: true,
      max: PASSWORD_MAX,
      rule: passwordSchema,
      showWhen: (v) => v.password_mode === "password",
      help: l(`At least ${PASSWORD_MIN} characters.`, `Minstens ${PASSWORD_MIN} tekens.`),
      schema: passwordSchema.optional(),
    }),
  },
  toApi: (v, mode) => {
    const body: Record<string, unknown> = {
      name: v.name,
      email: v.email,
      phone: v.phone,
      address: v.address,
      house_number: v.house_number,
      zip_code: v.zip_code,
      city: v.city,
      role: v.role,
      language: v.language,
      status_emails: v.status_emails !== false,
    };
    if (mode === "update") return body;
    if (v.password_mode === "password") body.password = v.password;
    else body.send_invitation = true;
    return body;
  },
});

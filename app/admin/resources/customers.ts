import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { Option, ResourceDef } from "#content-types/types.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "#server/auth/schema.ts";
import { registerSchema } from "#server/users/schema.ts";

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

/**
 * Customers: everybody who can log in. requirements §2 lists and adds; the edit screen exists for what the
 * site itself keeps per customer (the language and the status e-mails setting, and the contact details
 * with them); the password is set only when the account is added.
 */
export const customers: ResourceDef = {
  section: "klanten",
  entity: l("customer", "de klant"),
  titles: {
    list: l("Customers", "Klanten"),
    add: l("Add customer", "Klant toevoegen"),
    edit: l("Edit customer", "Klant wijzigen"),
  },
  api: {
    list: "customers",
    one: (id) => `customer/${id}`,
    create: "register",
    update: (id) => `customer/edit/${id}`,
    remove: (id) => `customer/delete/${id}`,
  },
  notFound: l("Customer not found", "Klant niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  labelOf: (v) => String(v.name ?? ""),
  columns: [
    col.name,
    { key: "email", label: l("E-mail", "E-mail"), sortable: true },
    { key: "role", label: l("Role", "Rol"), kind: "option", options: roleOptions, sortable: true },
    { key: "login_count", label: l("Logins", "Aantal keer ingelogd"), sortable: true },
    col.created,
  ],
  fields: [
    { name: "name", label: l("Name", "Naam"), widget: "text", required: true, max: 100 },
    { name: "email", label: l("E-mail", "E-mail"), widget: "email", required: true, max: 254 },
    { name: "phone", label: l("Phone", "Telefoon"), widget: "text", max: 30 },
    { name: "address", label: l("Address", "Adres"), widget: "text", max: 200 },
    { name: "house_number", label: l("House number", "Huisnummer"), widget: "text", max: 20 },
    { name: "zip_code", label: l("Zip code", "Postcode"), widget: "text", max: 20 },
    { name: "city", label: l("City", "Plaats"), widget: "text", max: 100 },
    { name: "role", label: l("Role", "Rol"), widget: "select", options: roleOptions, required: true },
    {
      name: "language",
      label: l("Language of e-mails", "Taal van e-mails"),
      widget: "select",
      options: languageOptions,
      required: true,
      default: "nl",
    },
    {
      name: "status_emails",
      label: l("E-mail on status changes", "E-mail bij statuswijziging"),
      widget: "checkbox",
      default: true,
      showWhen: (v) => v.role === "cms-status-user",
      help: l(
        "The customer gets an e-mail when a new-PC or repair status is added or changes.",
        "De klant krijgt een e-mail als een status van een nieuwe pc of reparatie wordt toegevoegd of wijzigt.",
      ),
    },
    {
      name: "password_mode",
      createOnly: true,
      label: l("Access", "Toegang"),
      widget: "select",
      local: true,
      options: [
        { value: "invite", label: l("Send an invitation e-mail", "Een uitnodigingsmail sturen") },
        { value: "password", label: l("Set an initial password", "Een startwachtwoord instellen") },
      ],
    },
    {
      name: "password",
      createOnly: true,
      label: l("Initial password", "Startwachtwoord"),
      widget: "password",
      required: true,
      max: PASSWORD_MAX,
      rule: registerSchema.shape.password.unwrap(),
      showWhen: (v) => v.password_mode === "password",
      help: l(`At least ${PASSWORD_MIN} characters.`, `Minstens ${PASSWORD_MIN} tekens.`),
    },
  ],
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
};

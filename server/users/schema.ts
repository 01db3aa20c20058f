/**
 * Request schemas of the customers (users) API; pure, shared with the admin forms. Role and ids are
 * never part of a body except `role`, which only the admin's register/edit forms carry. Hashes, login
 * counts and lock fields are not fields at all: sending them is refused as an unknown field.
 */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../auth/schema.ts";
import { listQuerySchema } from "../content/list-query.ts";
import { roles } from "../roles.ts";

const fields = {
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(30),
  address: z.string().trim().max(200),
  house_number: z.string().trim().max(20),
  zip_code: z.string().trim().max(20),
  city: z.string().trim().max(100),
  role: z.enum(roles),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  /** the language of the status e-mails */
  language: z.enum(["nl", "en"]),
  /** false: no e-mail when one of the customer's statuses changes */
  status_emails: z.boolean(),
};

export const registerSchema = z
  .strictObject({
    name: fields.name,
    email: fields.email,
    phone: fields.phone.optional(),
    address: fields.address.optional(),
    house_number: fields.house_number.optional(),
    zip_code: fields.zip_code.optional(),
    city: fields.city.optional(),
    role: fields.role,
    language: fields.language.optional(),
    status_emails: fields.status_emails.optional(),
    password: fields.password.optional(),
    /** true: a random password is set and the user gets a link to choose one */
    send_invitation: z.boolean().optional(),
  })
  .refine((input) => input.password !== undefined || input.send_invitation === true, {
    path: ["password"],
    message: "required",
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const editCustomerSchema = z.strictObject({
  name: fields.name.optional(),
  email: fields.email.optional(),
  phone: fields.phone.optional(),
  address: fields.address.optional(),
  house_number: fields.house_number.optional(),
  zip_code: fields.zip_code.optional(),
  city: fields.city.optional(),
  role: fields.role.optional(),
  language: fields.language.optional(),
  status_emails: fields.status_emails.optional(),
  /** the admin sets a new password for the user; the user's sessions end */
  password: fields.password.optional(),
});
export type EditCustomerInput = z.infer<typeof editCustomerSchema>;

export const customerListQuerySchema = listQuerySchema.extend({ role: z.enum(roles).optional() });

export const customerLabels = {
  name: { en: "Name", nl: "Naam" },
  email: { en: "E-mail", nl: "E-mailadres" },
  phone: { en: "Phone", nl: "Telefoon" },
  address: { en: "Address", nl: "Adres" },
  house_number: { en: "House number", nl: "Huisnummer" },
  zip_code: { en: "Zip code", nl: "Postcode" },
  city: { en: "City", nl: "Plaats" },
  role: { en: "Role", nl: "Rol" },
  language: { en: "Language of e-mails", nl: "Taal van e-mails" },
  status_emails: { en: "E-mail on status changes", nl: "E-mail bij statuswijziging" },
  password: { en: "Password", nl: "Wachtwoord" },
  send_invitation: { en: "Send invitation", nl: "Uitnodiging sturen" },
};

/** A customer (user) as the admin API answers it: never the password hash. */
export const customerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    house_number: z.string(),
    zip_code: z.string(),
    city: z.string(),
    role: z.enum(roles),
    status_user: z.boolean().meta({ description: "true for the role cms-status-user" }),
    language: z.enum(["nl", "en"]).meta({ description: "the language of the status e-mails" }),
    status_emails: z
      .boolean()
      .meta({ description: "the customer gets an e-mail when one of its statuses changes (default true)" }),
    login_count: z.number().int(),
    last_login_at: z.string().nullable(),
    password_changed_at: z.string(),
    locked_until: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Customer" });

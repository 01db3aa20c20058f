/**
 * Request schemas of the customers (users) API. The fields, their rules and labels are declared once
 * in content-types/customers.ts (shared with the admin form); what is added here is the register
 * call's own: the invitation instead of a password, and the list's role filter.
 */
import { z } from "zod";
import { customerType } from "#content-types/customers.ts";
import { apiSchemas } from "#content-types/define.ts";
import { l } from "#content-types/field.ts";
import { roles } from "#core/roles.ts";
import { listQuerySchema } from "../content/list-query.ts";

const customerApi = apiSchemas(customerType);

export const registerSchema = customerApi.create
  .extend({
    /** true: a random password is set and the user gets a link to choose one */
    send_invitation: z.boolean().optional(),
  })
  .refine((input) => input.password !== undefined || input.send_invitation === true, {
    path: ["password"],
    message: "required",
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** every field may be changed; a password set here ends the user's sessions */
export const editCustomerSchema = customerApi.update;
export type EditCustomerInput = z.infer<typeof editCustomerSchema>;

export const customerListQuerySchema = listQuerySchema.extend({ role: z.enum(roles).optional() });

export const customerLabels = {
  ...customerApi.labels,
  send_invitation: l("Send invitation", "Uitnodiging sturen"),
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

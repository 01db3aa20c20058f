/** Customers API (admin): list, one, register, edit, delete. Thin: parse -> service -> envelope. */

import { OpenAPIHono } from "@hono/zod-openapi";
import { audit, recordEvent } from "../audit/audit.ts";
import { auditUserEdit, roleBefore } from "../audit/user-events.ts";
import { documentRoutes } from "../auth/api-docs.ts";
import { idParam, readJsonBody } from "../auth/request.ts";
import { listEnvelope } from "../content/list-query.ts";
import type { AppEnv } from "../http/context.ts";
import { validate } from "../validation/validate.ts";
import { customerText } from "./messages.ts";
import {
  customerLabels,
  customerListQuerySchema,
  customerSchema,
  editCustomerSchema,
  registerSchema,
} from "./schema.ts";
import { deleteCustomer, getCustomer, listCustomers, registerCustomer, updateCustomer } from "./service.ts";

export const userRoutes = new OpenAPIHono<AppEnv>();

const opts = { labels: customerLabels };

userRoutes.get("/customers", async (c) => {
  const query = validate(customerListQuerySchema, c.req.query(), c.var.lang, opts);
  return c.json(listEnvelope(await listCustomers(c.var.deps.database.db, query)));
});

userRoutes.get("/customer/:id", async (c) => {
  const id = idParam(c, "id", customerText("not_found", c.var.lang));
  return c.json({ data: await getCustomer(c.var.deps.database.db, id, c.var.lang) });
});

userRoutes.post("/register", async (c) => {
  const input = validate(registerSchema, await readJsonBody(c), c.var.lang, opts);
  const customer = await registerCustomer(c.var.deps.database.db, c.var.deps.config, input, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, created: customer.id, role: customer.role }, "users: registered");
  await audit(c, recordEvent("create", "user", customer, { role: customer.role }));
  return c.json({ data: customer }, 201);
});

userRoutes.put("/customer/edit/:id", async (c) => {
  const id = idParam(c, "id", customerText("not_found", c.var.lang));
  const input = validate(editCustomerSchema, await readJsonBody(c), c.var.lang, opts);
  const previousRole = await roleBefore(c.var.deps.database.db, id);
  const customer = await updateCustomer(c.var.deps.database.db, id, input, c.var.user!.id, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, changed: id, fields: Object.keys(input) }, "users: edited");
  await auditUserEdit(c, customer, Object.keys(input), previousRole);
  return c.json({ data: customer });
});

userRoutes.delete("/customer/delete/:id", async (c) => {
  const id = idParam(c, "id", customerText("not_found", c.var.lang));
  const customer = await deleteCustomer(c.var.deps.database.db, id, c.var.user!.id, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, deleted: id }, "users: deleted");
  await audit(c, recordEvent("delete", "user", customer));
  return c.json({ data: customer });
});

const tags = ["Customers"];
documentRoutes(userRoutes, [
  {
    method: "get",
    path: "/customers",
    tags,
    summary: "Users of every role, paginated; `search` in name, e-mail, city, phone; `role` filter",
    query: customerListQuerySchema,
    list: customerSchema,
    errors: [422],
  },
  { method: "get", path: "/customer/:id", tags, summary: "One user", data: customerSchema, errors: [404] },
  {
    method: "post",
    path: "/register",
    tags,
    summary: "Create a user with a password, or with `send_invitation` (a link to choose one)",
    description:
      "Passwords: 10 to 128 characters, not on the list of common passwords. A used e-mail address: 409.",
    body: registerSchema,
    data: customerSchema,
    status: 201,
    errors: [409, 422],
  },
  {
    method: "put",
    path: "/customer/edit/:id",
    tags,
    summary: "Change a user; a new password or role ends the user's sessions; not the own role",
    body: editCustomerSchema,
    data: customerSchema,
    errors: [404, 409, 422],
  },
  {
    method: "delete",
    path: "/customer/delete/:id",
    tags,
    summary: "Delete a user (not yourself) with its statuses and zzp products",
    data: customerSchema,
    errors: [404, 409],
  },
]);

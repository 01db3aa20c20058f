/** Customers API (admin): list, one, register, edit, delete. Thin: parse -> service -> envelope. */
import { Hono } from "hono";
import { idParam, readJsonBody } from "../auth/request.ts";
import { listEnvelope } from "../content/list-query.ts";
import type { AppEnv } from "../http/context.ts";
import { validate } from "../validation/validate.ts";
import { customerText } from "./messages.ts";
import { customerLabels, customerListQuerySchema, editCustomerSchema, registerSchema } from "./schema.ts";
import { deleteCustomer, getCustomer, listCustomers, registerCustomer, updateCustomer } from "./service.ts";

export const userRoutes = new Hono<AppEnv>();

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
  return c.json({ data: customer }, 201);
});

userRoutes.put("/customer/edit/:id", async (c) => {
  const id = idParam(c, "id", customerText("not_found", c.var.lang));
  const input = validate(editCustomerSchema, await readJsonBody(c), c.var.lang, opts);
  const customer = await updateCustomer(c.var.deps.database.db, id, input, c.var.user!.id, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, changed: id, fields: Object.keys(input) }, "users: edited");
  return c.json({ data: customer });
});

userRoutes.delete("/customer/delete/:id", async (c) => {
  const id = idParam(c, "id", customerText("not_found", c.var.lang));
  const customer = await deleteCustomer(c.var.deps.database.db, id, c.var.user!.id, c.var.lang);
  c.var.log.info({ userId: c.var.user?.id, deleted: id }, "users: deleted");
  return c.json({ data: customer });
});

/** Customers API (admin): list, one, register, edit, delete. Thin: parse -> service -> envelope. */

import { customerType } from "#content-types/customers.ts";
import { serverCrudPaths } from "#content-types/define.ts";
import { auditUserEdit, roleBefore } from "../audit/user-events.ts";
import { listEnvelope } from "../content/list-query.ts";
import { dbOf } from "../content/params.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { recordRoutes } from "../http/record-routes.ts";
import { recordWrite } from "../http/record-write.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  jsonRequest,
  listResponse,
  orNotFound,
} from "../http/router.ts";
import { customerNotFound } from "./messages.ts";
import {
  customerLabels,
  customerListQuerySchema,
  customerSchema,
  editCustomerSchema,
  registerSchema,
} from "./schema.ts";
import { deleteCustomer, getCustomer, listCustomers, registerCustomer, updateCustomer } from "./service.ts";

export const userRoutes = createRouter({ labels: customerLabels });

const tags = ["Customers"];
const paths = serverCrudPaths(customerType);
const customers = recordRoutes(userRoutes, {
  tags,
  item: customerSchema,
  notFound: customerNotFound,
  entity: "user",
});
const params = customers.params;

userRoutes.openapi(
  apiRoute({
    method: "get",
    path: paths.list,
    access: ADMIN,
    tags,
    summary: "Users of every role, paginated; `search` in name, e-mail, city, phone; `role` filter",
    request: { query: customerListQuerySchema },
    responses: { 200: listResponse(customerSchema), ...errorResponses(401, 403, 422) },
  }),
  async (c) => c.json(listEnvelope(await listCustomers(dbOf(c), c.req.valid("query"))), 200),
);

customers.one({ path: paths.get, access: ADMIN, summary: "One user", errors: [401, 403] }, (c, id) =>
  getCustomer(dbOf(c), id),
);

userRoutes.openapi(
  apiRoute({
    method: "post",
    path: paths.add,
    access: ADMIN,
    tags,
    summary: "Create a user with a password, or with `send_invitation` (a link to choose one)",
    description:
      "Passwords: 10 to 128 characters, not on the list of common passwords. A used e-mail address: 409.",
    ...jsonRequest(registerSchema),
    responses: {
      201: dataResponse(customerSchema, "The new user"),
      ...errorResponses(400, 401, 403, 409, 415, 422),
    },
  }),
  async (c) => {
    const customer = await registerCustomer(dbOf(c), c.var.deps.config, c.req.valid("json"), c.var.lang);
    await recordWrite(c, "create", "user", customer, { role: customer.role });
    return c.json({ data: customer }, 201);
  },
);

userRoutes.openapi(
  apiRoute({
    method: "put",
    path: paths.edit,
    access: ADMIN,
    tags,
    summary: "Change a user; a new password or role ends the user's sessions; not the own role",
    ...jsonRequest(editCustomerSchema, { params }),
    responses: {
      200: dataResponse(customerSchema),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const previousRole = await roleBefore(dbOf(c), id);
    const customer = orNotFound(
      await updateCustomer(dbOf(c), id, input, c.var.user!.id, c.var.lang),
      customerNotFound,
      c.var.lang,
    );
    c.var.log.info({ userId: c.var.user?.id, changed: id, fields: Object.keys(input) }, "users: edited");
    await auditUserEdit(c, customer, Object.keys(input), previousRole);
    return c.json({ data: customer }, 200);
  },
);

customers.remove(
  {
    path: paths.delete,
    access: ADMIN,
    summary: "Delete a user (not yourself) with its statuses and zzp products",
    errors: [401, 403, 409],
  },
  (c, id) => deleteCustomer(dbOf(c), id, c.var.user!.id, c.var.lang),
);

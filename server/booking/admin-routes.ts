/**
 * The booking API of the owner (issue 22, part 2; cms-admin): bookings (cancel, move), kinds with
 * their week, exceptions, settings. Every write is audited.
 */
import { z } from "zod";
import {
  bookingsQuerySchema,
  exceptionSchema,
  kindSchema,
  moveSchema,
  settingsSchema,
} from "#core/booking/schema.ts";
import { audit } from "../audit/audit.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import {
  dataResponse,
  errorResponses,
  idParams,
  jsonRequest,
  notFoundIn,
  orNotFound,
} from "../http/router.ts";
import {
  addException,
  adminBooking,
  deleteException,
  deleteKind,
  listBookings,
  listExceptions,
  listKindsWithHours,
  saveKind,
  saveSettings,
} from "./admin-service.ts";
import { getSettings } from "./book-service.ts";
import { cancelBooking, moveBooking } from "./manage-service.ts";
import {
  adminBookingOut,
  adminKindOut,
  adminTags,
  type BookingRouter,
  bookingNotFound,
  deletedOut,
  exceptionNotFound,
  exceptionOut,
  kindNotFound,
  settingsOut,
} from "./route-shapes.ts";

export function adminBookingRoutes(router: BookingRouter) {
  router.openapi(
    apiRoute({
      method: "get",
      path: "/booking/bookings",
      access: ADMIN,
      tags: adminTags,
      summary: "Bookings between two days (default: today and the next 60 days)",
      request: { query: bookingsQuerySchema },
      responses: { 200: dataResponse(z.array(adminBookingOut)), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listBookings(c.var.deps, c.req.valid("query")) }, 200),
  );

  router.openapi(
    apiRoute({
      method: "post",
      path: "/booking/booking/{id}/cancel",
      access: ADMIN,
      tags: adminTags,
      summary: "Cancel a booking (the visitor is mailed)",
      request: { params: idParams(bookingNotFound) },
      responses: { 200: dataResponse(adminBookingOut), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const done = orNotFound(await cancelBooking(c.var.deps, id), bookingNotFound, c.var.lang);
      await audit(c, {
        action: "update",
        entityType: "booking",
        entityId: id,
        detail: { change: "cancelled" },
      });
      return c.json({ data: adminBooking(done.row, done.kind) }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "post",
      path: "/booking/booking/{id}/move",
      access: ADMIN,
      tags: adminTags,
      summary: "Move a booking to another free slot of its kind (the visitor is mailed)",
      ...jsonRequest(moveSchema, { params: idParams(bookingNotFound) }),
      responses: { 200: dataResponse(adminBookingOut), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const start = new Date(c.req.valid("json").start);
      const done = orNotFound(
        await moveBooking(c.var.deps, id, start, c.var.lang),
        bookingNotFound,
        c.var.lang,
      );
      await audit(c, {
        action: "update",
        entityType: "booking",
        entityId: id,
        detail: { change: "moved", to: done.row.start_at.toISOString() },
      });
      return c.json({ data: adminBooking(done.row, done.kind) }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/booking/admin-kinds",
      access: ADMIN,
      tags: adminTags,
      summary: "All kinds (also inactive) with their weekly hours",
      responses: { 200: dataResponse(z.array(adminKindOut)), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await listKindsWithHours(c.var.deps) }, 200),
  );

  router.openapi(
    apiRoute({
      method: "post",
      path: "/booking/add-kind",
      access: ADMIN,
      tags: adminTags,
      summary: "Add a kind with its weekly hours",
      ...jsonRequest(kindSchema),
      responses: { 201: dataResponse(adminKindOut, "Created"), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    async (c) => {
      const kind = orNotFound(
        await saveKind(c.var.deps, null, c.req.valid("json")),
        kindNotFound,
        c.var.lang,
      );
      await audit(c, {
        action: "create",
        entityType: "booking kind",
        entityId: kind.id,
        title: kind.name_nl,
      });
      return c.json({ data: kind }, 201);
    },
  );

  router.openapi(
    apiRoute({
      method: "put",
      path: "/booking/kind/{id}",
      access: ADMIN,
      tags: adminTags,
      summary: "Change a kind; its weekly hours are replaced by `hours`",
      ...jsonRequest(kindSchema, { params: idParams(kindNotFound) }),
      responses: { 200: dataResponse(adminKindOut), ...errorResponses(400, 401, 403, 404, 415, 422) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const kind = orNotFound(await saveKind(c.var.deps, id, c.req.valid("json")), kindNotFound, c.var.lang);
      await audit(c, { action: "update", entityType: "booking kind", entityId: id, title: kind.name_nl });
      return c.json({ data: kind }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "delete",
      path: "/booking/kind/{id}",
      access: ADMIN,
      tags: adminTags,
      summary: "Delete a kind without bookings (409 otherwise: make it inactive)",
      request: { params: idParams(kindNotFound) },
      responses: { 200: dataResponse(deletedOut), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      if (!(await deleteKind(c.var.deps, id, c.var.lang))) throw notFoundIn(kindNotFound, c.var.lang);
      await audit(c, { action: "delete", entityType: "booking kind", entityId: id });
      return c.json({ data: { deleted: true as const, id } }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/booking/exceptions",
      access: ADMIN,
      tags: adminTags,
      summary: "Closed days and extra hours",
      responses: { 200: dataResponse(z.array(exceptionOut)), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await listExceptions(c.var.deps) }, 200),
  );

  router.openapi(
    apiRoute({
      method: "post",
      path: "/booking/add-exception",
      access: ADMIN,
      tags: adminTags,
      summary: "Add a closed day or extra hours (for one kind or, with `kind_id` null, all)",
      ...jsonRequest(exceptionSchema),
      responses: { 201: dataResponse(exceptionOut, "Created"), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    async (c) => {
      const row = await addException(c.var.deps, c.req.valid("json"));
      await audit(c, { action: "create", entityType: "booking exception", entityId: row.id, title: row.day });
      return c.json({ data: row }, 201);
    },
  );

  router.openapi(
    apiRoute({
      method: "delete",
      path: "/booking/exception/{id}",
      access: ADMIN,
      tags: adminTags,
      summary: "Delete an exception",
      request: { params: idParams(exceptionNotFound) },
      responses: { 200: dataResponse(deletedOut), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      if (!(await deleteException(c.var.deps, id))) throw notFoundIn(exceptionNotFound, c.var.lang);
      await audit(c, { action: "delete", entityType: "booking exception", entityId: id });
      return c.json({ data: { deleted: true as const, id } }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: "/booking/settings",
      access: ADMIN,
      tags: adminTags,
      summary: "How soon and how far ahead a visitor may book",
      responses: { 200: dataResponse(settingsOut), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await getSettings(c.var.deps) }, 200),
  );

  router.openapi(
    apiRoute({
      method: "put",
      path: "/booking/settings",
      access: ADMIN,
      tags: adminTags,
      summary: "Change how soon and how far ahead a visitor may book",
      ...jsonRequest(settingsSchema),
      responses: { 200: dataResponse(settingsOut), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    async (c) => {
      const settings = await saveSettings(c.var.deps, c.req.valid("json"));
      await audit(c, { action: "update", entityType: "booking settings", detail: settings });
      return c.json({ data: settings }, 200);
    },
  );
}

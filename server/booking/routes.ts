/**
 * The booking API (issue 22, part 2). Public: the kinds, the free slots, booking, and the visitor's
 * own link (view, cancel, move). Admin (cms-admin): bookings, kinds with their week, exceptions,
 * settings. Every write is audited; the public writes are rate-limited per client address.
 */
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  bookingLabels,
  bookingsQuerySchema,
  bookingTexts,
  bookSchema,
  exceptionSchema,
  kindSchema,
  kindsQuerySchema,
  moveSchema,
  settingsSchema,
  slotsQuerySchema,
} from "#core/booking/schema.ts";
import { audit } from "../audit/audit.ts";
import { clientIp } from "../http/client-ip.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  idParams,
  jsonBody,
  jsonBodyRules,
  notFoundIn,
  orNotFound,
} from "../http/router.ts";
import {
  addException,
  adminBooking,
  bookingByToken,
  bookSlot,
  cancelBooking,
  countLinkRequest,
  deleteException,
  deleteKind,
  getSettings,
  linkInvalid,
  listBookings,
  listExceptions,
  listFreeSlots,
  listKindsWithHours,
  listPublicKinds,
  moveBooking,
  publicBooking,
  saveKind,
  saveSettings,
} from "./service.ts";

const tags = ["Booking"];
const adminTags = ["Booking (admin)"];
const kindNotFound = bookingTexts.kindNotFound;
const bookingNotFound = bookingTexts.bookingNotFound;
const exceptionNotFound = { nl: "Uitzondering niet gevonden", en: "Exception not found" };

const kindOut = z
  .object({ id: z.number().int(), name: z.string(), minutes: z.number().int() })
  .meta({ id: "BookingKind" });
const slotOut = z.object({ start: z.string(), end: z.string() }).meta({ id: "BookingSlot" });
const publicBookingOut = z
  .object({
    id: z.number().int(),
    kind: z.number().int(),
    kind_name: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(["booked", "cancelled"]),
  })
  .meta({ id: "Booking" });
const adminBookingOut = z
  .object({
    id: z.number().int(),
    kind_id: z.number().int(),
    kind_name: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    status: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    description: z.string(),
    language: z.enum(["nl", "en"]),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AdminBooking" });
const hoursOut = z.object({ weekday: z.number().int(), start_time: z.string(), end_time: z.string() });
const adminKindOut = z
  .object({
    id: z.number().int(),
    name_nl: z.string(),
    name_en: z.string(),
    minutes: z.number().int(),
    active: z.boolean(),
    position: z.number().int(),
    hours: z.array(hoursOut),
  })
  .meta({ id: "AdminBookingKind" });
const exceptionOut = z
  .object({
    id: z.number().int(),
    day: z.string(),
    kind_id: z.number().int().nullable(),
    closed: z.boolean(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: "BookingException" });
const settingsOut = z
  .object({ min_notice_minutes: z.number().int(), max_days_ahead: z.number().int() })
  .meta({ id: "BookingSettings" });
const tokenParams = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, description: "from the mail's link" }),
});
const deletedOut = z.object({ deleted: z.literal(true), id: z.number().int() });

export function bookingRoutes() {
  const router = createRouter({ labels: bookingLabels });

  // ------------------------------------------------------------------ public
  router.openapi(
    createRoute({
      method: "get",
      path: "/booking/kinds",
      tags,
      summary: "The kinds of appointment a visitor can book",
      description: "Named in `lang` (default: the request language), in the owner's order.",
      request: { query: kindsQuerySchema },
      responses: { 200: dataResponse(z.array(kindOut)), ...errorResponses(422) },
    }),
    async (c) => {
      const lang = c.req.valid("query").lang ?? c.var.lang;
      return c.json({ data: await listPublicKinds(c.var.deps, lang) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/booking/slots",
      tags,
      summary: "The free slots of a kind",
      description:
        "Days `from`–`to` (inclusive, `YYYY-MM-DD`, Amsterdam calendar days, at most 62 days apart). Only free slots, " +
        "as ISO moments (UTC); nothing about other bookings. The owner's notice and how far ahead apply.",
      request: { query: slotsQuerySchema },
      responses: { 200: dataResponse(z.array(slotOut)), ...errorResponses(404, 422) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const slots = orNotFound(
        await listFreeSlots(c.var.deps, q.kind, q.from, q.to),
        kindNotFound,
        c.var.lang,
      );
      const data = slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/booking/book",
      tags,
      summary: "Book a free slot",
      middleware: [jsonBodyRules],
      description:
        "`start` must be a free slot of `kind` (as GET booking/slots gives it). Stores the booking and queues the " +
        "visitor's confirmation (in `language`, fixed text with the kind, the moment, a link to cancel or move, an .ics) " +
        "and the company's mail in one transaction. 409 when the moment was just taken (the database refuses two " +
        "overlapping bookings) or cannot be booked. At most 5 per 10 minutes per client address (429). " +
        "`website` is a honeypot.",
      request: { body: jsonBody(bookSchema) },
      responses: { 201: dataResponse(publicBookingOut), ...errorResponses(400, 403, 409, 415, 422, 429) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const booking = await bookSlot(c.var.deps, body, { ip: clientIp(c), lang: c.var.lang });
      if (booking.id > 0) {
        await audit(c, {
          action: "create",
          entityType: "booking",
          entityId: booking.id,
          title: `${booking.kind_name} ${booking.start}`,
          actor: { id: null, email: body.email },
        });
      }
      return c.json({ data: booking }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/booking/manage/{token}",
      tags,
      summary: "The booking of a visitor's link",
      description: "404 when the link is malformed, expired, for a cancelled booking or from before a move.",
      request: { params: tokenParams },
      responses: { 200: dataResponse(publicBookingOut), ...errorResponses(404) },
    }),
    async (c) => {
      const found = await bookingByToken(c.var.deps, c.req.valid("param").token);
      if (!found) throw linkInvalid(c.var.lang);
      return c.json({ data: publicBooking(found.row, found.kind, c.var.lang) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/booking/manage/{token}/cancel",
      tags,
      summary: "Cancel the booking of a visitor's link",
      description:
        "The slot is free at once; the visitor and the company are mailed. Rate-limited like booking.",
      request: { params: tokenParams },
      responses: { 200: dataResponse(publicBookingOut), ...errorResponses(403, 404, 429) },
    }),
    async (c) => {
      await countLinkRequest(c.var.deps, clientIp(c), c.var.lang);
      const found = await bookingByToken(c.var.deps, c.req.valid("param").token);
      if (!found) throw linkInvalid(c.var.lang);
      const done = orNotFound(await cancelBooking(c.var.deps, found.row.id), bookingNotFound, c.var.lang);
      await audit(c, {
        action: "update",
        entityType: "booking",
        entityId: done.row.id,
        detail: { change: "cancelled", by: "visitor" },
        actor: { id: null, email: done.row.email },
      });
      return c.json({ data: publicBooking(done.row, done.kind, c.var.lang) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/booking/manage/{token}/move",
      tags,
      summary: "Move the booking of a visitor's link to another free slot",
      description:
        "The new mail carries a new link; the old one stops working. 409 when the new moment is not free.",
      middleware: [jsonBodyRules],
      request: { params: tokenParams, body: jsonBody(moveSchema) },
      responses: {
        200: dataResponse(publicBookingOut),
        ...errorResponses(400, 403, 404, 409, 415, 422, 429),
      },
    }),
    async (c) => {
      await countLinkRequest(c.var.deps, clientIp(c), c.var.lang);
      const found = await bookingByToken(c.var.deps, c.req.valid("param").token);
      if (!found) throw linkInvalid(c.var.lang);
      const start = new Date(c.req.valid("json").start);
      const done = orNotFound(
        await moveBooking(c.var.deps, found.row.id, start, c.var.lang),
        bookingNotFound,
        c.var.lang,
      );
      await audit(c, {
        action: "update",
        entityType: "booking",
        entityId: done.row.id,
        detail: {
          change: "moved",
          by: "visitor",
          from: found.row.start_at.toISOString(),
          to: done.row.start_at.toISOString(),
        },
        actor: { id: null, email: done.row.email },
      });
      return c.json({ data: publicBooking(done.row, done.kind, c.var.lang) }, 200);
    },
  );

  // ------------------------------------------------------------------ admin
  router.openapi(
    createRoute({
      method: "get",
      path: "/booking/bookings",
      tags: adminTags,
      summary: "Bookings between two days (default: today and the next 60 days)",
      request: { query: bookingsQuerySchema },
      responses: { 200: dataResponse(z.array(adminBookingOut)), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listBookings(c.var.deps, c.req.valid("query")) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/booking/booking/{id}/cancel",
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
    createRoute({
      method: "post",
      path: "/booking/booking/{id}/move",
      tags: adminTags,
      summary: "Move a booking to another free slot of its kind (the visitor is mailed)",
      middleware: [jsonBodyRules],
      request: { params: idParams(bookingNotFound), body: jsonBody(moveSchema) },
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
    createRoute({
      method: "get",
      path: "/booking/admin-kinds",
      tags: adminTags,
      summary: "All kinds (also inactive) with their weekly hours",
      responses: { 200: dataResponse(z.array(adminKindOut)), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await listKindsWithHours(c.var.deps) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/booking/add-kind",
      tags: adminTags,
      summary: "Add a kind with its weekly hours",
      middleware: [jsonBodyRules],
      request: { body: jsonBody(kindSchema) },
      responses: { 200: dataResponse(adminKindOut), ...errorResponses(400, 401, 403, 415, 422) },
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
      return c.json({ data: kind }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/booking/kind/{id}",
      tags: adminTags,
      summary: "Change a kind; its weekly hours are replaced by `hours`",
      middleware: [jsonBodyRules],
      request: { params: idParams(kindNotFound), body: jsonBody(kindSchema) },
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
    createRoute({
      method: "delete",
      path: "/booking/kind/{id}",
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
    createRoute({
      method: "get",
      path: "/booking/exceptions",
      tags: adminTags,
      summary: "Closed days and extra hours",
      responses: { 200: dataResponse(z.array(exceptionOut)), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await listExceptions(c.var.deps) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/booking/add-exception",
      tags: adminTags,
      summary: "Add a closed day or extra hours (for one kind or, with `kind_id` null, all)",
      middleware: [jsonBodyRules],
      request: { body: jsonBody(exceptionSchema) },
      responses: { 200: dataResponse(exceptionOut), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    async (c) => {
      const row = await addException(c.var.deps, c.req.valid("json"));
      await audit(c, { action: "create", entityType: "booking exception", entityId: row.id, title: row.day });
      return c.json({ data: row }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/booking/exception/{id}",
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
    createRoute({
      method: "get",
      path: "/booking/settings",
      tags: adminTags,
      summary: "How soon and how far ahead a visitor may book",
      responses: { 200: dataResponse(settingsOut), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await getSettings(c.var.deps) }, 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/booking/settings",
      tags: adminTags,
      summary: "Change how soon and how far ahead a visitor may book",
      middleware: [jsonBodyRules],
      request: { body: jsonBody(settingsSchema) },
      responses: { 200: dataResponse(settingsOut), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    async (c) => {
      const settings = await saveSettings(c.var.deps, c.req.valid("json"));
      await audit(c, { action: "update", entityType: "booking settings", detail: settings });
      return c.json({ data: settings }, 200);
    },
  );

  return router;
}

/**
 * The booking API of the visitor's own link (issue 22, part 2): view, cancel and move the booking the
 * mailed token names. The writes are audited and rate-limited like booking.
 */
import { moveSchema } from "#core/booking/schema.ts";
import { audit } from "../audit/audit.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import { dataResponse, errorResponses, jsonRequest, orNotFound } from "../http/router.ts";
import { publicBooking } from "./book-service.ts";
import {
  bookingByToken,
  cancelBooking,
  countLinkRequest,
  linkInvalid,
  moveBooking,
} from "./manage-service.ts";
import { type BookingRouter, bookingNotFound, publicBookingOut, tags, tokenParams } from "./route-shapes.ts";

export function manageBookingRoutes(router: BookingRouter) {
  router.openapi(
    apiRoute({
      method: "get",
      path: "/booking/manage/{token}",
      access: "public",
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
    apiRoute({
      method: "post",
      path: "/booking/manage/{token}/cancel",
      access: "public",
      tags,
      summary: "Cancel the booking of a visitor's link",
      description:
        "The slot is free at once; the visitor and the company are mailed. Rate-limited like booking. " +
        "Cancelling a cancelled booking again (a reload of the posted form) answers it as it is, with no " +
        "second mail.",
      request: { params: tokenParams },
      responses: { 200: dataResponse(publicBookingOut), ...errorResponses(403, 404, 429) },
    }),
    async (c) => {
      await countLinkRequest(c.var.deps, clientIp(c), c.var.lang);
      const found = await bookingByToken(c.var.deps, c.req.valid("param").token, undefined, {
        cancelled: true,
      });
      if (!found) throw linkInvalid(c.var.lang);
      // already done: the same answer, nobody mailed or audited twice
      if (found.row.status === "cancelled")
        return c.json({ data: publicBooking(found.row, found.kind, c.var.lang) }, 200);
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
    apiRoute({
      method: "post",
      path: "/booking/manage/{token}/move",
      access: "public",
      tags,
      summary: "Move the booking of a visitor's link to another free slot",
      description:
        "The new mail carries a new link; the old one stops working. 409 when the new moment is not free.",
      ...jsonRequest(moveSchema, { params: tokenParams }),
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
}

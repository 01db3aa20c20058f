/**
 * The booking API for anyone (issue 22, part 2): the kinds, the free slots and booking one. The
 * booking is audited and rate-limited per client address (book-service.ts).
 */
import { z } from "zod";
import { bookSchema, kindsQuerySchema, slotsQuerySchema } from "#core/booking/schema.ts";
import { audit } from "../audit/audit.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import { dataResponse, errorResponses, jsonRequest, orNotFound } from "../http/router.ts";
import { bookSlot, listFreeSlots, listPublicKinds } from "./book-service.ts";
import {
  type BookingRouter,
  kindNotFound,
  kindOut,
  publicBookingOut,
  slotOut,
  tags,
} from "./route-shapes.ts";

export function publicBookingRoutes(router: BookingRouter) {
  router.openapi(
    apiRoute({
      method: "get",
      path: "/booking/kinds",
      access: "public",
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
    apiRoute({
      method: "get",
      path: "/booking/slots",
      access: "public",
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
    apiRoute({
      method: "post",
      path: "/booking/book",
      access: "public",
      tags,
      summary: "Book a free slot",
      description:
        "`start` must be a free slot of `kind` (as GET booking/slots gives it). Stores the booking and queues the " +
        "visitor's confirmation (in `language`, fixed text with the kind, the moment, a link to cancel or move, an .ics) " +
        "and the company's mail in one transaction. 409 when the moment was just taken (the database refuses two " +
        "overlapping bookings) or cannot be booked. At most 5 per 10 minutes per client address (429). " +
        "A repeat with the same `idempotency_key`, kind and e-mail address answers the booking it made (where it " +
        "is now, when it was moved since) and books nothing; once that booking is cancelled the key books anew. " +
        "`website` is a honeypot.",
      ...jsonRequest(bookSchema),
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
}

/**
 * The booking API (issue 22, part 2). Public: the kinds, the free slots, booking, and the visitor's
 * own link (view, cancel, move). Admin (cms-admin): bookings, kinds with their week, exceptions,
 * settings. Every write is audited; the public writes are rate-limited per client address. The calls
 * are in public-routes.ts, manage-routes.ts and admin-routes.ts; the services they call in
 * book-service.ts, manage-service.ts and admin-service.ts.
 */
import { bookingLabels } from "#core/booking/schema.ts";
import { createRouter } from "../http/router.ts";
import { adminBookingRoutes } from "./admin-routes.ts";
import { manageBookingRoutes } from "./manage-routes.ts";
import { publicBookingRoutes } from "./public-routes.ts";

/** One router, the three parts in this order: the order of the OpenAPI document (app/api/schema.ts). */
export function bookingRoutes() {
  const router = createRouter({ labels: bookingLabels });
  publicBookingRoutes(router);
  manageBookingRoutes(router);
  adminBookingRoutes(router);
  return router;
}

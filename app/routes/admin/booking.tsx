/** ADMIN_BASE/afspraken — appointment booking (issue 22): bookings, kinds, exceptions, settings. */
import { BookingAdmin } from "#app/admin/booking/BookingAdmin.tsx";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import type { Route } from "./+types/booking";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function BookingRoute() {
  return <BookingAdmin />;
}

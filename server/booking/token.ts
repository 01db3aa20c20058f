/**
 * The visitor's link to cancel or move a booking (`/afspraak/<token>`): signed, not stored. The token
 * is `<id>.<expires>.<mac>`; the MAC (HMAC-SHA256 under SESSION_SECRET, 128 bits kept) covers the id,
 * the expiry and the booked start, so a moved booking's old link stops working and nobody can make a
 * link for another id. It expires when the appointment starts (nothing left to change then).
 */
import { createHmac } from "node:crypto";
import { safeEqual } from "../auth/tokens.ts";

function mac(secret: string, id: number, expires: number, startMs: number): string {
  return createHmac("sha256", secret)
    .update(`booking-link\n${id}\n${expires}\n${startMs}`, "utf8")
    .digest("base64url")
    .slice(0, 22);
}

export function bookingToken(secret: string, booking: { id: number; start_at: Date }): string {
  const expires = Math.floor(booking.start_at.getTime() / 1000);
  return `${booking.id}.${expires}.${mac(secret, booking.id, expires, booking.start_at.getTime())}`;
}

/** The booking id a token names, when its form is right (the MAC is checked against the row later). */
export function tokenId(token: string): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Whether the token belongs to this booking as it is now and has not expired. */
export function tokenValid(
  secret: string,
  token: string,
  booking: { id: number; start_at: Date },
  now: Date,
) {
  const [, expiresText] = token.split(".");
  const expires = Number(expiresText);
  if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return false;
  return safeEqual(token, bookingToken(secret, booking)) && tokenId(token) === booking.id;
}

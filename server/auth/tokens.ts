/** Random secrets for cookies and links, and the hash under which the database keeps them. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 128 random bits, base64url (22 characters): session ids, CSRF tokens, reset tokens. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}

/** The database stores only this hash, so a leaked table cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

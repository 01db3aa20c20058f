/**
 * The secret of a preview link: 256 random bits in the address, only its sha-256 in the database, so
 * a copy of the database does not open any link. A lookup hashes the presented token and compares
 * hashes (an index lookup, the same way the session and reset tokens work).
 */
import { createHash, randomBytes } from "node:crypto";

export const newPreviewToken = () => randomBytes(32).toString("base64url");

export const hashPreviewToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** what a token looks like (43 base64url characters); anything else is unknown without a query */
export const looksLikePreviewToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

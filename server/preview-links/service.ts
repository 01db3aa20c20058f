/**
 * Shareable preview links (requirements §2 "Preview links"): the owner makes a link to one page, news
 * item, tip or product; anyone with it sees the item as the admin preview does until the link
 * expires or is revoked. Times come from the caller so tests can move them.
 */
import { and, desc, eq } from "drizzle-orm";
import type { EditorialType } from "#content-types/editorial.ts";
import type { PreviewLinkDays } from "#core/preview-links.ts";
import type { Tx } from "../db/client.ts";
import { previewLinks } from "../db/schema.ts";
import { findNewsById } from "../news/service.ts";
import { findPageById } from "../pages/service.ts";
import { findProductById } from "../products/service.ts";
import { findTipById } from "../tips/service.ts";
import { hashPreviewToken, looksLikePreviewToken, newPreviewToken } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const finders = {
  page: findPageById,
  news: findNewsById,
  tip: findTipById,
  product: findProductById,
} as const;

/** the item a link points to (any state, published or not), or null when it is gone */
export async function findPreviewEntity(
  db: Tx,
  type: EditorialType,
  id: number,
): Promise<{ id: number; language: string } | null> {
  return finders[type](db, id);
}

export type PreviewLinkRow = typeof previewLinks.$inferSelect;

const isActive = (row: PreviewLinkRow, now: Date) => row.revoked_at === null && row.expires_at > now;

/** the row as the API shows it: never the token (it is not stored), with whether it still opens */
export function presentPreviewLink(row: PreviewLinkRow, now: Date) {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
    active: isActive(row, now),
  };
}

/** a new link; the token is answered once, here, and only its hash is stored */
export async function createPreviewLink(
  db: Tx,
  input: { type: EditorialType; id: number; days: PreviewLinkDays; userId: number | null; now: Date },
) {
  const token = newPreviewToken();
  const [row] = await db
    .insert(previewLinks)
    .values({
      token_hash: hashPreviewToken(token),
      entity_type: input.type,
      entity_id: input.id,
      created_by: input.userId,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + input.days * DAY_MS),
    })
    .returning();
  return { row, token };
}

/** the links of one item, newest first */
export async function listPreviewLinks(db: Tx, type: EditorialType, id: number) {
  return db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.entity_type, type), eq(previewLinks.entity_id, id)))
    .orderBy(desc(previewLinks.created_at), desc(previewLinks.id));
}

/** revokes a link (a second revoke keeps the first moment); null when there is no such link */
export async function revokePreviewLink(db: Tx, linkId: number, now: Date): Promise<PreviewLinkRow | null> {
  const [row] = await db.select().from(previewLinks).where(eq(previewLinks.id, linkId));
  if (!row) return null;
  if (row.revoked_at) return row;
  const [updated] = await db
    .update(previewLinks)
    .set({ revoked_at: now })
    .where(eq(previewLinks.id, linkId))
    .returning();
  return updated ?? null;
}

export type ResolvedPreviewLink =
  | { state: "active"; type: EditorialType; id: number }
  | { state: "gone"; type: EditorialType; id: number }
  | { state: "unknown" };

/** what a presented token opens: an item, a link that no longer works, or nothing known */
export async function resolvePreviewLink(db: Tx, token: string, now: Date): Promise<ResolvedPreviewLink> {
  if (!looksLikePreviewToken(token)) return { state: "unknown" };
  const [row] = await db
    .select()
    .from(previewLinks)
    .where(eq(previewLinks.token_hash, hashPreviewToken(token)));
  if (!row) return { state: "unknown" };
  const type = row.entity_type as EditorialType;
  return { state: isActive(row, now) ? "active" : "gone", type, id: row.entity_id };
}

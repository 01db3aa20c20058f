/**
 * The audit entry of a preview link made or revoked (server/audit/): the link by its id, named after
 * the item it shows (its title), with the item's kind and id and when the link expires. Never the
 * token: the log, like the database, must not hold a working link.
 */
import type { EditorialType } from "#content-types/editorial.ts";
import { type AuditEvent, titleOf } from "../audit/audit.ts";
import type { Tx } from "../db/client.ts";
import { findPreviewEntity, type PreviewLinkRow } from "./service.ts";

export async function previewLinkEvent(
  db: Tx,
  action: "create" | "revoke",
  link: PreviewLinkRow,
): Promise<AuditEvent> {
  const item = await findPreviewEntity(db, link.entity_type as EditorialType, link.entity_id);
  return {
    action,
    entityType: "preview link",
    entityId: link.id,
    title: titleOf(item),
    detail: {
      item_type: link.entity_type,
      item_id: link.entity_id,
      expires_at: link.expires_at.toISOString(),
    },
  };
}

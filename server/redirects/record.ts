/**
 * Automatic redirects (requirements §2 "Redirects"): written in the transaction that changes a public
 * item's address, so an address change and its redirect are committed together or not at all. The
 * shared CRUD (server/content/crud.ts) calls these for every tracked table (./tracked.ts); the pages
 * service calls `recordAddressChange` for sub pages whose full url follows their parent's.
 */
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Row } from "#content-types/types.ts";
import { languageOfPath, normaliseFromPath, normaliseToPath } from "#core/redirect-paths.ts";
import type { Tx } from "../db/client.ts";
import { redirects } from "../db/schema.ts";
import type { Tracked } from "./tracked.ts";

/** a database row of a tracked table (its columns are what the definition's `publicUrl` reads) */
type Addressed = { id: number; [column: string]: unknown };

/** a stored target equals this address (targets keep their case; the site's addresses are lower case) */
const targetIs = (addresses: string[]): SQL =>
  inArray(
    sql`lower(${redirects.to_path})`,
    addresses.map((address) => normaliseFromPath(address)),
  );

/** A live address wins over a redirect from it: a new item (or a renamed one) took the old address. */
export async function clearLiveAddress(tx: Tx, address: string | null): Promise<void> {
  if (!address) return;
  await tx.delete(redirects).where(eq(redirects.from_path, normaliseFromPath(address)));
}

/** Every redirect that led to `from` (other than `exceptId`) now leads to `to`: a chain collapses. */
export async function retarget(tx: Tx, from: string, to: string, exceptId?: number): Promise<void> {
  const arriving =
    exceptId === undefined ? targetIs([from]) : and(targetIs([from]), ne(redirects.id, exceptId));
  await tx.update(redirects).set({ to_path: to, updated_at: new Date() }).where(arriving);
}

/**
 * The item at `from` moved to `to`: `from` now redirects to `to`, and so does every redirect that led
 * to `from` (chains collapse: A→B, then B→C stores A→C and B→C). Any redirect from `to` goes: the
 * address is live again (this also ends a loop: A→B then B→A leaves only B→A).
 */
export async function moveAddress(
  tx: Tx,
  move: { from: string; to: string; entityType: string; entityId: number },
): Promise<void> {
  const from = normaliseFromPath(move.from);
  // an item's public address is always a path of this site; the check keeps the one rule
  const to = normaliseToPath(move.to);
  if (to === null || from === normaliseFromPath(to)) return;
  const now = new Date();
  await clearLiveAddress(tx, to);
  await retarget(tx, from, to);
  const row = {
    to_path: to,
    language: languageOfPath(to),
    kind: "auto" as const,
    entity_type: move.entityType,
    entity_id: move.entityId,
    updated_at: now,
  };
  await tx
    .insert(redirects)
    .values({ from_path: from, ...row })
    .onConflictDoUpdate({ target: redirects.from_path, set: row });
}

/**
 * After an update of a tracked row: when its public address changed (both before and after
 * published), the old one redirects to the new one; when it became published, its address is live.
 */
export async function recordAddressChange(
  tx: Tx,
  tracked: Tracked,
  before: Addressed,
  after: Addressed,
): Promise<void> {
  const from = tracked.publicUrl(before as Row);
  const to = tracked.publicUrl(after as Row);
  if (!to) return;
  if (!from) return clearLiveAddress(tx, to);
  await moveAddress(tx, { from, to, entityType: tracked.entityType, entityId: after.id });
}

/**
 * Before deleting tracked rows: the redirects that lead to them go, the automatic ones by the item
 * they name and any other (a manual one) by its target, the item's address even while unpublished.
 */
export async function removeRedirectsTo(tx: Tx, tracked: Tracked, rows: Addressed[]): Promise<void> {
  if (rows.length === 0) return;
  const addresses = rows
    .map((row) => tracked.publicUrl({ ...(row as Row), visible: true }))
    .filter((address): address is string => Boolean(address));
  const byEntity = and(
    eq(redirects.entity_type, tracked.entityType),
    inArray(
      redirects.entity_id,
      rows.map((row) => row.id),
    ),
  );
  await tx.delete(redirects).where(addresses.length ? or(byEntity, targetIs(addresses)) : byEntity);
}

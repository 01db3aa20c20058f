/** The cards of every tip block of a page: the chosen tips and, when a block chose none, the newest. */
import type { z } from "zod";
import { tipCard } from "#app/lib/public/cards.server.ts";
import { MAX_TIPS, type tipBlock } from "#core/blocks/tip.ts";
import type { Language } from "#core/lang.ts";
import type { Tx } from "#server/db/client.ts";
import { tipsForBlocks } from "#server/tips/service.ts";
import type { ItemCard } from "../types.ts";

export async function loadTipBlocks(
  db: Tx,
  lang: Language,
  blocks: readonly z.infer<typeof tipBlock>[],
): Promise<Record<string, ItemCard[]>> {
  const cards: Record<string, ItemCard[]> = {};
  if (blocks.length === 0) return cards;
  const ids = blocks.flatMap((b) => b.tip_ids);
  const newest = blocks.some((b) => b.tip_ids.length === 0);
  const { chosen, latest } = await tipsForBlocks(db, lang, { ids, latest: newest ? MAX_TIPS : undefined });
  for (const b of blocks) {
    const items = b.tip_ids.length ? b.tip_ids.flatMap((id) => chosen.filter((t) => t.id === id)) : latest;
    cards[b.id] = items.slice(0, b.count).map((t) => tipCard(t, lang));
  }
  return cards;
}

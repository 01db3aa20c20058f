/** The cards of every news block of a page, in one statement (a UNION of the blocks' choices). */
import type { z } from "zod";
import { newsCard } from "#app/lib/public/cards.server.ts";
import type { newsBlock } from "#core/blocks/news.ts";
import type { Language } from "#core/lang.ts";
import type { Tx } from "#server/db/client.ts";
import { type NewsChoice, newsForChoices } from "#server/news/service.ts";
import type { ItemCard } from "../types.ts";

export async function loadNewsBlocks(
  db: Tx,
  lang: Language,
  blocks: readonly z.infer<typeof newsBlock>[],
): Promise<Record<string, ItemCard[]>> {
  const cards: Record<string, ItemCard[]> = {};
  if (blocks.length === 0) return cards;
  // the random blocks share one draw (the largest count): one page shows one sample
  const randomBlocks = blocks.filter((b) => b.mode === "random");
  const choices: NewsChoice[] = blocks.flatMap((b): NewsChoice[] =>
    b.mode === "specific"
      ? [{ ids: b.news_ids }]
      : b.mode === "category_group"
        ? [{ categoryId: b.category_id, groupId: b.news_group_id, count: b.count }]
        : [],
  );
  if (randomBlocks.length) choices.push({ random: Math.max(...randomBlocks.map((b) => b.count)) });
  const results = await newsForChoices(db, lang, choices);
  let at = 0;
  for (const b of blocks) {
    if (b.mode === "random") continue;
    cards[b.id] = (results[at++] ?? []).map((i) => newsCard(i, lang));
  }
  const drawn = randomBlocks.length ? (results[at] ?? []) : [];
  for (const b of randomBlocks) cards[b.id] = drawn.slice(0, b.count).map((i) => newsCard(i, lang));
  return cards;
}

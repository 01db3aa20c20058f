/**
 * Everything the blocks of a page need, loaded in the page loader: one statement per kind (all news
 * blocks, specific, random and by category/group, in one UNION; all tips; all services and groups;
 * the gallery folders, with the page's images when the caller asks), never one per block.
 */
import type { Language } from "#app/i18n/lang.ts";
import { formatDate } from "#app/lib/public/format.ts";
import { loadGalleries } from "#app/lib/public/gallery.server.ts";
import { newsPath, tipPath } from "#app/lib/public/urls.ts";
import type { Tx } from "#server/db/client.ts";
import { type NewsChoice, type NewsItem, newsForChoices } from "#server/news/service.ts";
import { type Block, blockSchema } from "#server/pages/blocks.ts";
import { publicServiceCards } from "#server/services/service.ts";
import { type Tip, tipsForBlocks } from "#server/tips/service.ts";
import { type BlockData, emptyBlockData, type ItemCard } from "./types.ts";

/** the stored blocks, each checked again: a broken block is skipped rather than breaking the page */
export function parseBlocks(raw: unknown): Block[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = blockSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const newsCard = (item: NewsItem, lang: Language): ItemCard => ({
  id: item.id,
  title: item.title,
  intro: item.intro,
  image: item.image,
  href: newsPath(lang, item.url),
  category: item.category?.label ?? null,
  date: formatDate(item.published_at, lang),
});

export const tipCard = (item: Tip, lang: Language): ItemCard => ({
  id: item.id,
  title: item.title,
  intro: item.intro,
  image: item.image,
  href: tipPath(lang, item.url),
  date: formatDate(item.published_at, lang),
});

/**
 * The data of every block of a page: one statement per kind of data whatever the number of blocks
 * (news, tips, services and groups). A public page loads the gallery images with its image sizes,
 * from the uploads table in one statement (loadPageImages in app/lib/public/images.server.ts).
 */
export async function loadBlockData(
  db: Tx,
  lang: Language,
  blocks: Block[],
  options: {
    /** false: the caller loads the gallery images with the page's images (one statement for both) */
    galleries?: boolean;
  } = {},
): Promise<BlockData> {
  const data = emptyBlockData();
  const jobs: Promise<void>[] = [];

  const newsBlocks = blocks.flatMap((b) => (b.type === "news" ? [b] : []));
  if (newsBlocks.length) {
    // the random blocks share one draw (the largest count), as before: one page shows one sample
    const randomBlocks = newsBlocks.filter((b) => b.mode === "random");
    const choices: NewsChoice[] = newsBlocks.flatMap((b): NewsChoice[] =>
      b.mode === "specific"
        ? [{ ids: b.news_ids }]
        : b.mode === "category_group"
          ? [{ categoryId: b.category_id, groupId: b.news_group_id, count: b.count }]
          : [],
    );
    if (randomBlocks.length) choices.push({ random: Math.max(...randomBlocks.map((b) => b.count)) });
    jobs.push(
      newsForChoices(db, lang, choices).then((results) => {
        let at = 0;
        for (const b of newsBlocks) {
          if (b.mode === "random") continue;
          data.news[b.id] = (results[at++] ?? []).map((i) => newsCard(i, lang));
        }
        const drawn = randomBlocks.length ? (results[at] ?? []) : [];
        for (const b of randomBlocks) data.news[b.id] = drawn.slice(0, b.count).map((i) => newsCard(i, lang));
      }),
    );
  }

  const tipBlocks = blocks.flatMap((b) => (b.type === "tip" ? [b] : []));
  if (tipBlocks.length) {
    const ids = tipBlocks.flatMap((b) => b.tip_ids);
    const newest = tipBlocks.some((b) => b.tip_ids.length === 0);
    jobs.push(
      tipsForBlocks(db, lang, { ids, latest: newest ? 4 : undefined }).then(({ chosen, latest }) => {
        for (const b of tipBlocks) {
          const items = b.tip_ids.length
            ? b.tip_ids.flatMap((id) => chosen.filter((t) => t.id === id))
            : latest;
          data.tips[b.id] = items.slice(0, b.count).map((t) => tipCard(t, lang));
        }
      }),
    );
  }

  const serviceBlocks = blocks.flatMap((b) => (b.type === "service" ? [b] : []));
  const serviceIds = serviceBlocks.flatMap((b) => (b.mode === "services" ? b.service_ids : []));
  const groupIds = serviceBlocks.flatMap((b) => (b.mode === "service_groups" ? b.service_group_ids : []));
  if (serviceIds.length || groupIds.length) {
    jobs.push(
      publicServiceCards(db, lang, { serviceIds, groupIds }).then(({ services, groups }) => {
        for (const b of serviceBlocks) {
          if (b.mode === "services")
            data.services[b.id] = b.service_ids.flatMap((id) => services.filter((s) => s.id === id));
          if (b.mode === "service_groups")
            data.serviceGroups[b.id] = b.service_group_ids.flatMap((id) => groups.filter((g) => g.id === id));
        }
      }),
    );
  }

  const folders = galleryFolders(blocks);
  if (folders.length && options.galleries !== false) {
    jobs.push(
      loadGalleries(db, folders).then((galleries) => {
        data.galleries = galleries;
      }),
    );
  }

  await Promise.all(jobs);
  return data;
}

/** the gallery folders the blocks show (their images are loaded with the page's image sizes) */
export const galleryFolders = (blocks: Block[]): string[] =>
  blocks.flatMap((b) => (b.type === "gallery" ? [b.folder] : []));

/** every image url the blocks show (for the one sizes/variants query) */
export function blockImageUrls(blocks: Block[], data: BlockData): string[] {
  const urls: string[] = [];
  for (const b of blocks) {
    if (b.type === "card") urls.push(...b.cards.map((c) => c.image));
    if (b.type === "comparison") urls.push(b.before_image, b.after_image);
    if (b.type === "text") urls.push(b.image);
  }
  for (const cards of [...Object.values(data.news), ...Object.values(data.tips)])
    urls.push(...cards.map((c) => c.image));
  return urls;
}

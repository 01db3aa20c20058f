/**
 * Everything the blocks of a page need, loaded in the page loader: one query per kind (all specific
 * news ids at once, one random draw shared by the random news blocks, all tips, all services, all
 * gallery folders), never one per block. Only category/group news blocks query per block: each
 * has its own filter.
 */
import type { Language } from "#app/i18n/lang.ts";
import { formatDate } from "#app/lib/public/format.ts";
import { loadGalleries } from "#app/lib/public/gallery.server.ts";
import { newsPath, tipPath } from "#app/lib/public/urls.ts";
import type { Tx } from "#server/db/client.ts";
import { type NewsItem, newsByCategoryOrGroup, newsByIds, randomNews } from "#server/news/service.ts";
import { type Block, blockSchema } from "#server/pages/blocks.ts";
import { type Service, serviceGroupsByIds, servicesByIds } from "#server/services/service.ts";
import { latestTips, type Tip, tipsByIds } from "#server/tips/service.ts";
import { type BlockData, emptyBlockData, type ItemCard, type ServiceItem } from "./types.ts";

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

export const serviceItem = (s: Service): ServiceItem => ({
  id: s.id,
  title: s.title,
  icon: s.icon,
  description: s.description,
});

export async function loadBlockData(db: Tx, lang: Language, blocks: Block[]): Promise<BlockData> {
  const data = emptyBlockData();
  const jobs: Promise<void>[] = [];

  const newsBlocks = blocks.filter((b) => b.type === "news");
  const specificIds = newsBlocks.flatMap((b) => (b.mode === "specific" ? b.news_ids : []));
  if (specificIds.length) {
    jobs.push(
      newsByIds(db, lang, specificIds).then((items) => {
        for (const b of newsBlocks)
          if (b.mode === "specific")
            data.news[b.id] = b.news_ids
              .flatMap((id) => items.filter((i) => i.id === id))
              .map((i) => newsCard(i, lang));
      }),
    );
  }
  const randomBlocks = newsBlocks.filter((b) => b.mode === "random");
  if (randomBlocks.length) {
    const most = Math.max(...randomBlocks.map((b) => b.count));
    jobs.push(
      randomNews(db, lang, most).then((items) => {
        for (const b of randomBlocks) data.news[b.id] = items.slice(0, b.count).map((i) => newsCard(i, lang));
      }),
    );
  }
  for (const b of newsBlocks) {
    if (b.mode !== "category_group") continue;
    jobs.push(
      newsByCategoryOrGroup(db, {
        language: lang,
        categoryId: b.category_id,
        groupId: b.news_group_id,
        count: b.count,
      }).then((items) => {
        data.news[b.id] = items.map((i) => newsCard(i, lang));
      }),
    );
  }

  const tipBlocks = blocks.filter((b) => b.type === "tip");
  if (tipBlocks.length) {
    const ids = tipBlocks.flatMap((b) => b.tip_ids);
    const newest = tipBlocks.some((b) => b.tip_ids.length === 0);
    jobs.push(
      Promise.all([ids.length ? tipsByIds(db, lang, ids) : [], newest ? latestTips(db, lang, 4) : []]).then(
        ([chosen, latest]) => {
          for (const b of tipBlocks) {
            const items = b.tip_ids.length
              ? b.tip_ids.flatMap((id) => chosen.filter((t) => t.id === id))
              : latest;
            data.tips[b.id] = items.slice(0, b.count).map((t) => tipCard(t, lang));
          }
        },
      ),
    );
  }

  const serviceBlocks = blocks.filter((b) => b.type === "service");
  const serviceIds = serviceBlocks.flatMap((b) => (b.mode === "services" ? b.service_ids : []));
  const groupIds = serviceBlocks.flatMap((b) => (b.mode === "service_groups" ? b.service_group_ids : []));
  if (serviceIds.length) {
    jobs.push(
      servicesByIds(db, lang, serviceIds).then((items) => {
        for (const b of serviceBlocks)
          if (b.mode === "services")
            data.services[b.id] = b.service_ids
              .flatMap((id) => items.filter((s) => s.id === id))
              .map(serviceItem);
      }),
    );
  }
  if (groupIds.length) {
    jobs.push(
      serviceGroupsByIds(db, lang, groupIds).then((groups) => {
        for (const b of serviceBlocks)
          if (b.mode === "service_groups")
            data.serviceGroups[b.id] = b.service_group_ids
              .flatMap((id) => groups.filter((g) => g.id === id))
              .map((g) => ({
                ...serviceItem(g as unknown as Service),
                services: g.services.map(serviceItem),
              }));
      }),
    );
  }

  const folders = blocks.flatMap((b) => (b.type === "gallery" ? [b.folder] : []));
  if (folders.length) {
    jobs.push(
      loadGalleries(db, folders).then((galleries) => {
        data.galleries = galleries;
      }),
    );
  }

  await Promise.all(jobs);
  return data;
}

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

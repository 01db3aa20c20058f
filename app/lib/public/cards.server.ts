/** News items and tips as the cards of the overviews, the related items and the news and tip blocks. */
import type { ItemCard } from "#app/blocks/types.ts";
import type { Language } from "#core/lang.ts";
import { newsPath, tipPath } from "#core/public/urls.ts";
import type { NewsItem } from "#server/news/service.ts";
import type { Tip } from "#server/tips/service.ts";
import { formatDate } from "./format.ts";

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

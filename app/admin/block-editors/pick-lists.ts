/**
 * The lists a block editor picks items from. Each names the block field that keeps the chosen ids, the
 * admin list the picker searches, the picker's label and the most a block keeps (the block schema's own
 * limit), so the news, tip and service editors name a list instead of writing its four facts again.
 */
import type { AdminKey } from "#app/i18n/locales/admin.ts";
import { MAX_NEWS_ITEMS } from "#core/blocks/news.ts";
import { MAX_SERVICE_GROUPS, MAX_SERVICES } from "#core/blocks/service.ts";
import { MAX_TIPS } from "#core/blocks/tip.ts";

export type PickList = { field: string; label: AdminKey; path: string; max: number };

export const pickLists = {
  news: { field: "news_ids", label: "blocks.newsItems", path: "news", max: MAX_NEWS_ITEMS },
  tips: { field: "tip_ids", label: "blocks.tips", path: "tips", max: MAX_TIPS },
  services: { field: "service_ids", label: "blocks.services", path: "services", max: MAX_SERVICES },
  serviceGroups: {
    field: "service_group_ids",
    label: "blocks.serviceGroups",
    path: "service-groups",
    max: MAX_SERVICE_GROUPS,
  },
} satisfies Record<string, PickList>;

export type PickListName = keyof typeof pickLists;

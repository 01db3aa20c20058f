/** What the block renderers get: the block itself plus the data its loader fetched (plain JSON). */

import type { Block } from "#core/blocks/index.ts";
import type { Language } from "#core/lang.ts";
import type { GalleryImage } from "#core/public/images.ts";

export interface ItemCard {
  id: number;
  title: string;
  intro: string;
  image: string;
  href: string;
  /** news category label in the page language */
  category?: string | null;
  date?: string | null;
}

export interface ServiceItem {
  id: number;
  title: string;
  icon: string;
  description: string;
}
export interface ServiceGroupItem extends ServiceItem {
  services: ServiceItem[];
}

export interface BlockData {
  /** news cards per news block id */
  news: Record<string, ItemCard[]>;
  /** tip cards per tip block id */
  tips: Record<string, ItemCard[]>;
  services: Record<string, ServiceItem[]>;
  serviceGroups: Record<string, ServiceGroupItem[]>;
  galleries: Record<string, GalleryImage[]>;
}

export const emptyBlockData = (): BlockData => ({
  news: {},
  tips: {},
  services: {},
  serviceGroups: {},
  galleries: {},
});

export interface BlockProps<B extends Block = Block> {
  block: B;
  data: BlockData;
  lang: Language;
  /** the full url of the page the block is on (some blocks adapt, e.g. the remote-help form) */
  pageUrl: string;
}

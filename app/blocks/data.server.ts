/**
 * Everything the blocks of a page need, loaded in the page loader by the loaders of the block folders
 * (news, tip, service, gallery): one statement per kind of data whatever the number of blocks, never
 * one per block. The public page route and the admin preview both load through `loadBlockData`.
 */

import { type Block, type BlockType, blockImages, blockSchema } from "#core/blocks/index.ts";
import type { Language } from "#core/lang.ts";
import type { Tx } from "#server/db/client.ts";
import { galleryFoldersOf, loadGalleryBlocks } from "./gallery/data.server.ts";
import { loadNewsBlocks } from "./news/data.server.ts";
import { loadServiceBlocks } from "./service/data.server.ts";
import { loadTipBlocks } from "./tip/data.server.ts";
import { type BlockData, emptyBlockData } from "./types.ts";

/** the stored blocks, each checked again: a broken block is skipped rather than breaking the page */
export function parseBlocks(raw: unknown): Block[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = blockSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const ofType = <T extends BlockType>(blocks: readonly Block[], type: T) =>
  blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);

/**
 * The data of every block of a page: one statement per kind of data whatever the number of blocks
 * (news, tips, services and groups). A public page loads the gallery images with its image sizes,
 * from the uploads table in one statement (loadPageImages in server/uploads/page-images.ts).
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
  const galleryBlocks = ofType(blocks, "gallery");
  const [news, tips, services, galleries] = await Promise.all([
    loadNewsBlocks(db, lang, ofType(blocks, "news")),
    loadTipBlocks(db, lang, ofType(blocks, "tip")),
    loadServiceBlocks(db, lang, ofType(blocks, "service")),
    galleryBlocks.length && options.galleries !== false ? loadGalleryBlocks(db, galleryBlocks) : null,
  ]);
  data.news = news;
  data.tips = tips;
  data.services = services.services;
  data.serviceGroups = services.serviceGroups;
  if (galleries) data.galleries = galleries;
  return data;
}

/** the gallery folders the blocks show (their images are loaded with the page's image sizes) */
export const galleryFolders = (blocks: Block[]): string[] => galleryFoldersOf(ofType(blocks, "gallery"));

/** every image url the blocks show (for the one sizes/variants query) */
export function blockImageUrls(blocks: Block[], data: BlockData): string[] {
  const cards = [...Object.values(data.news), ...Object.values(data.tips)].flat();
  return [...blocks.flatMap(blockImages), ...cards.map((c) => c.image)];
}

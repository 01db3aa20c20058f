/**
 * The images of every gallery block of a page: one statement for all folders. A public page loads
 * them with its other images instead (loadPageImages in server/uploads/page-images.ts).
 */
import type { z } from "zod";
import type { galleryBlock } from "#core/blocks/gallery.ts";
import type { GalleryImage } from "#core/public/images.ts";
import type { Tx } from "#server/db/client.ts";
import { loadGalleries } from "#server/uploads/page-images.ts";

export const galleryFoldersOf = (blocks: readonly z.infer<typeof galleryBlock>[]): string[] =>
  blocks.map((b) => b.folder);

export function loadGalleryBlocks(
  db: Tx,
  blocks: readonly z.infer<typeof galleryBlock>[],
): Promise<Record<string, GalleryImage[]>> {
  return loadGalleries(db, galleryFoldersOf(blocks));
}

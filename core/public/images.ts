/**
 * Responsive images: an upload has its original plus `<name>-<width>.webp|avif` variants
 * (listed in `uploads.variants`). Loaders collect the image urls a page shows and look them up in one
 * query; components render a <picture> with a srcset per format and width/height against layout shift.
 */
export interface ImageInfo {
  width: number;
  height: number;
  variants: { width: number; format: string; url: string }[];
}
export type ImageMap = Record<string, ImageInfo>;

/** an image of a gallery folder (server/uploads/page-images.ts reads them, the gallery block shows them) */
export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  variants: { width: number; format: string; url: string }[];
}

/** `srcset` of one format: "…-480.webp 480w, …-960.webp 960w" (empty when there are no variants) */
export function srcSet(info: ImageInfo | undefined, format: string): string {
  if (!info) return "";
  return info.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** drop empty and duplicate urls; keep only our own uploads */
export function uploadUrls(urls: readonly (string | null | undefined)[]): string[] {
  return [...new Set(urls.filter((u): u is string => typeof u === "string" && u.startsWith("/uploads/")))];
}

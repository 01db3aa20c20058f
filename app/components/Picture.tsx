/**
 * A responsive image: <picture> with AVIF and WebP srcsets of the upload variants,
 * width/height from the upload (no layout shift), lazy unless it is the header image.
 * Sizes come from the `images` map the route loaders return (one query per page).
 *
 * The page's largest image (the header image or the slider's first slide: `preload`) is also named
 * in the document head, `<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">`
 * through React's `preload()` (React puts it into the server-rendered head), so the browser fetches
 * it before it has parsed the stylesheet and the body. The link describes the source the browser
 * picks from the <picture>: AVIF first (a browser without AVIF skips a preload of that type and
 * takes the WebP source as before); without variants, the image itself.
 */
import { preload as preloadResource } from "react-dom";
import { useMatches } from "react-router";
import { type ImageInfo, type ImageMap, srcSet } from "#core/public/images.ts";

export function useImageMap(): ImageMap {
  const matches = useMatches();
  const map: ImageMap = {};
  for (const match of matches) {
    const images = (match.loaderData as { images?: ImageMap } | undefined)?.images;
    if (images) Object.assign(map, images);
  }
  return map;
}

export interface PictureProps {
  src: string;
  alt: string;
  className?: string;
  /** the `sizes` attribute: how wide the image is shown */
  sizes?: string;
  /** above the fold: eager, high priority */
  priority?: boolean;
  /** the page's largest image, above the fold: also preloaded from the head (implies `priority`) */
  preload?: boolean;
  /** when the caller already knows the sizes (gallery) */
  info?: ImageInfo;
  width?: number;
  height?: number;
}

export function Picture({
  src,
  alt,
  className,
  sizes = "100vw",
  priority: eager,
  preload,
  info,
  width,
  height,
}: PictureProps) {
  const map = useImageMap();
  const image = info ?? map[src];
  const avif = srcSet(image, "avif");
  const webp = srcSet(image, "webp");
  const priority = eager || preload;
  if (preload) {
    if (avif)
      preloadResource(src, {
        as: "image",
        type: "image/avif",
        imageSrcSet: avif,
        imageSizes: sizes,
        fetchPriority: "high",
      });
    else if (webp)
      preloadResource(src, {
        as: "image",
        type: "image/webp",
        imageSrcSet: webp,
        imageSizes: sizes,
        fetchPriority: "high",
      });
    else preloadResource(src, { as: "image", fetchPriority: "high" });
  }
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={src}
        alt={alt}
        width={image?.width ?? width}
        height={image?.height ?? height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}

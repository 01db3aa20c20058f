/**
 * A responsive image (issue 6 §10): <picture> with AVIF and WebP srcsets of the upload variants,
 * width/height from the upload (no layout shift), lazy unless it is the header image.
 * Sizes come from the `images` map the route loaders return (one query per page).
 */
import { useMatches } from "react-router";
import { type ImageInfo, type ImageMap, srcSet } from "#app/lib/public/images.ts";

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
  priority,
  info,
  width,
  height,
}: PictureProps) {
  const map = useImageMap();
  const image = info ?? map[src];
  const avif = srcSet(image, "avif");
  const webp = srcSet(image, "webp");
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

/**
 * Gallery block: the images of a folder as a grid of thumbnails, each a link to its full image (so
 * it works without a script). app/islands/gallery.ts opens the full image in the lightbox <dialog>
 * below instead (modal: focus stays inside, Escape closes, focus returns), with previous/next
 * buttons and arrow keys. The dialog is server HTML so its texts are in the page's language.
 */
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { galleryBlock } from "#core/blocks/gallery.ts";
import { BlockShell } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

const control = "rounded-full bg-white p-2 text-slate-900 shadow";

export function GalleryBlock({ block, lang, data }: BlockProps<z.infer<typeof galleryBlock>>) {
  const { t } = usePublicText();
  const images = data.galleries[block.folder] ?? [];
  const total = images.length;
  return (
    <BlockShell block={block} lang={lang}>
      {total === 0 ? (
        <p>{t("blocks.noItems")}</p>
      ) : (
        <div data-gallery="" data-testid="gallery">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((img, index) => (
              <li key={img.url}>
                <a
                  href={img.url}
                  data-gallery-item={index}
                  className="block w-full overflow-hidden rounded-xl ring-1 ring-slate-200 hover:opacity-90"
                  aria-label={t("blocks.gallery.open", { n: index + 1 })}
                >
                  <Picture
                    src={img.url}
                    alt={img.alt}
                    info={img}
                    className="aspect-square w-full object-cover"
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                  />
                </a>
              </li>
            ))}
          </ul>
          <dialog
            data-gallery-dialog=""
            // "{n}" is filled in by the script
            data-label={t("blocks.gallery.dialog", { n: "{n}", total })}
            className="m-auto max-h-[95vh] w-[min(96vw,1100px)] bg-transparent p-0 backdrop:bg-slate-950/85"
          >
            <div className="relative">
              <div data-gallery-stage="" />
              {/* on its own dark ground: readable over whatever shows through the backdrop */}
              <p
                className="mx-auto mt-2 w-fit rounded bg-slate-900 px-3 py-1 text-white"
                data-gallery-caption=""
              />
              <div className="absolute top-2 right-2 flex gap-2">
                {(
                  [
                    ["data-gallery-step", "-1", "previous", "chevronLeft"],
                    ["data-gallery-step", "1", "next", "chevronRight"],
                    ["data-gallery-close", "", "close", "close"],
                  ] as const
                ).map(([attribute, value, label, icon]) => (
                  <button
                    key={label}
                    type="button"
                    {...{ [attribute]: value }}
                    aria-label={t(`blocks.gallery.${label}`)}
                    className={control}
                  >
                    <Icon name={icon} className="h-5 w-5" />
                  </button>
                ))}
              </div>
            </div>
          </dialog>
        </div>
      )}
    </BlockShell>
  );
}

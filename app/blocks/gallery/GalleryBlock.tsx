/**
 * Gallery block: the images of a folder as a grid of buttons; a button opens a lightbox <dialog>
 * (modal: focus stays inside, Escape closes, focus returns), with previous/next buttons and arrow keys.
 */
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { BlockShell } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { galleryBlock } from "./schema.ts";

export function GalleryBlock({ block, lang, data }: BlockProps<z.infer<typeof galleryBlock>>) {
  const { t } = usePublicText();
  const images = data.galleries[block.folder] ?? [];
  const [current, setCurrent] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (current !== null && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [current]);

  const step = (delta: number) =>
    setCurrent((c) => (c === null ? c : (c + delta + images.length) % images.length));

  const image = current !== null ? images[current] : null;
  return (
    <BlockShell block={block} lang={lang}>
      {images.length === 0 ? (
        <p>{t("blocks.noItems")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((img, index) => (
            <li key={img.url}>
              <button
                type="button"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setCurrent(index);
                }}
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
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label={
          current !== null ? t("blocks.gallery.dialog", { n: current + 1, total: images.length }) : undefined
        }
        onClose={() => {
          setCurrent(null);
          opener.current?.focus();
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") step(1);
          if (e.key === "ArrowLeft") step(-1);
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close();
        }}
        className="m-auto max-h-[95vh] w-[min(96vw,1100px)] bg-transparent p-0 backdrop:bg-slate-950/85"
      >
        {image ? (
          <div className="relative">
            <Picture
              src={image.url}
              alt={image.alt}
              info={image}
              priority
              className="mx-auto max-h-[85vh] w-auto rounded-lg object-contain"
              sizes="96vw"
            />
            <p className="mt-2 text-center text-white">
              {t("blocks.gallery.dialog", { n: (current ?? 0) + 1, total: images.length })}
            </p>
            <div className="absolute top-2 right-2 flex gap-2">
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={t("blocks.gallery.previous")}
                className="rounded-full bg-white p-2 text-slate-900 shadow"
              >
                <Icon name="chevronLeft" className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={t("blocks.gallery.next")}
                className="rounded-full bg-white p-2 text-slate-900 shadow"
              >
                <Icon name="chevronRight" className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label={t("blocks.gallery.close")}
                className="rounded-full bg-white p-2 text-slate-900 shadow"
              >
                <Icon name="close" className="h-5 w-5" />
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </BlockShell>
  );
}

/**
 * Slider text block: text slides (Embla, loaded after the page has settled:
 * app/components/lazy-carousel.ts), with previous/next buttons; no autoplay.
 */
import { useEffect, useState } from "react";
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import { useLazyCarousel } from "#app/components/lazy-carousel.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { BlockShell, ItemHeading, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { sliderTextBlock } from "./schema.ts";

export function SliderTextBlock({ block, lang }: BlockProps<z.infer<typeof sliderTextBlock>>) {
  const { t } = usePublicText();
  const [ref, embla, run] = useLazyCarousel({ loop: true });
  const [index, setIndex] = useState(0);
  const dark = isDark(block);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  const total = block.slides.length;
  const ring = dark ? "ring-white/50" : "ring-slate-300";
  return (
    <BlockShell block={block} lang={lang}>
      <section
        aria-roledescription="carousel"
        aria-label={block.title || t("header.slider")}
        className="mx-auto max-w-3xl text-center"
        data-testid="slider-text"
      >
        <div ref={ref} className="overflow-hidden">
          <div className="flex">
            {block.slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: each slide is a group
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={t("header.slide", { n: i + 1, total })}
                aria-hidden={i !== index}
                className="min-w-0 shrink-0 grow-0 basis-full px-2"
              >
                <ItemHeading className="text-2xl font-bold">{slide.title}</ItemHeading>
                {slide.text ? (
                  <p
                    className={`mt-3 text-lg whitespace-pre-line ${dark ? "text-brand-100" : "text-slate-700"}`}
                  >
                    {slide.text}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        </div>
        {total > 1 ? (
          <div className="mt-6 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => run((loaded) => loaded.scrollPrev())}
              aria-label={t("header.previous")}
              className={`rounded-full p-2 ring-1 ${ring}`}
            >
              <Icon name="chevronLeft" className="h-5 w-5" />
            </button>
            <span aria-live="polite" className="min-w-16 text-sm">
              {index + 1} / {total}
            </span>
            <button
              type="button"
              onClick={() => run((loaded) => loaded.scrollNext())}
              aria-label={t("header.next")}
              className={`rounded-full p-2 ring-1 ${ring}`}
            >
              <Icon name="chevronRight" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </section>
    </BlockShell>
  );
}

/**
 * The header slider: Embla with the autoplay plugin, 10 000 ms per slide (requirements §9), a pause/play
 * button (WCAG 2.2.2), previous/next buttons and a live "slide n of m" for screen readers.
 * Embla itself loads after the page has settled (./lazy-carousel.ts); the first slide is the page's
 * largest image and shows without it.
 */
import { useCallback, useEffect, useState } from "react";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { Icon } from "./Icon.tsx";
import { useLazyCarousel } from "./lazy-carousel.ts";
import { Picture } from "./Picture.tsx";

export const SLIDER_DELAY_MS = 10_000;

export function HeaderSlider({ images, alt }: { images: string[]; alt: string }) {
  const { t } = usePublicText();
  const [emblaRef, embla, run] = useLazyCarousel(
    { loop: true },
    { delay: SLIDER_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: false },
  );
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    onSelect();
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  // paused before Embla is there: it starts paused
  const toggle = useCallback(() => {
    const play = !playing;
    setPlaying(play);
    run((loaded) => {
      const autoplay = loaded.plugins().autoplay;
      if (play) autoplay?.play();
      else autoplay?.stop();
    });
  }, [playing, run]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("header.slider")}
      className="absolute inset-0"
      data-testid="header-slider"
      data-index={index}
    >
      <div ref={emblaRef} className="h-full overflow-hidden">
        <div className="flex h-full">
          {images.map((src, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: each slide is a group
            <div
              key={src}
              role="group"
              aria-roledescription="slide"
              aria-label={t("header.slide", { n: i + 1, total: images.length })}
              aria-hidden={i !== index}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              <Picture
                src={src}
                alt={i === 0 ? alt : ""}
                preload={i === 0}
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute right-4 bottom-4 z-10 flex items-center gap-2">
        <button
          type="button"
          onClick={() => run((loaded) => loaded.scrollPrev())}
          aria-label={t("header.previous")}
          className="rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
        >
          <Icon name="chevronLeft" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t("header.pause") : t("header.play")}
          aria-pressed={!playing}
          className="rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
          data-testid="slider-toggle"
        >
          <Icon name={playing ? "pause" : "play"} className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => run((loaded) => loaded.scrollNext())}
          aria-label={t("header.next")}
          className="rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
        >
          <Icon name="chevronRight" className="h-5 w-5" />
        </button>
      </div>
      <p className="sr-only" aria-live={playing ? "off" : "polite"}>
        {t("header.slide", { n: index + 1, total: images.length })}
      </p>
    </section>
  );
}

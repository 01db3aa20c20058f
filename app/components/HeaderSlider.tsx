/**
 * The header slider: autoplay 10 000 ms per slide (requirements §9), a pause/play button
 * (WCAG 2.2.2), previous/next buttons, dots and a live "slide n of m" for screen readers.
 *
 * Server HTML only (./SliderParts.tsx): without a script the first slide shows, the track scrolls by
 * touch and the dots are links to the other slides; app/islands/slider.ts loads Embla (with its
 * autoplay plugin, not when the visitor prefers reduced motion) and makes the buttons live. The
 * first slide is the page's largest image and is preloaded.
 */
import { usePublicText } from "#app/i18n/locales/public.ts";
import { Icon } from "./Icon.tsx";
import { Picture } from "./Picture.tsx";
import { SLIDE, SliderButton, SliderDots, SliderTrack, slideIds } from "./SliderParts.tsx";

export const SLIDER_DELAY_MS = 10_000;

const button = "rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white";

export function HeaderSlider({ images, alt }: { images: string[]; alt: string }) {
  const { t } = usePublicText();
  const total = images.length;
  // one header per page: fixed ids
  const ids = slideIds("header", total);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("header.slider")}
      className="group/slider absolute inset-0"
      data-testid="header-slider"
      data-slider=""
      data-slider-autoplay={total > 1 ? SLIDER_DELAY_MS : undefined}
      data-index="0"
    >
      <SliderTrack slides={total} className="h-full">
        <div className="flex h-full">
          {images.map((src, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: each slide is a group
            <div
              key={src}
              id={ids[i]}
              role="group"
              aria-roledescription="slide"
              aria-label={t("header.slide", { n: i + 1, total })}
              className={`h-full ${SLIDE}`}
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
      </SliderTrack>
      {total > 1 ? (
        <div className="absolute right-4 bottom-4 z-10 flex items-center gap-2">
          <div className="rounded-full bg-slate-900/40 px-1">
            <SliderDots
              ids={ids}
              label={(n) => t("header.goTo", { n })}
              dot="bg-white/60 ring-1 ring-slate-900/30 group-aria-[current=true]/dot:bg-white group-aria-[current=true]/dot:scale-125"
            />
          </div>
          <SliderButton action="prev" label={t("header.previous")} className={button}>
            <Icon name="chevronLeft" className="h-5 w-5" />
          </SliderButton>
          <SliderButton
            action="toggle"
            label={t("header.pause")}
            className={button}
            extra={{
              "data-testid": "slider-toggle",
              "data-label-pause": t("header.pause"),
              "data-label-play": t("header.play"),
            }}
          >
            <span data-slider-icon="pause">
              <Icon name="pause" className="h-5 w-5" />
            </span>
            <span data-slider-icon="play" hidden>
              <Icon name="play" className="h-5 w-5" />
            </span>
          </SliderButton>
          <SliderButton action="next" label={t("header.next")} className={button}>
            <Icon name="chevronRight" className="h-5 w-5" />
          </SliderButton>
        </div>
      ) : null}
      <p className="sr-only" aria-live="off" data-slider-status="">
        {t("header.slide", { n: 1, total })}
      </p>
    </section>
  );
}

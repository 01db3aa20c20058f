/**
 * Slider text block: text slides with previous/next buttons and dots; no autoplay.
 *
 * Server HTML only (app/components/SliderParts.tsx): without a script the first slide shows, the
 * track scrolls by touch and the dots are links to the other slides; app/islands/slider.ts loads
 * Embla and makes the buttons and the "n / total" counter live. Slide ids come from the block id.
 */
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import { SLIDE, SliderButton, SliderDots, SliderTrack, slideIds } from "#app/components/SliderParts.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { sliderTextBlock } from "#core/blocks/slider-text.ts";
import { BlockShell, ItemHeading, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function SliderTextBlock({ block, lang }: BlockProps<z.infer<typeof sliderTextBlock>>) {
  const { t } = usePublicText();
  const dark = isDark(block);
  const total = block.slides.length;
  const ids = slideIds(`block-${block.id}`, total);
  // the previous and next buttons: a ring around the arrow
  const button = `rounded-full p-2 ring-1 ${dark ? "ring-white/50" : "ring-slate-300"}`;
  return (
    <BlockShell block={block} lang={lang}>
      <section
        aria-roledescription="carousel"
        aria-label={block.title || t("header.slider")}
        className="group/slider mx-auto max-w-3xl text-center"
        data-testid="slider-text"
        data-slider=""
        data-index="0"
      >
        <SliderTrack slides={total}>
          <div className="flex">
            {block.slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: each slide is a group
              <div
                key={ids[i]}
                id={ids[i]}
                role="group"
                aria-roledescription="slide"
                aria-label={t("header.slide", { n: i + 1, total })}
                className={`${SLIDE} px-2`}
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
        </SliderTrack>
        {total > 1 ? (
          // min-h-9: as high as the buttons the script shows, so nothing moves when they appear
          <div className="mt-6 flex min-h-9 items-center justify-center gap-3">
            <SliderButton action="prev" label={t("header.previous")} className={button}>
              <Icon name="chevronLeft" className="h-5 w-5" />
            </SliderButton>
            <SliderDots
              ids={ids}
              label={(n) => t("header.goTo", { n })}
              dot={
                dark
                  ? "bg-white/40 group-aria-[current=true]/dot:bg-white"
                  : "bg-slate-300 group-aria-[current=true]/dot:bg-brand-700"
              }
            />
            <SliderButton action="next" label={t("header.next")} className={button}>
              <Icon name="chevronRight" className="h-5 w-5" />
            </SliderButton>
          </div>
        ) : null}
        {/* the dots show where one is; screen readers hear it (kept up to date by the script) */}
        <p className="sr-only" aria-live="polite" data-slider-status="">
          {t("header.slide", { n: 1, total })}
        </p>
      </section>
    </BlockShell>
  );
}

/**
 * The server markup both sliders share (the header slider and the slider text block). A slider is
 * complete HTML: a horizontal scroll-snap track (touch, trackpad and keyboard scroll it without any
 * script) whose slides have ids, and dots that are links to those ids (`#slide-id` scrolls the track
 * to that slide). app/islands/slider.ts reads the data attributes below, switches the track to
 * Embla's plain-JS core and makes the previous/next/pause buttons (hidden until then) live.
 *
 * The contract with app/islands/slider.ts:
 * - `data-slider` on the root (a `group/slider`, so CSS can follow `data-slider-live`),
 *   `data-slider-autoplay="<ms>"` when it plays by itself;
 * - `data-slider-viewport` on the track; its first child holds the slides;
 * - `data-slider-dot="<index>"` on the dot links, `data-slider-prev`, `data-slider-next`,
 *   `data-slider-toggle` (with `data-label-play`/`data-label-pause`, icons `data-slider-icon`);
 * - `data-slider-status`: a live region the script keeps saying "slide n of m";
 * - the script sets `data-slider-live` on the root and `data-index` to the selected slide.
 */
import type { ReactNode } from "react";

/**
 * The track: scrollable with snap points without a script; once Embla runs (`data-slider-live`) its
 * overflow is hidden and Embla moves the slides. The scrollbar is hidden: the dots lead the way.
 * Its focus ring is drawn inside its edge: the full-width sections around a slider clip what lies
 * outside (at 375 px only a line under the slide showed).
 */
const SLIDER_TRACK =
  "focus-visible:-outline-offset-3 overflow-x-auto overflow-y-hidden snap-x snap-mandatory [scrollbar-width:none] motion-safe:scroll-smooth group-data-[slider-live]/slider:overflow-hidden group-data-[slider-live]/slider:snap-none";

/**
 * The track (`data-slider-viewport`). Without the script it is a scroll container whose slides hold
 * nothing focusable, so it is a tab stop itself: a keyboard user reaches it and scrolls it with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable). The script removes the tab stop when
 * the previous/next buttons take over and the overflow is hidden.
 */
export function SliderTrack({
  slides,
  className = "",
  children,
}: {
  /** how many slides: one slide does not scroll, so it is no tab stop */
  slides: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-slider-viewport=""
      tabIndex={slides > 1 ? 0 : undefined}
      className={`${className} ${SLIDER_TRACK}`.trim()}
    >
      {children}
    </div>
  );
}

/** a slide: one full track width, a snap point */
export const SLIDE = "min-w-0 shrink-0 grow-0 basis-full snap-start snap-always";

/**
 * The slide ids of a slider: from the block id (the same on the server and in the live preview).
 * A block id is any text up to 64 characters; ids and `#fragments` are kept to plain characters.
 */
export function slideIds(prefix: string, count: number): string[] {
  const safe = prefix.replace(/[^A-Za-z0-9_-]/g, "-");
  return Array.from({ length: count }, (_, i) => `${safe}-slide-${i + 1}`);
}

/** links to every slide; the selected one is marked by the script (aria-current) */
export function SliderDots({
  ids,
  label,
  dot,
}: {
  ids: string[];
  /** the accessible name of the link to slide n */
  label: (n: number) => string;
  /** classes of the visible dot; `aria-[current=true]:` classes mark the selected one */
  dot: string;
}) {
  return (
    <ul className="flex items-center">
      {ids.map((id, i) => (
        <li key={id}>
          {/* 24 × 24 px target (WCAG 2.5.8) around a small dot */}
          <a
            href={`#${id}`}
            data-slider-dot={i}
            className="group/dot grid h-6 w-6 place-items-center rounded-full"
          >
            <span className="sr-only">{label(i + 1)}</span>
            <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full ${dot}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** a button the script needs (previous, next, pause): hidden until the script makes it work */
export function SliderButton({
  action,
  label,
  className,
  children,
  extra,
}: {
  action: "prev" | "next" | "toggle";
  label: string;
  className: string;
  children: ReactNode;
  extra?: Record<string, string>;
}) {
  const data = { [`data-slider-${action}`]: "", ...extra };
  return (
    <button type="button" hidden aria-label={label} className={className} {...data}>
      {children}
    </button>
  );
}

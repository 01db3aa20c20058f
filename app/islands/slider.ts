/**
 * Enhances the sliders (app/components/SliderParts.tsx describes their markup) with Embla's plain-JS
 * core. Without this script a slider is a scroll-snap track with dots that link to its slides; with
 * it, Embla moves the slides, previous/next/pause become visible and live, the dots mark the
 * selected slide and scroll without touching the address, arrow keys step, and a live region says
 * which slide shows.
 *
 * Embla (and its autoplay plugin, only for a slider that plays by itself) is imported on demand, and
 * only on a page that has a slider, so it is never part of a page's first load; it loads when the
 * browser is idle, or at once when the visitor reaches for a slider. A visitor who prefers reduced
 * motion gets no autoplay (the play button starts it) and jumps instead of animations.
 */
import type { EmblaCarouselType } from "embla-carousel";

/** `run` when the browser is idle (at most `timeout` ms later) */
function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}

export function enhanceSliders(root: Document): void {
  const sliders = [...root.querySelectorAll<HTMLElement>("[data-slider]:not([data-slider-bound])")];
  if (!sliders.length) return;
  for (const slider of sliders) {
    // idempotent: a second call leaves a bound slider alone
    slider.dataset.sliderBound = "";
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      enhance(slider).catch((error) => {
        // offline or a failed chunk: the slider stays the working server HTML; try again on the next reach
        started = false;
        console.error(error);
      });
    };
    whenIdle(start);
    slider.addEventListener("pointerenter", start, { once: true });
    slider.addEventListener("focusin", start, { once: true });
  }
}

/** the slide a URL fragment names (a dot link followed before the script ran), or -1 */
function slideFromHash(slides: Element[]): number {
  const id = decodeURIComponent(location.hash.slice(1));
  return id ? slides.findIndex((slide) => slide.id === id) : -1;
}

async function enhance(slider: HTMLElement): Promise<void> {
  const viewport = slider.querySelector<HTMLElement>("[data-slider-viewport]");
  const container = viewport?.firstElementChild;
  if (!viewport || !container || slider.dataset.sliderLive !== undefined) return;
  const slides = [...container.children] as HTMLElement[];
  if (slides.length < 2) return;
  const delay = Number(slider.dataset.sliderAutoplay) || 0;
  const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const [{ default: EmblaCarousel }, autoplayModule] = await Promise.all([
    import("embla-carousel"),
    delay ? import("embla-carousel-autoplay") : null,
  ]);
  if (slider.dataset.sliderLive !== undefined) return;

  // where the visitor already is: a followed dot link, or a track scrolled by touch
  const fromHash = slideFromHash(slides);
  const scrolled = viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
  const startIndex = fromHash >= 0 ? fromHash : Math.min(scrolled, slides.length - 1);
  // from here the CSS hides the track's overflow; Embla positions the slides with transforms
  slider.dataset.sliderLive = "";
  // the track no longer scrolls: the buttons and dots lead (SliderTrack's tab stop was for the scroll)
  viewport.removeAttribute("tabindex");
  viewport.scrollTo({ left: 0, behavior: "instant" });

  const autoplay = autoplayModule?.default({
    delay,
    playOnInit: !reduceMotion,
    stopOnInteraction: false,
    stopOnMouseEnter: false,
    // slides hold nothing focusable; with it on, a focusout would restart a paused slider
    stopOnFocusIn: false,
    jump: reduceMotion,
  });
  const embla = EmblaCarousel(viewport, { loop: true, startIndex }, autoplay ? [autoplay] : []);
  wire(slider, slides, embla, reduceMotion);
}

function wire(slider: HTMLElement, slides: HTMLElement[], embla: EmblaCarouselType, jump: boolean): void {
  const find = <T extends HTMLElement>(selector: string) => slider.querySelector<T>(selector);
  const dots = [...slider.querySelectorAll<HTMLAnchorElement>("[data-slider-dot]")];
  const status = find("[data-slider-status]");
  const prev = find<HTMLButtonElement>("[data-slider-prev]");
  const next = find<HTMLButtonElement>("[data-slider-next]");
  const toggle = find<HTMLButtonElement>("[data-slider-toggle]");
  const autoplay = embla.plugins().autoplay;

  const select = () => {
    const index = embla.selectedScrollSnap();
    slider.dataset.index = String(index);
    slides.forEach((slide, i) => {
      slide.setAttribute("aria-hidden", String(i !== index));
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (status) status.textContent = slides[index]?.getAttribute("aria-label") ?? "";
  };
  embla.on("select", select);
  select();

  for (const dot of dots) {
    dot.addEventListener("click", (event) => {
      // Embla scrolls; the address and the page's scroll position stay as they are
      event.preventDefault();
      embla.scrollTo(Number(dot.dataset.sliderDot), jump);
    });
  }
  if (prev) {
    prev.addEventListener("click", () => embla.scrollPrev(jump));
    prev.hidden = false;
  }
  if (next) {
    next.addEventListener("click", () => embla.scrollNext(jump));
    next.hidden = false;
  }
  slider.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") embla.scrollPrev(jump);
    else if (event.key === "ArrowRight") embla.scrollNext(jump);
  });

  if (toggle && autoplay) {
    const show = () => {
      const playing = autoplay.isPlaying();
      toggle.setAttribute(
        "aria-label",
        (playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? "",
      );
      toggle.setAttribute("aria-pressed", String(!playing));
      for (const icon of toggle.querySelectorAll<HTMLElement>("[data-slider-icon]"))
        icon.hidden = icon.dataset.sliderIcon !== (playing ? "pause" : "play");
      // while it plays by itself, announcing every slide would interrupt the reader (WAI carousel pattern)
      status?.setAttribute("aria-live", playing ? "off" : "polite");
    };
    // the plugin restarts after a drag (pointerUp); a visitor who paused keeps it paused
    let paused = !autoplay.isPlaying();
    toggle.addEventListener("click", () => {
      paused = autoplay.isPlaying();
      if (paused) autoplay.stop();
      else autoplay.play();
      show();
    });
    // registered after the plugin's own pointerUp listener, so this runs after its restart
    embla.on("pointerUp", () => {
      if (paused) autoplay.stop();
    });
    embla.on("autoplay:play", show);
    embla.on("autoplay:stop", show);
    show();
    toggle.hidden = false;
  }
}

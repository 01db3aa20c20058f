/**
 * Embla for a carousel whose slides the server already rendered: the markup is ours (a viewport with
 * a flex row of slides), so the page shows and reads the same without Embla, and Embla (with the
 * autoplay plugin for the header slider) is loaded after the page has settled (an idle moment after
 * hydration), or at once when a visitor presses a carousel button first. Keeps Embla out of a page's
 * first load. Actions asked for before Embla is there run as soon as it is.
 */
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useRef, useState } from "react";

type Action = (embla: EmblaCarouselType) => void;

/** `run` after the browser is idle (at most `timeout` ms later); returns a cancel function */
function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

export function useLazyCarousel(options: EmblaOptionsType, autoplay?: Partial<AutoplayOptionsType>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const config = useRef({ options, autoplay });
  const pending = useRef<Action[]>([]);
  const start = useRef<() => void>(() => {});

  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    let started = false;
    let instance: EmblaCarouselType | undefined;
    start.current = () => {
      if (started) return;
      started = true;
      const { options, autoplay } = config.current;
      Promise.all([import("embla-carousel"), autoplay ? import("embla-carousel-autoplay") : null])
        .then(([core, plugin]) => {
          if (cancelled) return;
          instance = core.default(viewport, options, plugin && autoplay ? [plugin.default(autoplay)] : []);
          setEmbla(instance);
          for (const action of pending.current.splice(0)) action(instance);
        })
        .catch(() => {
          // offline: the slides stay as rendered; the next button press tries again
          started = false;
        });
    };
    const cancelIdle = whenIdle(() => start.current());
    return () => {
      cancelled = true;
      cancelIdle();
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  /** do something with Embla now, or as soon as it is loaded */
  const run = useCallback(
    (action: Action) => {
      if (embla) return action(embla);
      pending.current.push(action);
      start.current();
    },
    [embla],
  );

  return [setViewport, embla, run] as const;
}

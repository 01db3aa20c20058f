/**
 * Comparison block: a before and an after image. The server HTML shows both, side by side (one under
 * the other on a phone), each with its label, so it says everything without a script.
 * app/islands/comparison.ts turns it into the before/after slider: the after image with the before
 * image over it, clipped at a divider that a native range input moves (keyboard arrows, touch and
 * screen readers). The classes under `group-data-[comparison-live]` are that slider's look; the
 * script sets the divider's position as the custom property `--pos`.
 */
import type { z } from "zod";
import { Picture } from "#app/components/Picture.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { comparisonBlock } from "#core/blocks/comparison.ts";
import { BlockShell } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

const label = "absolute top-3 rounded bg-slate-900/80 px-2 py-1 text-sm font-semibold text-white";

export function ComparisonBlock({ block, lang }: BlockProps<z.infer<typeof comparisonBlock>>) {
  const { t } = usePublicText();
  const before = block.before_label || t("blocks.before");
  const after = block.after_label || t("blocks.after");
  const id = `block-${block.id}-comparison`;
  return (
    <BlockShell block={block} lang={lang}>
      <div
        data-comparison=""
        data-before={before}
        data-after={after}
        data-testid="comparison"
        className="group/cmp relative mx-auto grid max-w-4xl gap-4 sm:grid-cols-2 data-[comparison-live]:block data-[comparison-live]:overflow-hidden data-[comparison-live]:rounded-2xl data-[comparison-live]:shadow-lg data-[comparison-live]:select-none"
      >
        <figure className="relative overflow-hidden rounded-2xl shadow-lg group-data-[comparison-live]/cmp:absolute group-data-[comparison-live]/cmp:inset-0 group-data-[comparison-live]/cmp:z-[1] group-data-[comparison-live]/cmp:rounded-none group-data-[comparison-live]/cmp:shadow-none">
          <Picture
            src={block.before_image}
            alt={before}
            className="block h-auto w-full group-data-[comparison-live]/cmp:h-full group-data-[comparison-live]/cmp:object-cover group-data-[comparison-live]/cmp:[clip-path:inset(0_calc(100%-var(--pos,50%))_0_0)]"
            sizes="(min-width: 1024px) 896px, 100vw"
          />
          <figcaption className={`${label} left-3`}>{before}</figcaption>
        </figure>
        <figure className="relative overflow-hidden rounded-2xl shadow-lg group-data-[comparison-live]/cmp:rounded-none group-data-[comparison-live]/cmp:shadow-none">
          <Picture
            src={block.after_image}
            alt={after}
            className="block h-auto w-full"
            sizes="(min-width: 1024px) 896px, 100vw"
          />
          <figcaption className={`${label} right-3`}>{after}</figcaption>
        </figure>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-[var(--pos,50%)] z-[2] hidden w-1 -translate-x-1/2 bg-white shadow group-data-[comparison-live]/cmp:block"
        >
          <span className="absolute top-1/2 left-1/2 grid h-10 w-10 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-900 shadow">
            ⇆
          </span>
        </div>
        <label htmlFor={id} className="sr-only">
          {t("blocks.comparison")}
        </label>
        {/* without the script it would move nothing: hidden until comparison.ts makes it work */}
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          defaultValue={50}
          hidden
          data-comparison-range=""
          className="comparison-range absolute inset-0 z-[3] h-full w-full cursor-ew-resize opacity-0 focus-visible:opacity-100"
        />
      </div>
    </BlockShell>
  );
}

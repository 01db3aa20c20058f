/**
 * Comparison block: a before/after image slider. The divider is a native range input, so it works
 * with keyboard (arrows), touch and screen readers; the after image is clipped to the value.
 */
import { useId, useState } from "react";
import type { z } from "zod";
import { Picture } from "#app/components/Picture.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { BlockShell } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { comparisonBlock } from "./schema.ts";

export function ComparisonBlock({ block, lang }: BlockProps<z.infer<typeof comparisonBlock>>) {
  const { t } = usePublicText();
  const [value, setValue] = useState(50);
  const id = useId();
  const before = block.before_label || t("blocks.before");
  const after = block.after_label || t("blocks.after");
  return (
    <BlockShell block={block} lang={lang}>
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-2xl shadow-lg select-none">
        <Picture
          src={block.after_image}
          alt={after}
          className="block h-auto w-full"
          sizes="(min-width: 1024px) 896px, 100vw"
        />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}>
          <Picture
            src={block.before_image}
            alt={before}
            className="block h-full w-full object-cover"
            sizes="(min-width: 1024px) 896px, 100vw"
          />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow"
          style={{ left: `${value}%` }}
        >
          <span className="absolute top-1/2 left-1/2 grid h-10 w-10 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-900 shadow">
            ⇆
          </span>
        </div>
        <span className="absolute top-3 left-3 rounded bg-slate-900/80 px-2 py-1 text-sm font-semibold text-white">
          {before}
        </span>
        <span className="absolute top-3 right-3 rounded bg-slate-900/80 px-2 py-1 text-sm font-semibold text-white">
          {after}
        </span>
        <label htmlFor={id} className="sr-only">
          {t("blocks.comparison")}
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          value={value}
          onChange={(e) => setValue(Number(e.target.value))}
          aria-valuetext={`${before} ${value}%, ${after} ${100 - value}%`}
          className="comparison-range absolute inset-0 h-full w-full cursor-ew-resize opacity-0 focus-visible:opacity-100"
        />
      </div>
    </BlockShell>
  );
}

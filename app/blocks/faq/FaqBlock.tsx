/** FAQ block: an accordion of buttons with aria-expanded controlling their answer panels. */
import { useId, useState } from "react";
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import { BlockShell, ItemHeading, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { faqBlock } from "./schema.ts";

export function FaqBlock({ block, lang }: BlockProps<z.infer<typeof faqBlock>>) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  const dark = isDark(block);
  return (
    <BlockShell block={block} lang={lang}>
      <div
        className={`divide-y rounded-2xl ring-1 ${dark ? "divide-white/20 ring-white/20" : "divide-slate-200 bg-white ring-slate-200"}`}
      >
        {block.items.map((item, index) => {
          const expanded = open === index;
          return (
            <div key={item.question}>
              <ItemHeading>
                <button
                  type="button"
                  id={`${base}-q${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold"
                >
                  {item.question}
                  <Icon name={expanded ? "minus" : "plus"} className="h-5 w-5 shrink-0" />
                </button>
              </ItemHeading>
              <section
                id={`${base}-a${index}`}
                aria-labelledby={`${base}-q${index}`}
                hidden={!expanded}
                className={`px-5 pb-5 whitespace-pre-line ${dark ? "text-brand-100" : "text-slate-700"}`}
              >
                {item.answer}
              </section>
            </div>
          );
        })}
      </div>
    </BlockShell>
  );
}

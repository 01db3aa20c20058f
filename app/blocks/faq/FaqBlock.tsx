/**
 * FAQ block: each question a <details> with its <summary>: opens and closes with the keyboard and
 * reads as an expandable button without any script; several may be open at once.
 */
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import type { faqBlock } from "#core/blocks/faq.ts";
import { BlockShell, ItemHeading, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function FaqBlock({ block, lang }: BlockProps<z.infer<typeof faqBlock>>) {
  const dark = isDark(block);
  return (
    <BlockShell block={block} lang={lang}>
      <div
        className={`divide-y rounded-2xl ring-1 ${dark ? "divide-white/20 ring-white/20" : "divide-slate-200 bg-white ring-slate-200"}`}
      >
        {block.items.map((item) => (
          <details key={item.question} className="group/faq">
            {/* list-none and the marker rule: the plus/minus icon replaces the triangle */}
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <ItemHeading>{item.question}</ItemHeading>
              <Icon name="plus" className="h-5 w-5 shrink-0 group-open/faq:hidden" />
              <Icon name="minus" className="hidden h-5 w-5 shrink-0 group-open/faq:block" />
            </summary>
            <div className={`px-5 pb-5 whitespace-pre-line ${dark ? "text-brand-100" : "text-slate-700"}`}>
              {item.answer}
            </div>
          </details>
        ))}
      </div>
    </BlockShell>
  );
}

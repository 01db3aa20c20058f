/** Text columns block: three columns, each with an icon, a title and a text. */
import type { z } from "zod";
import { Icon } from "#app/components/Icon.tsx";
import type { textColumnsBlock } from "#core/blocks/text-columns.ts";
import { BlockShell, ItemHeading, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function TextColumnsBlock({ block, lang }: BlockProps<z.infer<typeof textColumnsBlock>>) {
  const dark = isDark(block);
  return (
    <BlockShell block={block} lang={lang}>
      <ul className="grid gap-8 md:grid-cols-3">
        {block.columns.map((column) => (
          <li key={column.title}>
            <span
              className={`grid h-14 w-14 place-items-center rounded-2xl ${dark ? "bg-white text-brand-700" : "bg-brand-50 text-brand-700"}`}
            >
              <Icon name={column.icon} className="h-8 w-8" />
            </span>
            <ItemHeading className="mt-4 text-xl font-bold">{column.title}</ItemHeading>
            {column.text ? (
              <p className={`mt-2 whitespace-pre-line ${dark ? "text-brand-100" : "text-slate-700"}`}>
                {column.text}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </BlockShell>
  );
}

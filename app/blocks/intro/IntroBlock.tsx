/** Intro block: a larger lead paragraph. */
import type { z } from "zod";
import type { introBlock } from "#core/blocks/intro.ts";
import { BlockShell } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function IntroBlock({ block, lang }: BlockProps<z.infer<typeof introBlock>>) {
  return (
    <BlockShell block={block} lang={lang}>
      {block.text ? (
        <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line sm:text-xl">{block.text}</p>
      ) : null}
    </BlockShell>
  );
}

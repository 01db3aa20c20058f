/** Intro block: a larger lead paragraph. */
import type { z } from "zod";
import { BlockShell } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { introBlock } from "./schema.ts";

export function IntroBlock({ block, lang }: BlockProps<z.infer<typeof introBlock>>) {
  return (
    <BlockShell block={block} lang={lang}>
      {block.text ? (
        <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line sm:text-xl">{block.text}</p>
      ) : null}
    </BlockShell>
  );
}

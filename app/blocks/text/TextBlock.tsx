/**
 * Text block: rich text (sanitised with sanitize-html when it is saved, so it is rendered as is)
 * with an optional image left or right.
 */
import type { z } from "zod";
import { Picture } from "#app/components/Picture.tsx";
import type { textBlock } from "#core/blocks/text.ts";
import { BlockShell, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function TextBlock({ block, lang }: BlockProps<z.infer<typeof textBlock>>) {
  const prose = (
    <div
      className={`rich-text ${isDark(block) ? "rich-text-dark" : ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when it was saved
      dangerouslySetInnerHTML={{ __html: block.html }}
    />
  );
  return (
    <BlockShell block={block} lang={lang}>
      {block.image ? (
        <div className="grid items-start gap-8 md:grid-cols-2">
          <div className={block.image_position === "left" ? "md:order-2" : ""}>{prose}</div>
          <Picture
            src={block.image}
            alt=""
            className="w-full rounded-2xl shadow"
            sizes="(min-width: 768px) 50vw, 100vw"
          />
        </div>
      ) : (
        <div className="max-w-3xl">{prose}</div>
      )}
    </BlockShell>
  );
}

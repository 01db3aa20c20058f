/**
 * The lookup map: block type -> renderer (requirements §10.3). `Blocks` renders a page's blocks in
 * order. Public code: the editors have their own map (app/admin/block-editors/registry.ts).
 */
import { type ComponentType, Suspense } from "react";
import type { Block, BlockType } from "#core/blocks/index.ts";
import { CardBlock } from "./card/CardBlock.tsx";
import { ComparisonBlock } from "./comparison/ComparisonBlock.tsx";
import { ContactBlock } from "./contact/ContactBlock.tsx";
import { FaqBlock } from "./faq/FaqBlock.tsx";
import { GalleryBlock } from "./gallery/GalleryBlock.tsx";
import { IntroBlock } from "./intro/IntroBlock.tsx";
import { NewsBlock } from "./news/NewsBlock.tsx";
import { ServiceBlock } from "./service/ServiceBlock.tsx";
import { SliderTextBlock } from "./slider-text/SliderTextBlock.tsx";
import { TextBlock } from "./text/TextBlock.tsx";
import { TextColumnsBlock } from "./text-columns/TextColumnsBlock.tsx";
import { TipBlock } from "./tip/TipBlock.tsx";
import type { BlockProps } from "./types.ts";

/** each type's renderer takes that type's block; TypeScript checks that every type of the union has one */
export type BlockRenderers = { [T in BlockType]: ComponentType<BlockProps<Extract<Block, { type: T }>>> };

export const blockRenderers: BlockRenderers = {
  card: CardBlock,
  comparison: ComparisonBlock,
  faq: FaqBlock,
  gallery: GalleryBlock,
  intro: IntroBlock,
  text: TextBlock,
  contact: ContactBlock,
  news: NewsBlock,
  service: ServiceBlock,
  tip: TipBlock,
  slider_text: SliderTextBlock,
  text_columns: TextColumnsBlock,
};

/**
 * Each block is its own Suspense boundary. Nothing in a block suspends, so the server renders it in
 * place as before; but the browser hydrates each boundary as a task of its own, yielding between
 * them, instead of the whole page in one long task that keeps a phone from answering a tap
 * (Lighthouse's "total blocking time" of the home page with its sixteen blocks; README, "Speed").
 */
export function Blocks({ blocks, data, lang, pageUrl }: Omit<BlockProps, "block"> & { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block) => {
        // the map pairs each type with the renderer of that type, so the block fits its renderer
        const Renderer = blockRenderers[block.type] as ComponentType<BlockProps>;
        return (
          <Suspense key={block.id} fallback={null}>
            <Renderer block={block} data={data} lang={lang} pageUrl={pageUrl} />
          </Suspense>
        );
      })}
    </>
  );
}

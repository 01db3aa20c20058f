/** News block: random items, specific items, or the newest of a category and/or group. */
import type { z } from "zod";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { newsBlock } from "#core/blocks/news.ts";
import { newsOverviewPath } from "#core/public/urls.ts";
import { ItemCardsBlock } from "../shell/ItemCardsBlock.tsx";
import type { BlockProps } from "../types.ts";

export function NewsBlock({ block, lang, data }: BlockProps<z.infer<typeof newsBlock>>) {
  const { t } = usePublicText();
  return (
    <ItemCardsBlock
      block={block}
      lang={lang}
      items={data.news[block.id] ?? []}
      columns="lg:grid-cols-3"
      overviewHref={newsOverviewPath(lang)}
      overviewLabel={t("blocks.allNews")}
    />
  );
}

/** Tip block: chosen tips, or the newest ones. */
import type { z } from "zod";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { tipBlock } from "#core/blocks/tip.ts";
import { tipOverviewPath } from "#core/public/urls.ts";
import { ItemCardsBlock } from "../shell/ItemCardsBlock.tsx";
import type { BlockProps } from "../types.ts";

export function TipBlock({ block, lang, data }: BlockProps<z.infer<typeof tipBlock>>) {
  const { t } = usePublicText();
  return (
    <ItemCardsBlock
      block={block}
      lang={lang}
      items={data.tips[block.id] ?? []}
      columns="lg:grid-cols-4"
      overviewHref={tipOverviewPath(lang)}
      overviewLabel={t("blocks.allTips")}
    />
  );
}

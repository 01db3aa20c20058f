/** Tip block: chosen tips, or the newest ones. */
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { tipOverviewPath } from "#app/lib/public/urls.ts";
import { ItemCardsBlock } from "../shell/ItemCardsBlock.tsx";
import type { BlockProps } from "../types.ts";
import type { tipBlock } from "./schema.ts";

export function TipBlock({ block, lang, data }: BlockProps<z.infer<typeof tipBlock>>) {
  const { t } = useTranslation("public");
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

/** Tip block: chosen tips, or the newest ones. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ItemCard } from "#app/components/ItemCard.tsx";
import { tipOverviewPath } from "#app/lib/public/urls.ts";
import { BlockShell, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { tipBlock } from "./schema.ts";

export function TipBlock({ block, lang, data }: BlockProps<z.infer<typeof tipBlock>>) {
  const { t } = useTranslation("public");
  const items = data.tips[block.id] ?? [];
  return (
    <BlockShell block={block} lang={lang}>
      {items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((card) => (
            <li key={card.id}>
              <ItemCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("blocks.noItems")}</p>
      )}
      <Link
        to={tipOverviewPath(lang)}
        className={`mt-8 inline-block font-semibold underline underline-offset-4 ${isDark(block) ? "text-white" : "text-brand-700"}`}
      >
        {t("blocks.allTips")}
      </Link>
    </BlockShell>
  );
}

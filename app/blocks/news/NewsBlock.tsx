/** News block: random items, specific items, or the newest of a category and/or group. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ItemCard } from "#app/components/ItemCard.tsx";
import { newsOverviewPath } from "#app/lib/public/urls.ts";
import { BlockShell, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";
import type { newsBlock } from "./schema.ts";

export function NewsBlock({ block, lang, data }: BlockProps<z.infer<typeof newsBlock>>) {
  const { t } = useTranslation("public");
  const items = data.news[block.id] ?? [];
  return (
    <BlockShell block={block} lang={lang}>
      {items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
        to={newsOverviewPath(lang)}
        className={`mt-8 inline-block font-semibold underline underline-offset-4 ${isDark(block) ? "text-white" : "text-brand-700"}`}
      >
        {t("blocks.allNews")}
      </Link>
    </BlockShell>
  );
}

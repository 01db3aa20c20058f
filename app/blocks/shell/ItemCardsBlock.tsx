/**
 * The frame of the news and tip blocks: their items as cards (or a "no items" line) and a link to
 * the full overview. `columns`: the grid's columns on a wide screen.
 */
import { ItemCard } from "#app/components/ItemCard.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { Block } from "#core/blocks/index.ts";
import type { Language } from "#core/lang.ts";
import type { ItemCard as Card } from "../types.ts";
import { BlockShell, isDark } from "./BlockShell.tsx";

export function ItemCardsBlock({
  block,
  lang,
  items,
  columns,
  overviewHref,
  overviewLabel,
}: {
  block: Block;
  lang: Language;
  items: readonly Card[];
  columns: "lg:grid-cols-3" | "lg:grid-cols-4";
  overviewHref: string;
  overviewLabel: string;
}) {
  const { t } = usePublicText();
  return (
    <BlockShell block={block} lang={lang}>
      {items.length ? (
        <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
          {items.map((card) => (
            <li key={card.id}>
              <ItemCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("blocks.noItems")}</p>
      )}
      <a
        href={overviewHref}
        className={`mt-8 inline-block font-semibold underline underline-offset-4 ${isDark(block) ? "text-white" : "text-brand-700"}`}
      >
        {overviewLabel}
      </a>
    </BlockShell>
  );
}

/** Card block: 3 or 6 cards with image, title, text and an optional link. */

import { Link } from "react-router";
import type { z } from "zod";
import { Picture } from "#app/components/Picture.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { cardBlock } from "#core/blocks/card.ts";
import { contentHref } from "#core/public/urls.ts";
import { BlockShell, ItemHeading, isDark } from "../shell/BlockShell.tsx";
import type { BlockProps } from "../types.ts";

export function CardBlock({ block, lang }: BlockProps<z.infer<typeof cardBlock>>) {
  const { t } = usePublicText();
  const dark = isDark(block);
  return (
    <BlockShell block={block} lang={lang}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card) => (
          <li
            key={`${card.title}|${card.image}|${card.text.length}`}
            className={`flex flex-col overflow-hidden rounded-2xl shadow-sm ring-1 ${dark ? "bg-white/10 ring-white/20" : "bg-white ring-slate-200"}`}
          >
            {card.image ? (
              <Picture
                src={card.image}
                alt=""
                className="aspect-[16/10] w-full object-cover"
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-5">
              <ItemHeading className="text-lg font-bold">{card.title}</ItemHeading>
              {card.text ? (
                <p className={`mt-2 flex-1 ${dark ? "text-brand-100" : "text-slate-700"}`}>{card.text}</p>
              ) : null}
              {card.link ? (
                <Link
                  to={contentHref(card.link, lang)}
                  className={`mt-4 font-semibold underline underline-offset-4 ${dark ? "text-white" : "text-brand-700"}`}
                >
                  {t("blocks.readMore")}
                  <span className="sr-only">: {card.title}</span>
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </BlockShell>
  );
}

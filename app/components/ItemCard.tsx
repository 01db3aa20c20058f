/**
 * A news item, tip or product as a card (overviews and blocks). The whole card is one link.
 * `preload`: on an overview whose header has no image, the first card image is the page's largest
 * image on a phone (Picture preloads it from the head instead of loading it lazily):
 * `overviewPreloadIndex` says which card that is.
 */
import type { ReactNode } from "react";
import type { ItemCard as Card } from "#app/blocks/types.ts";
import { Picture } from "./Picture.tsx";

/**
 * The card whose image an overview preloads: the first one with an image, when the page header has
 * none of its own (otherwise the header image is the largest one); -1 for none.
 */
export function overviewPreloadIndex(cards: readonly Pick<Card, "image">[], headerHasImage: boolean): number {
  return headerHasImage ? -1 : cards.findIndex((card) => Boolean(card.image));
}

export function ItemCard({
  card,
  headingLevel = 3,
  extra,
  preload = false,
}: {
  card: Card;
  headingLevel?: 2 | 3;
  extra?: ReactNode;
  preload?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg">
      {card.image ? (
        <Picture
          src={card.image}
          alt=""
          className="aspect-[16/10] w-full object-cover"
          preload={preload}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[16/10] w-full bg-gradient-to-br from-brand-600 to-brand-900"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {card.category ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
              {card.category}
            </span>
          ) : null}
          {card.date ? <span>{card.date}</span> : null}
        </div>
        <Heading className="text-lg font-bold leading-snug">
          <a href={card.href} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {card.title}
          </a>
        </Heading>
        {card.intro ? <p className="mt-2 line-clamp-3 text-slate-700">{card.intro}</p> : null}
        {extra}
      </div>
    </article>
  );
}

/**
 * The news, tips and products overviews (requirements §2): the fixed header, a grid of cards (the
 * first card image preloaded when the header has none) and the pagination. `columns`: the grid's
 * columns on a wide screen; `extra`: what a card shows besides the item (a product's price).
 */
import type { ReactNode } from "react";
import type { ItemCard as Card } from "#app/blocks/types.ts";
import type { HeaderContent } from "#app/lib/public/header.ts";
import { ItemCard, overviewPreloadIndex } from "./ItemCard.tsx";
import { headerHasImage, PageHeader } from "./PageHeader.tsx";
import { Pagination } from "./Pagination.tsx";

export function Overview<Entry extends { card: Card }>({
  header,
  entries,
  page,
  pages,
  path,
  columns,
  extra,
}: {
  header: HeaderContent;
  entries: readonly Entry[];
  page: number;
  pages: number;
  path: string;
  columns: "lg:grid-cols-3" | "lg:grid-cols-4";
  extra?: (entry: Entry) => ReactNode;
}) {
  const preloadIndex = overviewPreloadIndex(
    entries.map((e) => e.card),
    headerHasImage(header),
  );
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
          {entries.map((entry, index) => (
            <li key={entry.card.id}>
              <ItemCard
                card={entry.card}
                headingLevel={2}
                preload={index === preloadIndex}
                extra={extra?.(entry)}
              />
            </li>
          ))}
        </ul>
        <Pagination path={path} page={page} pages={pages} />
      </div>
    </>
  );
}

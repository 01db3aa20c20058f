/**
 * The loader of the news, tips and products overviews (requirements §2): the visible items of the
 * language, a page of them per ?page= (404 past the last page), as cards with the fixed header, their
 * image sizes and the SEO tags. Each overview route passes what differs: its texts, page size, path,
 * list query and the card (plus extras) of an item.
 */
import type { RouterContextProvider } from "react-router";
import type { ItemCard } from "#app/blocks/types.ts";
import { appContext } from "#app/context.server.ts";
import { publicTexts } from "#app/i18n/locales/public.ts";
import type { Language } from "#core/lang.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import type { Tx } from "#server/db/client.ts";
import { loadImageInfo } from "#server/uploads/page-images.ts";
import { fixedHeader } from "./header.ts";
import { notFound, pageParam } from "./loader.server.ts";
import { seoMeta } from "./seo.ts";

export interface OverviewSpec<Item, Entry extends { card: ItemCard }> {
  /** the section of the public texts: `<texts>.overview` is the title, `<texts>.intro` the intro */
  texts: "news" | "tips" | "products";
  perPage: number;
  /** the overview's path in a language */
  path: (lang: Language) => string;
  /** one page of the visible items of a language, and their total */
  list: (
    db: Tx,
    q: { language: Language; page: number; perPage: number },
  ) => Promise<{ items: Item[]; total: number }>;
  /** an item as the overview shows it: its card, and whatever else the overview prints */
  entry: (item: Item, lang: Language) => Entry;
}

type LoaderArgs = { context: Readonly<RouterContextProvider>; url: URL };

export async function loadOverview<Item, Entry extends { card: ItemCard }>(
  { context, url }: LoaderArgs,
  spec: OverviewSpec<Item, Entry>,
) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const page = pageParam(url);
  const result = await spec.list(deps.database.db, { language: lang, page, perPage: spec.perPage });
  const pages = Math.max(1, Math.ceil(result.total / spec.perPage));
  if (page > pages) throw notFound();
  const entries = result.items.map((item) => spec.entry(item, lang));
  const t = publicTexts(lang);
  const title = t(`${spec.texts}.overview`);
  const intro = t(`${spec.texts}.intro`);
  const path = spec.path(lang);
  const alternates = { nl: spec.path("nl"), en: spec.path("en") };
  return {
    lang,
    entries,
    page,
    pages,
    path,
    header: fixedHeader(title, "", intro),
    images: await loadImageInfo(
      deps.database.db,
      entries.map((e) => e.card.image),
    ),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: page > 1 ? `${title} – ${t("pagination.page", { n: page })}` : title,
        description: intro,
        path: page > 1 ? `${path}?page=${page}` : path,
        alternates,
      },
      deps.config.publicUrl,
    ),
  };
}

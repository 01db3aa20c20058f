/**
 * The public data every render of a language needs and that only a content write changes, kept per
 * content version (server/content/memo-by-version.ts): a cache miss after the first render of a
 * version costs no query for these.
 */
import type { HomeExtras } from "#app/components/HomeSections.tsx";
import { publicTexts } from "#app/i18n/locales/public.ts";
import type { Language } from "#core/lang.ts";
import { contactPath, newsOverviewPath, productOverviewPath, tipOverviewPath } from "#core/public/urls.ts";
import type { AppDeps } from "#server/deps.ts";
import { listPublicFeatures } from "#server/features/service.ts";
import { listPublicPages, type Page } from "#server/pages/service.ts";
import { listPublicReviews } from "#server/reviews/service.ts";
import { publicServiceCards } from "#server/services/service.ts";
import { buildMenus, type Menus, withFixedLinks } from "./menu.ts";

/**
 * The visible pages of a language: the menus of the layout and the page lookup by full url of the
 * page routes (the layout's and the page's loader run side by side and share one load). Shared
 * between renders: read it, never change it.
 */
export function publicPages(deps: AppDeps, lang: Language): Promise<readonly Page[]> {
  return deps.contentMemo.get(`public-pages:${lang}`, () => listPublicPages(deps.database.db, lang));
}

/** the visible page of a language with this full url, from the list above */
export async function publicPageByFullUrl(deps: AppDeps, lang: Language, fullUrl: string) {
  return (await publicPages(deps, lang)).find((page) => page.full_url === fullUrl) ?? null;
}

/**
 * The menus of the public layout (requirements §2): the visible pages' menus, with the overviews
 * (news, tips, products) as fixed links of the main menu. The public layout and the admin preview
 * show the same menus.
 */
export async function siteMenus(deps: AppDeps, lang: Language): Promise<Menus> {
  const menus = buildMenus(await publicPages(deps, lang), lang);
  const t = publicTexts(lang);
  menus.main = withFixedLinks(
    menus.main,
    [
      { id: -1, label: t("menu.news"), href: newsOverviewPath(lang) },
      { id: -2, label: t("menu.tips"), href: tipOverviewPath(lang) },
      { id: -3, label: t("menu.sale"), href: productOverviewPath(lang) },
    ],
    contactPath(lang),
  );
  return menus;
}

/**
 * What the home pages show besides their blocks: the features, the reviews and, on a home without a
 * service block (`withServices`), the services and the groups that have services.
 */
export function homeExtras(deps: AppDeps, lang: Language, withServices: boolean): Promise<HomeExtras> {
  const db = deps.database.db;
  return deps.contentMemo.get(`home-extras:${lang}:${withServices}`, async () => {
    const [cards, features, reviews] = await Promise.all([
      withServices ? publicServiceCards(db, lang, { all: true }) : null,
      listPublicFeatures(db, lang),
      listPublicReviews(db, lang),
    ]);
    return {
      groups: (cards?.groups ?? []).filter((g) => g.services.length > 0),
      services: cards?.services ?? [],
      features: features.map((f) => ({ id: f.id, title: f.title, icon: f.icon })),
      reviews: reviews.map((r) => ({ id: r.id, name: r.name, text: r.text, rating: r.rating })),
    };
  });
}

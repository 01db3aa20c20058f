/**
 * Menus (requirements §2) from the one list of visible pages of a language: the top bar (top-menu pages by
 * position), the main menu (menu pages, children nested under their parent through belongs_to) and
 * the footer menu (footer pages by position).
 */
import type { Language } from "#core/lang.ts";
import { pagePath } from "#core/public/urls.ts";

export interface MenuPage {
  id: number;
  title: string;
  menu_title: string;
  full_url: string;
  belongs_to: number | null;
  visible_in_menu: boolean;
  visible_in_top_menu: boolean;
  visible_in_footer_menu: boolean;
  position_in_menu: number;
  position_in_top_menu: number;
  position_in_footer_menu: number;
}

export interface MenuLink {
  id: number;
  label: string;
  href: string;
}
export interface MenuNode extends MenuLink {
  children: MenuNode[];
}
export interface Menus {
  top: MenuLink[];
  main: MenuNode[];
  footer: MenuLink[];
}

const link = (page: MenuPage, lang: Language): MenuLink => ({
  id: page.id,
  label: page.menu_title.trim() || page.title,
  href: pagePath(lang, page.full_url),
});

export function buildMenus(pages: readonly MenuPage[], lang: Language): Menus {
  const byPosition =
    (key: "position_in_menu" | "position_in_top_menu" | "position_in_footer_menu") =>
    (a: MenuPage, b: MenuPage) =>
      a[key] - b[key] || a.id - b.id;
  const inMenu = pages.filter((p) => p.visible_in_menu).sort(byPosition("position_in_menu"));
  const ids = new Set(inMenu.map((p) => p.id));
  // any depth (requirements §2: children nested by belongs_to); `above` guards against a belongs_to cycle
  const childrenOf = (id: number, above: ReadonlySet<number>): MenuNode[] =>
    inMenu
      .filter((p) => p.belongs_to === id && !above.has(p.id))
      .map((p) => ({ ...link(p, lang), children: childrenOf(p.id, new Set([...above, p.id])) }));
  // a menu page whose parent is not in the menu shows at the top level
  const main = inMenu
    .filter((p) => p.belongs_to === null || !ids.has(p.belongs_to))
    .map((p) => ({ ...link(p, lang), children: childrenOf(p.id, new Set([p.id])) }));
  return {
    top: pages
      .filter((p) => p.visible_in_top_menu)
      .sort(byPosition("position_in_top_menu"))
      .map((p) => link(p, lang)),
    main,
    footer: pages
      .filter((p) => p.visible_in_footer_menu)
      .sort(byPosition("position_in_footer_menu"))
      .map((p) => link(p, lang)),
  };
}

/**
 * The overviews (news, tips, products) are routes, not pages: they join the main menu as fixed links,
 * before the contact page when it is in the menu, else at the end.
 */
export function withFixedLinks(main: MenuNode[], fixed: MenuLink[], beforeHref: string): MenuNode[] {
  const nodes = fixed.map((link) => ({ ...link, children: [] }));
  const at = main.findIndex((node) => node.href === beforeHref);
  return at === -1 ? [...main, ...nodes] : [...main.slice(0, at), ...nodes, ...main.slice(at)];
}

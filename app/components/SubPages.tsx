/**
 * The pages under a page, as links at the end of its body: a section page such as "Diensten" is an
 * overview of its service pages, reachable from the page itself and not only through the menu (on
 * a phone without scripts, or for a reader who arrived from a search). Built from the menu tree the
 * public layout already loads (app/lib/public/menu.ts), so it shows exactly the published pages of
 * the menu, in the menu's order, without another query.
 */

import { usePublicText } from "#app/i18n/locales/public.ts";
import type { MenuNode } from "#app/lib/public/menu.ts";
import { Icon } from "./Icon.tsx";

/** the node of `href` in the menu tree, at any depth */
export function menuNodeOf(nodes: readonly MenuNode[], href: string): MenuNode | null {
  for (const node of nodes) {
    if (node.href === href) return node;
    const below = menuNodeOf(node.children, href);
    if (below) return below;
  }
  return null;
}

export function SubPages({ pages }: { pages: readonly MenuNode[] }) {
  const { t } = usePublicText();
  if (pages.length === 0) return null;
  return (
    <nav aria-labelledby="sub-pages-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="sub-pages-title" className="mb-6 text-2xl font-extrabold tracking-tight text-brand-900">
          {t("subPages")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {pages.map((page) => (
            <li key={page.id}>
              <a
                href={page.href}
                className="flex h-full items-center justify-between gap-3 rounded-2xl bg-white p-5 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                {page.label}
                <Icon name="chevronRight" className="h-5 w-5 shrink-0 text-brand-700" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

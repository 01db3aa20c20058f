/**
 * /cougarXr7/preview/{pagina|nieuws|tip|product}/:id (requirements §2): the item — published or not —
 * rendered with the public site's own layout and components, with a 'Preview page' label in the
 * header. The loader guards (cms-admin) and reads the item in-process (the same loader and body as
 * the shareable preview link); an unknown id shows the requirements §8 not-found toast and returns
 * to the section list.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { adminLanguageFrom } from "#app/admin/language.ts";
import { ADMIN_BASE } from "#app/admin/path.ts";
import { resourceFor } from "#app/admin/resources/index.ts";
import { PreviewItem } from "#app/components/PreviewItem.tsx";
import { appContext } from "#app/context.server.ts";
import type { Language } from "#app/i18n/lang.ts";
import { siteMenus } from "#app/lib/public/content.server.ts";
import { loadPreviewItem } from "#app/lib/public/preview-item.server.ts";
import { editorialTypeOfKind } from "#content-types/editorial.ts";
import type { PreviewKind } from "#content-types/types.ts";
import type { Route } from "./+types/preview";

const sections = { pagina: "paginas", nieuws: "nieuws", tip: "tips", product: "producten" } as const;

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  const kind = url.pathname.split("/")[3] as PreviewKind;
  const adminLang = adminLanguageFrom(request.headers.get("cookie"));
  const { deps } = context.get(appContext);
  const item = await loadPreviewItem(deps.database.db, editorialTypeOfKind[kind], Number(params.id));
  if (!item) return { missing: true as const, kind, adminLang };
  const { images, ...rest } = item;
  return { missing: false as const, item: rest, menus: await siteMenus(deps, item.lang), images, adminLang };
}

export const headers = adminHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData && !loaderData.missing ? loaderData.item.header.title : "Preview";
  return [{ title: `${title} | Preview` }, { name: "robots", content: "noindex, nofollow" }];
}

function Missing({ kind, adminLang }: { kind: PreviewKind; adminLang: Language }) {
  const navigate = useNavigate();
  useEffect(() => {
    const def = resourceFor(sections[kind]);
    if (def) toast.error(def.notFound[adminLang], { id: "preview-missing" });
    void navigate(`${ADMIN_BASE}/${sections[kind]}/overzicht`, { replace: true });
  }, [kind, adminLang, navigate]);
  return null;
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  if (loaderData.missing) return <Missing kind={loaderData.kind} adminLang={loaderData.adminLang} />;
  return <PreviewItem item={loaderData.item} menus={loaderData.menus} loggedIn />;
}

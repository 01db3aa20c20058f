/**
 * ADMIN_BASE/preview/{pagina|nieuws|tip|product}/:id (requirements §2): the item — published or not —
 * rendered with the public site's own layout and components, with a 'Preview page' label in the
 * header. The loader guards (cms-admin) and reads the item in-process (the same loader and body as
 * the shareable preview link); an unknown id shows the requirements §8 not-found toast and returns
 * to the section list.
 *
 * `?live=1&draft=1` is the edit screen's live preview (app/admin/LivePreview.tsx, issue 13 item 6): the
 * logged-in user's autosaved draft of the item (server/drafts/) is put over the stored item, field by
 * field (app/admin/drafts/apply.server.ts), and the frame revalidates when the form says it saved a
 * newer draft (a same-origin postMessage), so the page updates in place. This route is the one the
 * security headers let our own pages frame (server/http/security-headers.ts).
 */
import { useEffect } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { liveDraftOverlay } from "#app/admin/drafts/apply.server.ts";
import { DRAFT_SAVED_MESSAGE } from "#app/admin/drafts/messages.ts";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { adminLanguageFrom } from "#app/admin/language.ts";
import { resourceFor } from "#app/admin/resources/index.ts";
import { PreviewItem } from "#app/components/PreviewItem.tsx";
import { appContext } from "#app/context.server.ts";
import { publicTexts } from "#app/i18n/locales/public.ts";
import { siteMenus } from "#app/lib/public/content.server.ts";
import { loadPreviewItem } from "#app/lib/public/preview-item.server.ts";
import { editorialDefinitions, editorialTypeOfPreview } from "#content-types/editorial.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import type { Language } from "#core/lang.ts";
import type { Route } from "./+types/preview";

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const user = await guardAdmin(context, url);
  // the route exists only for the definitions' preview segments (app/routes/admin/routes.ts)
  const type = editorialTypeOfPreview(url.pathname.split("/")[3] ?? "");
  if (!type) throw new Response("Not Found", { status: 404 });
  const section = editorialDefinitions[type].section;
  const adminLang = adminLanguageFrom(request.headers.get("cookie"));
  const { deps } = context.get(appContext);
  const id = Number(params.id);
  // in the edit screen's frame (`live=1`); its draft is shown once the screen says it is its own
  const live = url.searchParams.get("live") === "1";
  const overlay =
    live && url.searchParams.get("draft") === "1" && Number.isInteger(id) && id > 0
      ? await liveDraftOverlay(deps.database.db, { userId: user.id, type, entityId: id })
      : {};
  const item = await loadPreviewItem(deps.database.db, type, id, overlay);
  if (!item) return { missing: true as const, section, adminLang, live };
  const { images, ...rest } = item;
  return {
    missing: false as const,
    item: rest,
    menus: await siteMenus(deps, item.lang),
    images,
    adminLang,
    live,
  };
}

export const headers = adminHeaders;

/** "… | Voorbeeld" or "… | Preview" in the item's language, like the page it shows */
export function meta({ loaderData }: Route.MetaArgs) {
  const robots = { name: "robots", content: "noindex, nofollow" };
  if (!loaderData || loaderData.missing)
    return [{ title: publicTexts(loaderData?.adminLang ?? "nl")("previewLink.title") }, robots];
  const preview = publicTexts(loaderData.item.lang)("previewLink.title");
  return [{ title: `${loaderData.item.header.title} | ${preview}` }, robots];
}

function Missing({ section, adminLang }: { section: string; adminLang: Language }) {
  const navigate = useNavigate();
  useEffect(() => {
    const def = resourceFor(section);
    if (def) toast.error(def.notFound[adminLang], { id: "preview-missing" });
    void navigate(`${ADMIN_BASE}/${section}/overzicht`, { replace: true });
  }, [section, adminLang, navigate]);
  return null;
}

/** in the edit screen's frame: reload the data (not the page) when the form saved a newer draft */
function useDraftRevalidation(live: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!live) return;
    const onMessage = (event: MessageEvent) => {
      // only our own edit screen, in the window that frames this one
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if ((event.data as { type?: unknown } | null)?.type !== DRAFT_SAVED_MESSAGE) return;
      void revalidator.revalidate();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [live, revalidator]);
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  useDraftRevalidation(loaderData.live);
  if (loaderData.missing) return <Missing section={loaderData.section} adminLang={loaderData.adminLang} />;
  // in the edit screen's frame, no cookie question covering the item (it loads no statistics either)
  return <PreviewItem item={loaderData.item} menus={loaderData.menus} loggedIn consent={!loaderData.live} />;
}

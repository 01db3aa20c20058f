/**
 * /voorbeeld/:token (requirements §2 "Preview links"): a shareable link to one page, news item, tip or
 * product, published or not, for visitors without a login. It shows the item exactly as the admin
 * preview does (the same loader and body: app/lib/public/preview-item.server.ts,
 * app/components/PreviewItem.tsx). An expired or revoked link, or one whose item was deleted, answers
 * 410 with a page in the item's language; an unknown token 404 in the visitor's language.
 * Outside the public layout on purpose: that layout marks its answers for the page cache, and a
 * preview must never be kept, nor indexed.
 */
import { PreviewFrame, PreviewItem } from "#app/components/PreviewItem.tsx";
import { publicTexts, usePublicText } from "#app/i18n/locales/public.ts";
import { documentHandle, loadAsDocument } from "#app/islands/handle.ts";
import type { Language } from "#core/lang.ts";
import { languageHome } from "#core/session/paths.ts";
import type { Route } from "./+types/preview-link";
import { loadPreviewLink } from "./preview-link.server.ts";

export const loader = (args: Route.LoaderArgs) => loadPreviewLink(args);

/** a document like every public page (app/islands/handle.ts) */
export const handle = documentHandle;

/** a client navigation into a public page becomes a document load (app/islands/handle.ts) */
export const clientLoader = loadAsDocument;

/** the loader's headers: never cached by anyone, never indexed */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** the tab says "Voorbeeld" or "Preview" in the page's language (the item's, or the visitor's) */
export function meta({ loaderData }: Route.MetaArgs) {
  const robots = { name: "robots", content: "noindex, nofollow" };
  if (loaderData?.state === "active") {
    const preview = publicTexts(loaderData.item.lang)("previewLink.title");
    return [{ title: `${loaderData.item.header.title} | ${preview}` }, robots];
  }
  return [{ title: publicTexts(loaderData?.lang ?? "nl")("previewLink.title") }, robots];
}

function LinkNotWorking({ state, lang }: { state: "gone" | "unknown"; lang: Language }) {
  const { t } = usePublicText();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="preview-link-gone">
      <h1 className="mb-4 text-3xl font-bold text-brand-900">
        {t(state === "gone" ? "previewLink.goneTitle" : "previewLink.unknownTitle")}
      </h1>
      <p className="mb-8 text-lg text-slate-700">
        {t(state === "gone" ? "previewLink.goneIntro" : "previewLink.unknownIntro")}
      </p>
      <a href={languageHome(lang)} className="font-semibold text-brand-700 underline underline-offset-4">
        {t("previewLink.home")}
      </a>
    </section>
  );
}

export default function PreviewLink({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "active")
    return <PreviewItem item={loaderData.item} menus={loaderData.menus} loggedIn={loaderData.loggedIn} />;
  return (
    <PreviewFrame lang={loaderData.lang} menus={loaderData.menus} loggedIn={loaderData.loggedIn}>
      <LinkNotWorking state={loaderData.state} lang={loaderData.lang} />
    </PreviewFrame>
  );
}

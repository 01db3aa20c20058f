/**
 * The language switch of the logged-in side: "English" on Dutch screens, "Nederlands" on English ones.
 * Its accessible name is its visible text (WCAG 2.5.3), so people who use speech input can
 * say what they see; the longer "Naar het Engels" is its description (title).
 */
import { useLocation } from "react-router";
import { usePortalText } from "#app/i18n/locales/portal.ts";
import { otherLanguagePath } from "#core/session/paths.ts";

export function LanguageLink({ className = "" }: { className?: string }) {
  const { t } = usePortalText();
  const location = useLocation();
  const target = otherLanguagePath(location.pathname, location.search);
  const targetLang = target.startsWith("/en") ? "en" : "nl";
  return (
    // a document load: the whole page (and <html lang>) switches language
    <a
      href={target}
      hrefLang={targetLang}
      title={t("header.languageLabel")}
      className={`rounded px-2 py-1 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <span lang={targetLang}>{t("header.language")}</span>
    </a>
  );
}

/**
 * Language switch (requirements §2): 'English' on Dutch pages, 'Nederlands' on English ones. On pages and
 * details it links to the translated item (the route's `alternates`) — or, when the item has no
 * translation, to the overview in the other language —, elsewhere to the same path in the other
 * language. A full document load, so <html lang> and every text follow.
 */
import { useLocation, useMatches } from "react-router";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { Alternates } from "#app/lib/public/seo.ts";
import type { Language } from "#core/lang.ts";
import { switchLanguagePath, untranslatedItemPath } from "#core/public/urls.ts";

export function useAlternatePath(to: Language): string {
  const matches = useMatches();
  const location = useLocation();
  for (const match of [...matches].reverse()) {
    const alternates = (match.loaderData as { alternates?: Alternates } | undefined)?.alternates;
    if (alternates) return alternates[to] ?? untranslatedItemPath(location.pathname, to);
  }
  return switchLanguagePath(location.pathname, to);
}

export function LanguageSwitch({ lang, className = "" }: { lang: Language; className?: string }) {
  const { t } = usePublicText();
  const other: Language = lang === "nl" ? "en" : "nl";
  const href = useAlternatePath(other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t("languageSwitch.aria")}
      className={`inline-flex items-center gap-1 rounded px-2 py-1 font-semibold underline-offset-4 hover:underline ${className}`}
      data-testid="language-switch"
    >
      {t("languageSwitch.label")}
    </a>
  );
}

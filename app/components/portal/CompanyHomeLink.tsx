/** The company name at the top of the logged-in side's frames (AuthLayout, PortalShell): a link to the language's home. */
import { useCommonText } from "#app/i18n/locales/common.ts";
import type { Language } from "#core/lang.ts";
import { languageHome } from "#core/session/paths.ts";

export function CompanyHomeLink({ lang, className }: { lang: Language; className: string }) {
  const { t } = useCommonText();
  return (
    <a href={languageHome(lang)} className={className}>
      {t("companyName")}
    </a>
  );
}

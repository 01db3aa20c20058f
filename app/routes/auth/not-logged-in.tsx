/**
 * /niet-ingelogd, /en/not-logged-in: the not-logged-in screen (requirements §2) with the four logins; the
 * `redirect` query is passed on to them.
 */
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { languageFromPath } from "#core/lang.ts";
import { roles } from "#core/roles.ts";
import { languageHome, loginUrl, safeRedirect } from "#core/session/paths.ts";
import type { Route } from "./+types/not-logged-in";

export function loader({ url }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  const back = safeRedirect(url.searchParams.get("redirect"), "");
  return { lang, logins: roles.map((role) => ({ role, href: loginUrl(role, lang, back || undefined) })) };
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function NotLoggedIn({ loaderData }: Route.ComponentProps) {
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  return (
    <AuthLayout lang={loaderData.lang} title={t("screens.notLoggedInTitle")}>
      <p className="text-slate-700">{tc("errors.notLoggedIn")}</p>
      <p className="mt-4 font-medium text-slate-800">{t("screens.notLoggedInChoose")}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {loaderData.logins.map(({ role, href }) => (
          <li key={role}>
            <a href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t(`login.title.${role}`)}
            </a>
          </li>
        ))}
      </ul>
      <ButtonLink href={languageHome(loaderData.lang)} className="mt-6">
        {t("screens.toHome")}
      </ButtonLink>
    </AuthLayout>
  );
}

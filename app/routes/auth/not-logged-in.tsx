/**
 * /niet-ingelogd, /en/not-logged-in: the not-logged-in screen (requirements §2) with the four logins; the
 * `redirect` query is passed on to them.
 */
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { LoginChoices } from "#app/components/portal/LoginChoices.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { languageFromPath } from "#core/lang.ts";
import { roles } from "#core/roles.ts";
import { loginUrl, safeRedirect } from "#core/session/paths.ts";
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
      <LoginChoices lang={loaderData.lang} logins={loaderData.logins} className="mt-2 gap-2" />
    </AuthLayout>
  );
}

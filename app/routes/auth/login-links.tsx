/**
 * /inloggen, /en/log-in: the page behind the footer's discreet "Inloggen / Log in".
 * It leads customers, the partner and the accountant to their own login in the visitor's language;
 * the admin login stays unlisted (requirements §2 keeps the admin area hidden).
 */
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { LoginChoices } from "#app/components/portal/LoginChoices.tsx";
import { authTexts, useAuthText } from "#app/i18n/locales/auth.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";
import { loginPath } from "#core/session/paths.ts";
import type { Route } from "./+types/login-links";

/** the portals a visitor may look for, in the order of requirements §2 */
const portalRoles = ["cms-status-user", "cms-zzp", "cms-accountant"] as const satisfies readonly Role[];

export function loader({ url }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  return { lang, logins: portalRoles.map((role) => ({ role, href: loginPath(role, lang) })) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "nl";
  return [
    { title: `${authTexts(lang)("screens.loginLinksTitle")} | Delft IT Service` },
    // a way in for people with an account, not a page to be found by search engines
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function LoginLinks({ loaderData }: Route.ComponentProps) {
  const { t } = useAuthText();
  return (
    <AuthLayout lang={loaderData.lang} title={t("screens.loginLinksTitle")}>
      <p className="font-medium text-slate-800">{t("screens.loginLinksIntro")}</p>
      <LoginChoices lang={loaderData.lang} logins={loaderData.logins} withIntro className="mt-3 gap-3" />
    </AuthLayout>
  );
}

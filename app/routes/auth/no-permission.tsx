/** /geen-toegang, /en/no-permission: the no-permission screen (requirements §2, §6). */
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { sessionUser } from "#app/lib/guards.server.ts";
import { languageFromPath } from "#core/lang.ts";
import { homePath } from "#core/session/home.server.ts";
import { languageHome } from "#core/session/paths.ts";
import type { Route } from "./+types/no-permission";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  const user = sessionUser(context);
  return { lang, home: user ? homePath(user.role, lang) : languageHome(lang) };
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function NoPermission({ loaderData }: Route.ComponentProps) {
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  return (
    <AuthLayout lang={loaderData.lang} title={t("screens.noPermissionTitle")}>
      <p className="text-slate-700">{tc("errors.noPermission")}</p>
      <ButtonLink href={loaderData.home} variant="primary" className="mt-6">
        {t("screens.toHome")}
      </ButtonLink>
    </AuthLayout>
  );
}

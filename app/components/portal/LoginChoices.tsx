/**
 * The logins a visitor can choose, each a link to its own login page, and the way back home: the
 * footer's login page (app/routes/auth/login-links.tsx, with a line about each portal) and the
 * not-logged-in screen (app/routes/auth/not-logged-in.tsx) show the same list.
 */
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import type { Language } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";
import { languageHome } from "#core/session/paths.ts";

export function LoginChoices({
  lang,
  logins,
  withIntro = false,
  className,
}: {
  lang: Language;
  logins: readonly { role: Role; href: string }[];
  /** a line under each login saying whom it is for */
  withIntro?: boolean;
  className: string;
}) {
  const { t } = useAuthText();
  return (
    <>
      <ul className={`flex flex-col ${className}`}>
        {logins.map(({ role, href }) => (
          <li key={role}>
            <a href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t(`login.title.${role}`)}
            </a>
            {withIntro ? <p className="text-sm text-slate-600">{t(`login.intro.${role}`)}</p> : null}
          </li>
        ))}
      </ul>
      <ButtonLink href={languageHome(lang)} className="mt-6">
        {t("screens.toHome")}
      </ButtonLink>
    </>
  );
}

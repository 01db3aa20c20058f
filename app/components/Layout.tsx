/**
 * The public site's frame: skip link, header, main landmark, footer, cookie consent. The contact
 * dialog is an island (app/islands/contact-dialog.tsx), mounted by the boot script on first use.
 */
import type { ReactNode } from "react";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { Menus } from "#app/lib/public/menu.ts";
import type { Language } from "#core/lang.ts";
import type { FlashKey } from "#core/session/flash.ts";
import { CookieConsent } from "./CookieConsent.tsx";
import { FlashNotice } from "./FlashNotice.tsx";
import { SiteFooter } from "./Footer.tsx";
import { SiteHeader } from "./Header.tsx";

export function PublicLayout({
  lang,
  menus,
  loggedIn,
  flash = null,
  analyticsId,
  consent = true,
  children,
}: {
  lang: Language;
  menus: Menus;
  loggedIn: boolean;
  /** a guard's message carried in the address (`?flash=`), shown under the header */
  flash?: FlashKey | null;
  analyticsId?: string | null;
  /** the cookie question; only the admin's live preview frame leaves it out (it loads no statistics) */
  consent?: boolean;
  children: ReactNode;
}) {
  const { t } = usePublicText();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader menus={menus} lang={lang} loggedIn={loggedIn} />
      <FlashNotice flash={flash} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter links={menus.footer} lang={lang} />
      {consent ? <CookieConsent lang={lang} analyticsId={analyticsId} /> : null}
    </>
  );
}

/**
 * Footer (requirements §2): intro, 'Make an appointment' (the booking page, issue 22) and 'Send us a
 * message' (the contact form), mail/phone/social links, the Delft address, opening
 * hours with the weekdays, bank / chamber of commerce / VAT numbers, the footer menu by position and
 * the current year.
 */

import { usePublicText } from "#app/i18n/locales/public.ts";
import type { MenuLink } from "#app/lib/public/menu.ts";
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";
import { authPath } from "#core/session/paths.ts";
import { AppointmentLink } from "./booking/AppointmentLink.tsx";
import { ContactLink } from "./ContactLink.tsx";
import { Icon } from "./Icon.tsx";

export function OpeningHours({ className = "" }: { className?: string }) {
  const { t } = usePublicText();
  const days = t("openingHours.days", { returnObjects: true }) as readonly string[];
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 ${className}`}>
      {days.map((day, index) => (
        <div key={day} className="contents">
          <dt>{day}</dt>
          <dd className="whitespace-nowrap">
            {index < 6 ? t("openingHours.hours") : t("openingHours.closed")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SiteFooter({ links, lang }: { links: MenuLink[]; lang: Language }) {
  const { t } = usePublicText();
  const year = new Date().getFullYear();
  const heading = "mb-3 text-base font-bold text-white";
  return (
    <footer className="bg-brand-900 text-brand-100">
      {/* four columns from 1280 px: at 992 the hours ("9:00 tot 20:00") and the buttons broke in two */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 xl:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">{company.name}</p>
          <p className="mt-3 leading-relaxed">{t("footer.intro")}</p>
          <AppointmentLink
            lang={lang}
            className="mt-5 inline-block rounded-full bg-accent-500 px-5 py-2.5 font-semibold text-slate-900 hover:bg-amber-400"
          >
            {t("footer.appointment")}
          </AppointmentLink>
          {/* the contact form (requirements §5) stays one click away on every page */}
          <ContactLink
            lang={lang}
            title={t("footer.message")}
            className="mt-3 block w-fit rounded-full border border-brand-200 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t("footer.message")}
          </ContactLink>
        </div>
        <div>
          <h2 className={heading}>{t("footer.contact")}</h2>
          <ul className="space-y-2">
            <li>
              <a
                href={`mailto:${company.email}`}
                className="inline-flex items-center gap-2 hover:text-white hover:underline"
              >
                <Icon name="email" className="h-5 w-5" />
                <span className="sr-only">{t("footer.mail")}: </span>
                {company.email}
              </a>
            </li>
            <li>
              <a
                href={`tel:${company.phone.replace(/\s/g, "")}`}
                className="inline-flex items-center gap-2 hover:text-white hover:underline"
              >
                <Icon name="phone" className="h-5 w-5" />
                <span className="sr-only">{t("footer.phone")}: </span>
                {company.phoneDisplay}
              </a>
            </li>
          </ul>
          <h2 className={`${heading} mt-6`}>{t("footer.address")}</h2>
          <address className="flex gap-2 not-italic">
            <Icon name="mapPin" className="h-5 w-5 shrink-0" />
            <span>
              {company.street}
              <br />
              {company.zip} {company.city}
            </span>
          </address>
          <h2 className={`${heading} mt-6`}>{t("footer.social")}</h2>
          <ul className="flex gap-3">
            {(["facebook", "linkedin", "instagram"] as const).map((network) => (
              <li key={network}>
                <a
                  href={company.social[network]}
                  rel="noopener noreferrer"
                  className="grid h-10 w-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                  aria-label={network[0].toUpperCase() + network.slice(1)}
                >
                  <Icon name={network} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t("footer.openingHours")}</h2>
          <OpeningHours />
        </div>
        <div>
          {links.length ? (
            <nav aria-label={t("menu.footer")}>
              <ul className="space-y-2">
                {links.map((link) => (
                  <li key={link.id}>
                    <a href={link.href} className="hover:text-white hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <h2 className={`${heading} mt-6`}>{t("footer.company")}</h2>
          {/* each name above its number: side by side in the footer's narrow last column, "Chamber of
              Commerce" and the bank account each broke over two lines */}
          <dl className="space-y-2 text-sm">
            {(
              [
                [t("footer.bank"), company.bank],
                [t("footer.chamberOfCommerce"), company.chamberOfCommerce],
                [t("footer.vat"), company.vat],
              ] as const
            ).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd className="whitespace-nowrap text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* room at the very end for the floating cookie-settings button (CookieConsent.tsx) in the
            lower left corner, until the screen is wide enough for the page's margin to hold it
            (at 1280 px it covered the "©") */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-5 pb-20 text-sm min-[1400px]:pb-5">
          <p>
            © {year} {company.name}. {t("footer.rights")}
          </p>
          {/* discreet on purpose: customers, the partner and the accountant find their logins here */}
          <a
            href={authPath("loginLinks", lang)}
            className="underline-offset-4 hover:text-white hover:underline"
          >
            {t("footer.logIn")}
          </a>
        </div>
      </div>
    </footer>
  );
}

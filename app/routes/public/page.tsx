/**
 * Routes page, subPage, contactPage and the homes (requirements §2): the page with this full url among the
 * visible pages of the language, its header, its blocks (with the data they need, loaded here),
 * plus the services/features/reviews on the home pages and the forms on the contact and remote-help
 * pages. Unknown or invisible: 404 with the not-found page; the home of a language without any
 * published page: the empty-site page (200, noindex).
 *
 * The forms post to this page without scripts (server/forms/document-post.ts): the server renders
 * it again with the outcome in the load context, which the forms read (FormOutcomeContext). The
 * contact page names the product of `?product=<id>` (core/public/product-query.ts; the page
 * cache keeps that parameter in its key).
 */
import { useRouteLoaderData } from "react-router";
import { isRemoteHelpPage } from "#app/blocks/contact/ContactBlock.tsx";
import { Blocks } from "#app/blocks/registry.tsx";
import { OpeningHours } from "#app/components/Footer.tsx";
import {
  CallbackForm,
  ContactForm,
  ContactProductContext,
  RemoteAssistanceForm,
} from "#app/components/forms/ContactForm.tsx";
import { FormOutcomeContext } from "#app/components/forms/outcome.ts";
import { FeaturesStrip, ReviewsSection, ServicesSection } from "#app/components/HomeSections.tsx";
import { EmptySiteContent, PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { menuNodeOf, SubPages } from "#app/components/SubPages.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";
import { pagePath } from "#core/public/urls.ts";
import type { Route } from "./+types/page";
import type { loader as layoutLoader } from "./layout.tsx";
import { loadPage } from "./page.server.ts";

export const loader = (args: Route.LoaderArgs) => loadPage(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

function ContactSection({ withContactForm }: { withContactForm: boolean }) {
  const { t } = usePublicText();
  const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7";
  return (
    <section aria-labelledby="contact-details-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-3">
        <div className={card}>
          <h2 id="contact-details-title" className="text-xl font-bold text-brand-900">
            {t("contact.details")}
          </h2>
          <address className="mt-3 not-italic leading-relaxed">
            {company.name}
            <br />
            {company.street}
            <br />
            {company.zip} {company.city}
            <br />
            <a className="text-brand-700 underline" href={`tel:${company.phone.replace(/\s/g, "")}`}>
              {company.phoneDisplay}
            </a>
            <br />
            <a className="text-brand-700 underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          </address>
          <h3 className="mt-6 font-bold text-brand-900">{t("footer.openingHours")}</h3>
          <OpeningHours className="mt-2 text-sm" />
        </div>
        {withContactForm ? (
          <div className={card}>
            <h2 className="mb-4 text-xl font-bold text-brand-900">{t("contact.formTitle")}</h2>
            <ContactForm idPrefix="contact-page" />
          </div>
        ) : null}
        <div className={card}>
          <h2 className="text-xl font-bold text-brand-900">{t("contact.callback.title")}</h2>
          <p className="mt-1 mb-4 text-slate-700">{t("contact.callback.intro")}</p>
          <CallbackForm idPrefix="callback" />
        </div>
      </div>
    </section>
  );
}

function RemoteHelpSection({ lang }: { lang: Language }) {
  const { t } = usePublicText();
  return (
    <section aria-labelledby="remote-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto max-w-2xl px-4">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
          <h2 id="remote-title" className="text-xl font-bold text-brand-900">
            {t("contact.remote.title")}
          </h2>
          <p className="mt-1 mb-4 text-slate-700">{t("contact.remote.intro")}</p>
          <RemoteAssistanceForm idPrefix="remote" lang={lang} />
        </div>
      </div>
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  // the menu tree the public layout loaded: the pages under this one (app/components/SubPages.tsx)
  const layout = useRouteLoaderData<typeof layoutLoader>("public");
  if (loaderData.kind === "empty") return <EmptySiteContent />;
  const { lang, header, blocks, blockData, home, kind, fullUrl, formOutcome, product } = loaderData;
  const hasContactBlock = blocks.some((b) => b.type === "contact");
  const hasServiceBlock = blocks.some((b) => b.type === "service");
  return (
    <FormOutcomeContext.Provider value={formOutcome}>
      <ContactProductContext.Provider value={product}>
        <PageHeader header={header} />
        {home ? <FeaturesStrip features={home.features} /> : null}
        <Blocks blocks={blocks} data={blockData} lang={lang} pageUrl={fullUrl} />
        {home && !hasServiceBlock ? <ServicesSection groups={home.groups} services={home.services} /> : null}
        {home ? <ReviewsSection reviews={home.reviews} /> : null}
        {home || !layout ? null : (
          <SubPages pages={menuNodeOf(layout.menus.main, pagePath(lang, fullUrl))?.children ?? []} />
        )}
        {kind === "contact" ? <ContactSection withContactForm={!hasContactBlock} /> : null}
        {isRemoteHelpPage(fullUrl) && !hasContactBlock ? <RemoteHelpSection lang={lang} /> : null}
      </ContactProductContext.Provider>
    </FormOutcomeContext.Provider>
  );
}

export const ErrorBoundary = PublicErrorBoundary;

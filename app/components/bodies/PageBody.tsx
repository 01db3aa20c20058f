/**
 * The one body of a page (requirements §2): its header, its blocks, the home page's features,
 * services and reviews, the pages under it, and the contact details and forms of the contact and
 * remote-help pages. The page route (app/routes/public/page.tsx) and the preview
 * (app/components/PreviewItem.tsx) both render this. What a form posted (FormOutcomeContext) and
 * the product a contact page asks about (ContactProductContext) come from the page route's
 * providers; the preview has neither.
 */
import { isRemoteHelpPage } from "#app/blocks/contact/ContactBlock.tsx";
import { Blocks } from "#app/blocks/registry.tsx";
import type { BlockData } from "#app/blocks/types.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { HeaderContent } from "#app/lib/public/header.ts";
import type { MenuNode } from "#app/lib/public/menu.ts";
import type { Block } from "#core/blocks/index.ts";
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";
import { contactFullUrl, homeFullUrl, pagePath } from "#core/public/urls.ts";
import { OpeningHours } from "../Footer.tsx";
import { CallbackForm, ContactForm, RemoteAssistanceForm } from "../forms/ContactForm.tsx";
import { FeaturesStrip, type HomeExtras, ReviewsSection, ServicesSection } from "../HomeSections.tsx";
import { PageHeader } from "../PageHeader.tsx";
import { menuNodeOf, SubPages } from "../SubPages.tsx";

export interface PageBodyProps {
  lang: Language;
  fullUrl: string;
  header: HeaderContent;
  blocks: Block[];
  blockData: BlockData;
  /** the main menu's tree (the public layout's): the pages under this one are listed from it */
  mainMenu: readonly MenuNode[];
  /** the home page's features, services and reviews (app/lib/public/content.server.ts homeExtras) */
  home?: HomeExtras | null;
}

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

export function PageBody({ lang, fullUrl, header, blocks, blockData, mainMenu, home }: PageBodyProps) {
  const isHome = fullUrl === homeFullUrl(lang);
  const hasContactBlock = blocks.some((b) => b.type === "contact");
  const hasServiceBlock = blocks.some((b) => b.type === "service");
  return (
    <>
      <PageHeader header={header} />
      {home ? <FeaturesStrip features={home.features} /> : null}
      <Blocks blocks={blocks} data={blockData} lang={lang} pageUrl={fullUrl} />
      {home && !hasServiceBlock ? <ServicesSection groups={home.groups} services={home.services} /> : null}
      {home ? <ReviewsSection reviews={home.reviews} /> : null}
      {isHome ? null : <SubPages pages={menuNodeOf(mainMenu, pagePath(lang, fullUrl))?.children ?? []} />}
      {fullUrl === contactFullUrl(lang) ? <ContactSection withContactForm={!hasContactBlock} /> : null}
      {isRemoteHelpPage(fullUrl) && !hasContactBlock ? <RemoteHelpSection lang={lang} /> : null}
    </>
  );
}

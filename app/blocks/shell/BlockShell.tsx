/**
 * The options every block has (requirements §3): background white/gray/blue, extra whitespace on top or
 * underneath, title and (optional) subtitle, contact buttons with title and text, appointment and
 * question buttons, bevelled edge.
 *
 * Headings inside a block (a service, a card, a column, a question) sit one level under the block's
 * title, an h2; a block without a title has none, so they are h2 themselves, the first level after
 * the page's h1: `<ItemHeading>` picks the level from the BlockShell around it (h3 outside blocks).
 */
import { createContext, type ReactNode, useContext } from "react";
import { AppointmentLink } from "#app/components/booking/AppointmentLink.tsx";
import { Icon } from "#app/components/Icon.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { Block } from "#core/blocks/index.ts";
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";
import { contactPath } from "#core/public/urls.ts";

const backgrounds = {
  white: "bg-white text-slate-900",
  gray: "bg-slate-100 text-slate-900",
  blue: "bg-brand-700 text-white",
} as const;

const ItemLevel = createContext<"h2" | "h3">("h3");

/** a heading of one item of a block: h3 under the block's title, h2 when the block has none */
export function ItemHeading({ className, children }: { className?: string; children: ReactNode }) {
  const Heading = useContext(ItemLevel);
  return <Heading className={className}>{children}</Heading>;
}

export function isDark(block: Block) {
  return block.background === "blue";
}

export function BlockShell({ block, lang, children }: { block: Block; lang: Language; children: ReactNode }) {
  const { t } = usePublicText();
  const dark = isDark(block);
  const headingId = block.title ? `block-${block.id}-title` : undefined;
  const button = dark
    ? "bg-white text-brand-900 hover:bg-brand-50"
    : "bg-brand-600 text-white hover:bg-brand-700";
  const secondary = dark
    ? "border border-white text-white hover:bg-white/10"
    : "border border-brand-600 text-brand-700 hover:bg-brand-50";
  return (
    <section
      aria-labelledby={headingId}
      data-block={block.type}
      className={`relative ${backgrounds[block.background]} ${block.space_top ? "pt-20 sm:pt-28" : "pt-12 sm:pt-16"} ${
        block.space_bottom ? "pb-20 sm:pb-28" : "pb-12 sm:pb-16"
      } ${block.bevelled_edge ? "bevelled" : ""}`}
    >
      <div className="mx-auto max-w-7xl px-4">
        {block.title ? (
          <div className="mb-8 max-w-3xl">
            <h2
              id={headingId}
              className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${dark ? "text-white" : "text-brand-900"}`}
            >
              {block.title}
            </h2>
            {block.show_subtitle && block.subtitle ? (
              <p className={`mt-2 text-lg ${dark ? "text-brand-100" : "text-slate-700"}`}>{block.subtitle}</p>
            ) : null}
          </div>
        ) : null}
        <ItemLevel.Provider value={block.title ? "h3" : "h2"}>{children}</ItemLevel.Provider>
        {block.show_contact_buttons ? (
          <div className={`mt-10 rounded-2xl p-6 ${dark ? "bg-white/10" : "bg-brand-50"}`}>
            {block.contact_buttons_title ? (
              <p className={`text-xl font-bold ${dark ? "text-white" : "text-brand-900"}`}>
                {block.contact_buttons_title}
              </p>
            ) : null}
            {block.contact_buttons_text ? <p className="mt-1">{block.contact_buttons_text}</p> : null}
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={`tel:${company.phone.replace(/\s/g, "")}`}
                className={`inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold ${button}`}
              >
                <Icon name="phone" className="h-5 w-5" />
                {t("blocks.contactButtons.call")}
              </a>
              <a
                href={`mailto:${company.email}`}
                className={`inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold ${secondary}`}
              >
                <Icon name="email" className="h-5 w-5" />
                {t("blocks.contactButtons.mail")}
              </a>
            </div>
          </div>
        ) : null}
        {block.show_appointment_button || block.show_question_button ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {block.show_appointment_button ? (
              <AppointmentLink
                lang={lang}
                className="inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-bold text-slate-900 shadow hover:bg-amber-400"
              >
                <Icon name="calendar" className="h-5 w-5" />
                {t("blocks.appointment")}
              </AppointmentLink>
            ) : null}
            {block.show_question_button ? (
              <a
                href={contactPath(lang)}
                className={`inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold ${secondary}`}
              >
                <Icon name="question" className="h-5 w-5" />
                {t("blocks.question")}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

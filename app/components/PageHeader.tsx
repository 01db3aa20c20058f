/**
 * Header content (requirements §2) of the current page, news item, tip or product: category, title,
 * subtitle, intro, action button (a link to the contact page, which scripts turn into the contact dialog
 * titled with the button's words; on a product page it names the product: ContactLink.tsx), header
 * image, or a slider of images that autoplays every 10 000 ms and can be paused.
 */
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { HeaderContent } from "#app/lib/public/header.ts";
import { AppointmentLink, isAppointmentAction } from "./booking/AppointmentLink.tsx";
import { ContactLink } from "./ContactLink.tsx";
import { HeaderSlider } from "./HeaderSlider.tsx";
import { Picture } from "./Picture.tsx";

/** the header shows an image (or a slider): then that is the page's largest image, preloaded */
export const headerHasImage = (header: HeaderContent) => header.slider.length > 0 || Boolean(header.image);

export function PageHeader({
  header,
  productId,
}: {
  header: HeaderContent;
  /** a product's page: its action button asks about the product */
  productId?: number;
}) {
  const hasMedia = headerHasImage(header);
  const action = header.actionButton;
  return (
    <div className="relative overflow-hidden bg-brand-900 text-white">
      {header.slider.length > 0 ? (
        <HeaderSlider images={header.slider} alt={header.title} />
      ) : header.image ? (
        <div className="absolute inset-0">
          <Picture src={header.image} alt="" preload className="h-full w-full object-cover" sizes="100vw" />
        </div>
      ) : null}
      {/* over a picture a shade that keeps the text readable; without one, a glow on the plain ground */}
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 ${
          hasMedia
            ? "bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/30"
            : "bg-[radial-gradient(circle_at_80%_20%,rgba(66,165,245,0.45),transparent_55%)]"
        }`}
      />
      <div className="pointer-events-none relative mx-auto max-w-7xl px-4 py-14 sm:py-20 nav:py-24">
        <div className="pointer-events-auto max-w-2xl">
          <HeaderWords header={header} />
          {action ? <HeaderAction action={action} productId={productId} /> : null}
        </div>
      </div>
    </div>
  );
}

/** the header's words: category, title, subtitle, date and intro (each but the title when it has one) */
function HeaderWords({ header }: { header: HeaderContent }) {
  return (
    <>
      {header.category ? (
        <p className="mb-3 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          {header.category}
        </p>
      ) : null}
      <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl nav:text-5xl">
        {header.title}
      </h1>
      {header.subtitle ? (
        <p className="mt-3 text-xl font-semibold text-brand-100 sm:text-2xl">{header.subtitle}</p>
      ) : null}
      {header.date ? <p className="mt-2 text-sm text-brand-100">{header.date}</p> : null}
      {header.intro ? <p className="mt-4 text-lg leading-relaxed text-white/95">{header.intro}</p> : null}
    </>
  );
}

const actionClass =
  "mt-7 inline-flex items-center rounded-full bg-accent-500 px-6 py-3 text-lg font-bold text-slate-900 shadow-lg hover:bg-amber-400";

/**
 * The action button: to the booking form when its words ask for an appointment (not on a product
 * page), otherwise to the contact page.
 */
function HeaderAction({ action, productId }: { action: string; productId?: number }) {
  const { lang } = usePublicText();
  return !productId && isAppointmentAction(action) ? (
    <AppointmentLink lang={lang} className={actionClass}>
      {action}
    </AppointmentLink>
  ) : (
    <ContactLink lang={lang} title={action} productId={productId} className={actionClass}>
      {action}
    </ContactLink>
  );
}
